internal import GestureLockCore

/// The rules of when the secret is required although fingerprint unlock is enabled (see
/// `SecretRequirement`; after Apple Platform Security, "Face ID, Touch ID, passcodes and
/// passwords"), and what a secret success or a finger does to them.
extension CredentialRecord {
  /// 48 hours without any unlock (Apple: "hasn't been unlocked for more than 48 hours").
  static let idleLimit: Double = 48 * 3600
  /// 156 hours without the secret (Apple: "six and a half days")…
  static let secretUnusedLimit: Double = 156 * 3600
  /// …together with 4 hours without a finger unlock.
  static let fingerUnusedLimit: Double = 4 * 3600

  /// Why the secret is required at `instant` with `enrolledFingers` at the reader, or `nil`
  /// when a finger may unlock (the enabled flag is not looked at).
  ///
  /// In order: a lockout or permanent lock in force (`lockout`, measured as `LockService`
  /// measures it); no secret unlock recorded, another boot, or a monotonic reading before it
  /// (`restart`); 5 no-matches in a row; another finger set than the recorded one (none
  /// recorded counts as another; skipped when `enrolledFingers` is `nil`, not known); 48 h since the latest unlock (`idleTooLong`); 156 h since
  /// the secret with 4 h since a finger (`secretUnused`). A threshold is reached at its exact
  /// length. A finger unlock of another boot does not count as an unlock.
  func secretRequirement(
    at instant: LockInstant, enrolledFingers: Set<String>?, lockedOut: Bool
  ) -> SecretRequirement? {
    if lockedPermanently || lockedOut { return .lockout }
    guard let secretSeconds = lastSecretUnlock?.seconds(until: instant) else { return .restart }
    if fingerprintNoMatches.failures >= LockService.fingerprintNoMatchLimit {
      return .tooManyNoMatches
    }
    if let enrolledFingers, recordedFingers != enrolledFingers { return .fingersChanged }
    let fingerSeconds = lastFingerUnlock?.seconds(until: instant)
    if min(secretSeconds, fingerSeconds ?? .infinity) >= Self.idleLimit { return .idleTooLong }
    if secretSeconds >= Self.secretUnusedLimit,
      (fingerSeconds ?? .infinity) >= Self.fingerUnusedLimit
    {
      return .secretUnused
    }
    return nil
  }

  /// Records a secret success at `instant`: the secret unlock (restart, idle and unused rules
  /// satisfied) and the no-match counter cleared; with `fingers`, that finger set recorded.
  mutating func noteSecretUnlock(at instant: LockInstant, fingers: Set<String>?) {
    lastSecretUnlock = MonotonicInstant(instant)
    fingerprintNoMatches.clear()
    if let fingers { recordedFingers = fingers }
  }

  /// Keeps the fingerprint state of `old` on a record that replaces it (`LockService.change`).
  mutating func keepUnlockState(of old: CredentialRecord) {
    fingerprintEnabled = old.fingerprintEnabled
    recordedFingers = old.recordedFingers
    lastFingerUnlock = old.lastFingerUnlock
  }
}
