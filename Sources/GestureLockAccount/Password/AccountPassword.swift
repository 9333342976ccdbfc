internal import CPAM

/// An account password being typed or checked: bytes in one buffer this value owns, wiped
/// when they are removed and when the value ends.
///
/// Non-copyable, so there is exactly one copy of the bytes in Swift, and no way to print it or
/// put it into a `String`. Built a byte at a time from key presses (nothing else holds the
/// text), or from bytes the caller wipes afterwards. The bytes are what PAM receives: UTF-8
/// for a password typed as text, never normalised. The buffer always ends in a NUL byte, so it
/// is handed to C without another copy.
///
/// ```swift
/// var password = AccountPassword()
/// for byte in typedCharacter.utf8 { guard password.append(byte) else { break } }
/// let outcome = try PAMAuthenticator().authenticate(user: user, password: password)
/// ```
public struct AccountPassword: ~Copyable, @unchecked Sendable {
  // @unchecked Sendable: the buffer is owned by this one non-copyable value; it is never
  // shared, and only mutated through `mutating` members, which need exclusive access.

  /// The most bytes a password may have: PAM's largest answer (`PAM_MAX_RESP_SIZE`, 512)
  /// less its terminating NUL.
  public static let capacity = Int(PAM_MAX_RESP_SIZE) - 1

  /// `capacity + 1` bytes, zero after `count`.
  private let storage: UnsafeMutableBufferPointer<UInt8>

  /// How many bytes the password has.
  public private(set) var count: Int

  /// An empty password.
  public init() {
    storage = .allocate(capacity: Self.capacity + 1)
    storage.initialize(repeating: 0)
    count = 0
  }

  /// A password with a copy of `bytes`. The caller wipes its own copy.
  ///
  /// - Throws: `AccountError.passwordContainsNUL` or `AccountError.passwordTooLong` (the
  ///   error never holds the bytes).
  public init(copying bytes: some Sequence<UInt8>) throws(AccountError) {
    self.init()
    for byte in bytes {
      if byte == 0 { throw .passwordContainsNUL }
      guard append(byte) else { throw .passwordTooLong(maximum: Self.capacity) }
    }
  }

  deinit {
    gl_pam_wipe(storage.baseAddress, storage.count)
    storage.deallocate()
  }

  /// Whether the password has no bytes.
  public var isEmpty: Bool { count == 0 }

  /// Adds one byte at the end.
  ///
  /// - Returns: `false`, leaving the password as it was, for a NUL byte or when the password
  ///   already has ``capacity`` bytes.
  public mutating func append(_ byte: UInt8) -> Bool {
    guard byte != 0, count < Self.capacity else { return false }
    storage[count] = byte
    count += 1
    return true
  }

  /// Removes the last character, as the backspace key does: the last byte together with the
  /// UTF-8 continuation bytes before it. Nothing happens when the password is empty.
  public mutating func removeLastCharacter() {
    while count > 0 {
      count -= 1
      let byte = storage[count]
      gl_pam_wipe(storage.baseAddress! + count, 1)
      // A continuation byte is 10xxxxxx: keep going back to the byte that starts the character.
      if byte & 0b1100_0000 != 0b1000_0000 { return }
    }
  }

  /// Removes every byte, wiping them.
  public mutating func removeAll() {
    gl_pam_wipe(storage.baseAddress, count)
    count = 0
  }

  /// Calls `body` with the password as a NUL-terminated C string that is valid only during the
  /// call. Must not be copied anywhere that outlives it unless that copy is wiped.
  func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    try storage.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
  }
}
