package import GestureLockCore

/// What a pad's event loop reacts to, in the front end's terms turned into the flow's: the
/// window (SDL events) and the terminal (bytes from the TTY) both produce these.
package enum PadInput: Equatable, Sendable {
  /// A touch sample in view points from the mouse (pointer 0) or a finger (pointer ≥ 1).
  case touch(location: Point, phase: TouchSample.Phase, pointer: Int)
  /// The view changed size; re-lay the grid (a stroke in progress is cancelled).
  case resized
  /// The view needs drawing again (exposed, shown).
  case redraw
  /// A key was pressed.
  case key(PadKey)
  /// Text typed (the text passcode pad only; the window's input method, the terminal's
  /// printable characters).
  case text(String)
  /// The user asked to leave (window closed, `q`, Ctrl-C).
  case quit
}
