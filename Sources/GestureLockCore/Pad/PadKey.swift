/// A key of a keyboard as a pad takes it, whatever the device (SPEC.md §2 "Keyboard", §3): the
/// gesture pad's keyboard operation and the passcode pad's keys. Text typed on a text passcode
/// pad arrives as text (`PadSurface.handle(text:at:)`), not as keys.
///
/// ```swift
/// _ = surface.handle(key: .arrow(.right), at: now)  // the gesture pad's focus ring moves
/// _ = surface.handle(key: .digit(7), at: now)       // the passcode pad types a 7
/// ```
public enum PadKey: Hashable, Sendable {
  /// Escape: cancels a stroke or discards the characters typed.
  case escape
  /// A digit key, 0...9.
  case digit(Int)
  /// Backspace.
  case backspace
  /// Return, or the numeric keypad's Enter.
  case enter
  /// An arrow key: moves the gesture pad's focus ring.
  case arrow(FocusDirection)
  /// The space bar: selects the focused node of the gesture pad.
  case space
  /// Tab: on the lock screen, the account password instead of the pad (no surface takes it).
  case tab
}
