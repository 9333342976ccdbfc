package import GestureLockSecurity

/// Where the pad reads and records fingerprint unlock: the profile's `LockService`
/// (GestureLockSecurity's fingerprint API, issue 13), seen through the three calls the pad
/// makes. A protocol, so the flow depends on the calls and not on how they are stored.
///
/// Every call runs on the pad's loop thread and commits before it returns (a no-match is
/// stored before the pad acts on it).
package protocol FingerprintRecorder: AnyObject {
  /// The profile's fingerprint status with the reader's finger set now (fprintd's names;
  /// `nil` when not known yet: the finger-set rule is then skipped), or `nil` when nothing is
  /// enrolled. A set other than the recorded one is remembered as a change.
  ///
  /// - Throws: `SecurityError` when the store cannot be read.
  func fingerprintStatus(enrolledFingers: [String]?) throws(SecurityError) -> FingerprintStatus?

  /// Records a final scan result and says what it means, with the reader's finger set now.
  ///
  /// - Throws: `SecurityError` when the store cannot be read or written.
  func recordFingerprint(_ result: FingerprintResult, enrolledFingers: [String])
    throws(SecurityError) -> FingerprintVerdict

  /// Verifies the secret like `LockService.verify(_:)`; on success also records the secret
  /// unlock and, when `enrolledFingers` is non-nil, that finger set (clearing the conditions
  /// under which the secret was required).
  ///
  /// - Throws: `SecurityError` as `LockService.verify(_:)` does.
  func verify(_ secret: Secret, enrolledFingers: [String]?) throws(SecurityError)
    -> VerificationOutcome
}
