/// Whether a PIN is one of the common ones users favour: the source of `LockPolicy`'s
/// blocklist rule.
///
/// `LockPolicy.commonPINs` defaults to the iOS rules (SPEC.md §3); a host can supply another
/// list. Called with ASCII digits only.
public protocol CommonPINList: Sendable {
  /// Whether `digits` (ASCII `0`–`9`, any length) is on the list.
  func contains(_ digits: String) -> Bool
}

/// What happens when a new PIN is on the common-PIN list.
public enum BlocklistMode: String, Hashable, Sendable, CaseIterable {
  /// Enrolment is refused (`EnrolmentOutcome.commonPIN`); the default.
  case refuse
  /// Enrolment goes ahead; `LockPolicy.evaluate(_:)` reports a warning to show.
  case warn
}
