internal import GestureLockCore
internal import GestureLockPadFlow

/// One thing the user did at the terminal, decoded from the bytes it sent: a key, typed text,
/// a mouse report in character cells, or a request to leave.
///
/// Mouse reports stay in cells here; the pad maps them to view points with the current layout
/// (`TerminalGeometry.point(column:row:)`), so decoding never depends on the window size.
enum TerminalInput: Equatable, Sendable {
  /// A key of SPEC.md §2's keyboard operation or of the passcode pad.
  case key(PadKey)
  /// Printable text for a text passcode pad (any script, already valid Unicode).
  case text(String)
  /// The left mouse button pressed (`began`), dragged (`moved`) or released (`ended`) over the
  /// cell at `column`, `row`: 0-based, origin top left.
  case mouse(column: Int, row: Int, phase: TouchSample.Phase)
  /// Ctrl-L: draw the whole screen again.
  case redraw
  /// `q` (except on a text passcode pad), Ctrl-C or Ctrl-D.
  case quit
}
