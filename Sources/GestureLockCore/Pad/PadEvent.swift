/// What a pad's surface (`PadSurface`: the gesture pad `PadModel` or the passcode pad
/// `PasscodeEntry`) tells its host: for the flow, haptics, sounds, screen readers and event
/// logs. One type for both surfaces; each emits the cases of its own kind and the shared ones.
///
/// Events never carry coordinates, and never say which key was pressed or which character was
/// typed; only `completed` and `submitted` carry the entry itself (the secret), so log
/// `nodeSelected` indices only when asked to (SPEC.md §2) and everything else as it is.
///
/// ```swift
/// for event in surface.handle(sample) {
///   switch event {
///   case .completed(let pattern): check(.pattern(pattern))
///   case .submitted(let utf8): check(typed: utf8)
///   default: play(PadHaptic(event))
///   }
/// }
/// ```
public enum PadEvent: Hashable, Sendable {
  // MARK: Both surfaces

  /// The surface's visual state changed: `.selected` while a stroke is drawn, characters are
  /// entered or a submission awaits its verdict, `.error` and `.success` during holds, else
  /// `.normal`.
  case stateChanged(PadState)
  /// An entry of `length` nodes or characters (1 to minimum − 1) was lifted or submitted; the
  /// surface shows the error hold by itself. Not a failed attempt: nothing is counted.
  case tooShort(length: Int)
  /// A stroke in progress, or the characters typed (or a pressed key), were taken away: a
  /// system cancel, a lost lift, a relayout or a reset. Nothing is submitted or counted.
  case cancelled

  // MARK: The gesture pad

  /// A node joined the pattern; index in `0..<grid.count`.
  case nodeSelected(Int)
  /// The finger lifted (or Return ended a keyboard stroke) with enough nodes. Verify the
  /// pattern, then report the verdict with `PadSurface.showError(at:attempt:)` or
  /// `showSuccess(at:attempt:)`.
  case completed(Pattern)

  // MARK: The passcode pad

  /// A key shows pressed (filled) under the pointer.
  case keyPressed
  /// The pressed key was released inside itself and shows outlined again; its action (a
  /// character, a deletion or a submission) follows as its own event.
  case keyReleased
  /// The pressed key was abandoned: the pointer moved off it, was released outside it, or the
  /// touch was taken away. Nothing was entered.
  case keyCancelled
  /// A character was added; `length` characters are entered now (the dots shown).
  case characterEntered(length: Int)
  /// The last character was removed; `length` characters remain.
  case characterDeleted(length: Int)
  /// The entry is complete (a full PIN, or submitted explicitly): its UTF-8 bytes (ASCII
  /// digits in numeric modes), in a wiped buffer. Verify it, then report the verdict with
  /// `PadSurface.showError(at:attempt:)` or `showSuccess(at:attempt:)`.
  case submitted(SecretBytes)
}
