internal import CPAM
internal import GestureLockCore

/// An account password being typed or checked: bytes in one wiped buffer (Core's
/// `SecretBytes`) that this value owns.
///
/// Non-copyable, so there is exactly one owner of the bytes in Swift, and no way to print it or
/// put it into a `String`. Built a byte at a time from key presses (nothing else holds the
/// text), or from bytes the caller wipes afterwards. The bytes are what PAM receives: UTF-8
/// for a password typed as text, never normalised. The buffer has room for a NUL byte after
/// the longest password (every byte past the password is zero), so it is handed to C without
/// another copy. Removed bytes are overwritten with zeros at once, and the whole buffer when
/// the value ends (`SecretBytes`).
///
/// ```swift
/// var password = AccountPassword()
/// for byte in typedCharacter.utf8 { guard password.append(byte) else { break } }
/// let outcome = try PAMAuthenticator().authenticate(user: user, password: password)
/// ```
public struct AccountPassword: ~Copyable, Sendable {
  /// The most bytes a password may have: PAM's largest answer (`PAM_MAX_RESP_SIZE`, 512)
  /// less its terminating NUL.
  public static let capacity = Int(PAM_MAX_RESP_SIZE) - 1

  /// `capacity + 1` bytes reserved once, so the bytes never move (a move would allocate) and
  /// a zero always follows them.
  private var bytes = SecretBytes(minimumCapacity: AccountPassword.capacity + 1)

  /// How many bytes the password has.
  public var count: Int { bytes.count }

  /// An empty password.
  public init() {}

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

  /// Whether the password has no bytes.
  public var isEmpty: Bool { bytes.isEmpty }

  /// Adds one byte at the end.
  ///
  /// - Returns: `false`, leaving the password as it was, for a NUL byte or when the password
  ///   already has ``capacity`` bytes.
  public mutating func append(_ byte: UInt8) -> Bool {
    guard byte != 0, bytes.count < Self.capacity else { return false }
    bytes.append(byte)
    return true
  }

  /// Removes the last character, as the backspace key does: the last byte together with the
  /// UTF-8 continuation bytes before it. Nothing happens when the password is empty.
  public mutating func removeLastCharacter() {
    while let byte = bytes.last {
      bytes.removeLast()
      // A continuation byte is 10xxxxxx: keep going back to the byte that starts the character.
      if byte & 0b1100_0000 != 0b1000_0000 { return }
    }
  }

  /// Removes every byte, wiping them.
  public mutating func removeAll() {
    bytes.removeAll()
  }

  /// Calls `body` with the password as a NUL-terminated C string that is valid only during the
  /// call. Must not be copied anywhere that outlives it unless that copy is wiped.
  func withCString<Result, Failure: Error>(
    _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try bytes.withUnsafeCString(body)
  }
}
