import GestureLockSecurity

/// A `SecretHasher` that counts how often the slow KDF runs, and can run a hook while a check
/// or a hash is "in the KDF" (to look at the store at that moment, or to crash there).
final class CountingHasher: SecretHashing {
  private let hasher = SecretHasher()
  /// Number of `hash` calls (enrolment, change, re-hash).
  private(set) var hashCount = 0
  /// Number of `check` calls, i.e. KDF runs while checking a secret.
  private(set) var verifyCount = 0
  /// Runs at the start of each `check`, before the KDF (not again for a check the hook
  /// itself causes).
  var duringVerify: (() throws -> Void)?
  /// Runs at the start of each `hash`, before the KDF.
  var duringHash: (() throws -> Void)?
  private var inHook = false

  func hash(_ secret: [UInt8], with keyDerivation: KeyDerivation) throws(SecurityError)
    -> String
  {
    hashCount += 1
    try runHook(duringHash)
    return try hasher.hash(secret, with: keyDerivation)
  }

  func check(_ secret: [UInt8], against phc: String) throws(SecurityError) -> SecretCheck {
    verifyCount += 1
    try runHook(duringVerify)
    return try hasher.check(secret, against: phc)
  }

  private func runHook(_ hook: (() throws -> Void)?) throws(SecurityError) {
    guard let hook, !inHook else { return }
    inHook = true
    defer { inHook = false }
    do { try hook() } catch {
      throw .cryptoFailure(operation: "hook", message: "\(error)")
    }
  }
}
