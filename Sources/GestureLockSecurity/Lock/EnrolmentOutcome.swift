/// The expected results of an enrolment attempt (errors are for the unexpected).
public enum EnrolmentOutcome: Hashable, Sendable {
  /// The secret was hashed and stored; counters start at zero.
  case enrolled
  /// The confirmation differs from the first entry; enrolment starts over.
  case mismatch
  /// The secret has fewer than `minimum` nodes (or characters); draw again.
  case tooShort(minimum: Int)
  /// The secret has more than `maximum` nodes (or characters); draw again.
  case tooLong(maximum: Int)
}
