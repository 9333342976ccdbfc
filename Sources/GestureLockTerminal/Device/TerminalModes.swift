/// The escape sequences that put a terminal into the pad's modes and take it out again.
///
/// Enter: the alternate screen (xterm mode 1049, which also saves the cursor), hidden cursor
/// (25), mouse button-motion tracking (1002) in SGR encoding (1006). Leave: attributes reset
/// (SGR 0), then exactly the reverse. `StaticString` so a signal handler can write them
/// without allocating.
enum TerminalModes {
  /// `ESC[?1049h ESC[?25l ESC[?1002h ESC[?1006h`.
  static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h"
  /// `ESC[0m ESC[?1006l ESC[?1002l ESC[?25h ESC[?1049l`.
  static let leaveSequence: StaticString =
    "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[?1049l"

  /// The bytes of `sequence`.
  static func bytes(_ sequence: StaticString) -> [UInt8] {
    Array(UnsafeBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount))
  }
}
