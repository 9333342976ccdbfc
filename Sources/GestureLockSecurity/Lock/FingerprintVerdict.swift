public import GestureLockCore

/// What recording a fingerprint result came to (`LockService.recordFingerprint`).
///
/// ```swift
/// switch try lock.recordFingerprint(.noMatch, enrolledFingers: names) {
/// case .unlocked: open()
/// case .rejected(let left): show("No match: \(left) tries left")
/// case .secretRequired(let why): askForSecret(why)
/// case .notEnabled: askForSecret(nil)
/// }
/// ```
public enum FingerprintVerdict: Hashable, Sendable {
  /// A match while a finger may unlock: recorded (no-match counter cleared, finger unlock
  /// time stored).
  case unlocked
  /// A no-match, counted and stored; `noMatchesLeft` more before the secret is required
  /// (0: it is required now).
  case rejected(noMatchesLeft: Int)
  /// The secret is required, for this reason: nothing counted, not unlocked.
  case secretRequired(SecretRequirement)
  /// Fingerprint unlock is off for this profile (or nothing is enrolled).
  case notEnabled
}
