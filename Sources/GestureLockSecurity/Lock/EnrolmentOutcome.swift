public import GestureLockCore

/// The expected results of an enrolment attempt (errors are for the unexpected).
public enum EnrolmentOutcome: Hashable, Sendable {
  /// The secret was hashed and stored; counters start at zero.
  case enrolled
  /// The confirmation differs from the first entry; enrolment starts over.
  case mismatch
  /// The secret has fewer than `minimum` nodes, digits or characters; enter another.
  case tooShort(minimum: Int)
  /// The secret has more than `maximum` nodes, digits or characters; enter another.
  case tooLong(maximum: Int)
  /// A PIN whose digit count is not one of `allowed` (ascending); enter another.
  case pinLength(allowed: [Int])
  /// The PIN is on the common-PIN list and the policy refuses those; enter another.
  case commonPIN
  /// The pattern is weaker than the policy's minimum strength class
  /// (`LockPolicy.patternStrength`); `violation` carries the message that says so, never the
  /// pattern. Draw another.
  case tooWeak(PolicyViolation)
  /// The profile already has a secret: change it (`LockService.change`) or remove it first.
  /// Nothing was hashed or stored.
  case alreadyEnrolled
}
