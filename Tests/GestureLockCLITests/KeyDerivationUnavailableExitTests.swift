import GestureLockSecurity
import Testing

@testable import gesturelock

/// The CLI runs only on Linux, where every KDF exists, so it never meets
/// `SecurityError.keyDerivationUnavailable`; its exit codes are fixed here all the same
/// (SPEC.md §7), as for every other error of the security module.
@Suite("A KDF this platform lacks, in the CLI's exit codes and messages")
struct KeyDerivationUnavailableExitTests {
  static func error(stored: Bool) -> SecurityError {
    .keyDerivationUnavailable(algorithm: "scrypt", backend: "CommonCrypto", stored: stored)
  }

  @Test("A stored hash's KDF missing is an unusable store (4); a policy's is bad input (2)")
  func exitCodes() {
    #expect(CLIError.from(Self.error(stored: true)).code == .storeUnavailable)
    #expect(CLIError.from(Self.error(stored: false)).code == .badInput)
  }

  @Test("Both languages name the algorithm and the library, and say nothing was counted")
  func messages() {
    let stored = Self.error(stored: true)
    #expect(stored.description.contains("this store's KDF (scrypt)"))
    #expect(CLIMessage.chinese(stored).contains("scrypt"))
    #expect(CLIMessage.chinese(stored).contains("CommonCrypto"))
    #expect(CLIMessage.chinese(stored).contains("未计入失败次数"))
    #expect(CLIMessage.chinese(Self.error(stored: false)).contains("PBKDF2-HMAC-SHA256"))
  }
}
