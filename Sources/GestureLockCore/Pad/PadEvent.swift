/// What a `PadModel` tells its host: for haptics, sounds, messages and event logs.
///
/// Events never carry coordinates; only `completed` carries the pattern itself (the secret),
/// so log `nodeSelected` indices only when asked to (SPEC.md §2).
public enum PadEvent: Hashable, Sendable {
  /// A node joined the pattern; index in `0..<grid.count`.
  case nodeSelected(Int)
  /// The finger lifted with enough nodes. Verify the pattern, then report the verdict with
  /// `PadModel.showError(at:attempt:)` or `showSuccess(at:attempt:)`.
  case completed(Pattern)
  /// The finger lifted with too few nodes (1 to minimum − 1); the pad shows the error hold by
  /// itself. Not a failed attempt: nothing is counted.
  case tooShort(length: Int)
  /// The stroke was taken away (system cancel, a lost lift, a relayout or a reset); nothing is
  /// submitted or counted.
  case cancelled
  /// The pad's visual state changed.
  case stateChanged(PadState)
}
