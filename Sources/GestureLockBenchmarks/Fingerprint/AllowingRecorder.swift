import GestureLockPadFlow
import GestureLockSecurity

/// Fingerprint rules that always allow the finger, for figure 8 until `LockService` is the
/// pad's `FingerprintRecorder` (after the security work is merged); the secret still goes to
/// the real `LockService`.
final class AllowingRecorder: FingerprintRecorder {
  let service: LockService

  init(service: LockService) { self.service = service }

  func fingerprintStatus(enrolledFingers: [String]) throws(SecurityError) -> FingerprintStatus? {
    FingerprintStatus(
      isEnabled: true, noMatchesInARow: 0, noMatchesLeft: LockService.fingerprintNoMatchLimit,
      secretRequired: nil)
  }

  func recordFingerprint(_ result: FingerprintResult, enrolledFingers: [String])
    throws(SecurityError) -> FingerprintVerdict
  {
    result == .match ? .unlocked : .rejected(noMatchesLeft: LockService.fingerprintNoMatchLimit)
  }

  func verify(_ secret: Secret, enrolledFingers: [String]?) throws(SecurityError)
    -> VerificationOutcome
  {
    try service.verify(secret)
  }
}
