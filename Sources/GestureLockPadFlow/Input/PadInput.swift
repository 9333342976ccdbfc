package import GestureLockCore

/// What a pad's event loop reacts to, in the front end's terms turned into the flow's: the
/// window (SDL events), the terminal (bytes from the TTY) and the lock screens' devices all
/// produce these.
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
  /// A person's input the pad itself takes nothing from — the pointer moved with no button
  /// down, a key the pad has no use for, a press that moved the lock screen's pad to another
  /// output: it wakes an idle-blank screen and restarts the idle time (`IdleBlank`), nothing
  /// else.
  case activity
  /// The user asked to leave (window closed, `q`, Ctrl-C).
  case quit
}
