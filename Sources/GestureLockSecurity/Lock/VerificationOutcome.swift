/// The expected results of a verification attempt (errors are for the unexpected, such as a
/// damaged store, which is never reported as one of these).
public enum VerificationOutcome: Hashable, Sendable {
  /// The secret matches; the failure counter and any lockout are cleared.
  case accepted
  /// The secret does not match. The failure was counted, unless it was the same wrong secret
  /// as the previous wrong attempt. `attemptsBeforeDelay` more attempts may fail before a
  /// delay starts (0: a delay now applies; see `LockService.status()`).
  case rejected(attemptsBeforeDelay: Int)
  /// Attempts are refused until `until` (seconds since 1970, by the wall clock of the
  /// process); the secret was not evaluated and nothing was counted.
  case throttled(until: Double)
  /// The failure limit locked the profile for good (by this attempt or an earlier one):
  /// every attempt is refused without evaluating it until a forced reset
  /// (`LockService.forceRemove()`).
  case lockedPermanently
  /// The failure limit erased the profile's secret and counters (this attempt reached it, or
  /// an earlier one whose verdict was lost). The host should erase the data it protected.
  case wiped
  /// No secret is enrolled for the profile.
  case notEnrolled
  /// The secret is shorter than the enrolled rules allow; not evaluated, not counted.
  case tooShort(minimum: Int)
}
