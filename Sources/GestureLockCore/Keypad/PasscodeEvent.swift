/// What a `PasscodeEntry` tells its host: for haptics, sounds, messages and event logs.
///
/// Events never say which key was pressed or which character was entered; only `submitted`
/// carries the entry itself (the secret), so every other event can be logged as it is.
public enum PasscodeEvent: Hashable, Sendable {
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
  /// The entry is complete (full PIN, or submitted explicitly): its UTF-8 bytes (ASCII digits
  /// in numeric modes), in a wiped buffer. Verify it, then report the
  /// verdict with `PasscodeEntry.showError(at:attempt:)` or `showSuccess(at:attempt:)`.
  case submitted(SecretBytes)
  /// An explicit submission with 1 to minimum − 1 characters; the pad shows the error hold by
  /// itself. Not a failed attempt: nothing is counted.
  case tooShort(length: Int)
  /// An unsubmitted entry (or a pressed key) was discarded by `reset()`; nothing submitted.
  case cancelled
  /// The pad's visual state changed: `.selected` while characters are entered or a
  /// submission awaits its verdict, `.error` and `.success` during holds, else `.normal`.
  case stateChanged(PadState)
}
