/// How the gesture pad shows its nodes and path (SPEC.md §2 "States and feedback").
///
/// The raw values are the names used in event logs (`"normal"`, `"selected"`, …).
public enum PadState: String, Hashable, Sendable, Codable, CaseIterable {
  /// No stroke shown: every node in its normal look.
  case normal
  /// A stroke is being drawn, or a completed one awaits its verdict: path in light blue.
  case selected
  /// Wrong pattern, mismatch or too short: the drawn path in red during the error hold.
  case error
  /// Accepted: the drawn path in green, briefly (or not at all, when the hold is 0).
  case success
}
