import Testing

@testable import GestureLockAccount

/// What a password holds, seen from outside: its count and the bytes of the C string the
/// conversation receives. (`#expect` cannot take a non-copyable value, so tests compare this.)
struct PasswordState: Equatable {
  let count: Int
  let cString: [UInt8]

  init(_ password: borrowing AccountPassword) {
    count = password.count
    cString = password.withCString { pointer in
      var bytes: [UInt8] = []
      var index = 0
      while pointer[index] != 0 {
        bytes.append(UInt8(bitPattern: pointer[index]))
        index += 1
      }
      return bytes
    }
  }

  /// The state a password holding exactly `bytes` must have.
  static func holding(_ bytes: [UInt8]) -> PasswordState {
    PasswordState(count: bytes.count, cString: bytes)
  }

  private init(count: Int, cString: [UInt8]) {
    self.count = count
    self.cString = cString
  }
}

@Suite("AccountPassword")
struct AccountPasswordTests {
  @Test("Appended bytes reach the C string unchanged, NUL-terminated")
  func appendedBytes() {
    var password = AccountPassword()
    #expect(PasswordState(password) == .holding([]))
    let bytes = Array("é密🔑a".utf8) + [0xFF, 0x01]
    var appended: [Bool] = []
    for byte in bytes { appended.append(password.append(byte)) }
    #expect(appended.allSatisfy { $0 })
    #expect(PasswordState(password) == .holding(bytes))
  }

  @Test("A NUL byte is refused and leaves the password as it was")
  func nulRefused() throws {
    var password = try AccountPassword(copying: Array("ab".utf8))
    let appended = password.append(0)
    #expect(!appended)
    #expect(PasswordState(password) == .holding(Array("ab".utf8)))
    #expect(throws: AccountError.passwordContainsNUL) {
      _ = try AccountPassword(copying: [0x61, 0, 0x62])
    }
  }

  @Test("Capacity: 511 bytes fit (PAM_MAX_RESP_SIZE less the NUL), the 512th is refused")
  func capacity() throws {
    #expect(AccountPassword.capacity == 511)
    let full = Array(repeating: UInt8(0x61), count: 511)
    var password = try AccountPassword(copying: full)
    let appended = password.append(0x62)
    #expect(!appended)
    #expect(PasswordState(password) == .holding(full))
    #expect(throws: AccountError.passwordTooLong(maximum: 511)) {
      _ = try AccountPassword(copying: full + [0x61])
    }
  }

  @Test("Backspace removes a whole UTF-8 character, then stops at empty")
  func backspace() throws {
    var password = try AccountPassword(copying: Array("aé密🔑".utf8))
    var states: [PasswordState] = []
    for _ in 0..<5 {
      password.removeLastCharacter()
      states.append(PasswordState(password))
    }
    #expect(
      states == [
        .holding(Array("aé密".utf8)), .holding(Array("aé".utf8)), .holding(Array("a".utf8)),
        .holding([]), .holding([]),
      ])
    // A stray continuation byte goes with the character before it, never below the start.
    _ = password.append(0x61)
    _ = password.append(0x80)
    password.removeLastCharacter()
    #expect(PasswordState(password) == .holding([]))
  }

  @Test("Removing every byte leaves an empty C string, and typing starts over")
  func removeAll() throws {
    var password = try AccountPassword(copying: Array("secret".utf8))
    password.removeAll()
    #expect(PasswordState(password) == .holding([]))
    let appended = password.append(0x7A)
    #expect(appended)
    #expect(PasswordState(password) == .holding([0x7A]))
  }
}
