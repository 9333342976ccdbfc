/// What a `PatternRecognizer` reports while it follows a stroke (SPEC.md §2 "Tracking").
///
/// Events carry node indices in `0..<grid.count`, never coordinates or times. A stroke emits
/// zero or more `nodeSelected` events and then, at its end, at most one of `completed`,
/// `tooShort` or `cancelled` (a lift with no node selected emits nothing).
public enum RecognizerEvent: Hashable, Sendable {
  /// A node joined the pattern: hit by the finger's path, or added by the skipped-node rule.
  case nodeSelected(Int)
  /// The finger lifted with at least `PatternRules.minimumLength` nodes: submit this pattern.
  case completed(Pattern)
  /// The finger lifted with 1 to `minimumLength − 1` nodes; nothing is submitted or counted.
  case tooShort(length: Int)
  /// The stroke was taken away (by the system, or by a new `began` of the tracked pointer);
  /// nothing is submitted or counted.
  case cancelled
}
