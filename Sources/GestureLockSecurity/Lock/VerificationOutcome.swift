/// The expected results of a verification attempt (errors are for the unexpected, such as a
/// damaged store, which is never reported as one of these).
public enum VerificationOutcome: Hashable, Sendable {
  /// The secret matches; the failure counter and any lockout are cleared.
  case accepted
  /// The secret does not match; the failure was counted. `attemptsBeforeDelay` more attempts
  /// may fail before a delay starts (0: a delay now applies; see `LockService.status()`).
  case rejected(attemptsBeforeDelay: Int)
  /// Attempts are refused until `until` (seconds since 1970); the secret was not evaluated
  /// and nothing was counted.
  case throttled(until: Double)
  /// No secret is enrolled for the profile.
  case notEnrolled
  /// The secret is shorter than the enrolled rules allow; not evaluated, not counted.
  case tooShort(minimum: Int)
}
