public import GestureLockCore

/// The fingerprint side of a profile now (`LockService.fingerprintStatus(enrolledFingers:)`).
///
/// ```swift
/// if let status = try lock.fingerprintStatus(enrolledFingers: ["right-index-finger"]),
///   status.isEnabled, status.secretRequired == nil
/// {
///   startFingerprintVerification()
/// }
/// ```
public struct FingerprintStatus: Hashable, Sendable {
  /// Whether fingerprint unlock is allowed for the profile.
  public var isEnabled: Bool
  /// Fingerprint no-matches since the last match or secret success.
  public var noMatchesInARow: Int
  /// `LockService.fingerprintNoMatchLimit - noMatchesInARow`, at least 0: the no-matches
  /// left before the secret is required.
  public var noMatchesLeft: Int
  /// Why the secret is required now; `nil` when a finger may unlock now (when enabled).
  public var secretRequired: SecretRequirement?

  /// Creates a status.
  public init(
    isEnabled: Bool, noMatchesInARow: Int, noMatchesLeft: Int,
    secretRequired: SecretRequirement?
  ) {
    self.isEnabled = isEnabled
    self.noMatchesInARow = noMatchesInARow
    self.noMatchesLeft = noMatchesLeft
    self.secretRequired = secretRequired
  }
}
