import GestureLockSecurity

/// A `SecretHasher` that counts how often the slow KDF runs, and can run a hook while a
/// verification is "in the KDF" (to look at the store at that moment).
final class CountingHasher: SecretHashing {
  private let hasher = SecretHasher()
  /// Number of `hash` calls.
  private(set) var hashCount = 0
  /// Number of `verify` calls, i.e. KDF runs while checking a secret.
  private(set) var verifyCount = 0
  /// Runs at the start of each `verify`, before the KDF (not again for a `verify` the hook
  /// itself causes).
  var duringVerify: (() throws -> Void)?
  private var inHook = false

  func hash(_ secret: [UInt8], with keyDerivation: KeyDerivation) throws(SecurityError)
    -> String
  {
    hashCount += 1
    return try hasher.hash(secret, with: keyDerivation)
  }

  func verify(_ secret: [UInt8], against phc: String) throws(SecurityError) -> Bool {
    verifyCount += 1
    if let duringVerify, !inHook {
      inHook = true
      defer { inHook = false }
      do { try duringVerify() } catch {
        throw .cryptoFailure(operation: "hook", message: "\(error)")
      }
    }
    return try hasher.verify(secret, against: phc)
  }
}
