/// How many colours the terminal shows, which decides the SGR codes ``FrameEncoder`` writes.
///
/// ```swift
/// let mode = ColorMode.detect(environment: ProcessInfo.processInfo.environment)
/// var encoder = FrameEncoder(colors: mode)
/// ```
package enum ColorMode: Equatable, Sendable {
  /// 24-bit colour: `38;2;r;g;b` and `48;2;r;g;b`.
  case trueColor
  /// The xterm 256-colour palette: `38;5;n`, nearest of the 6×6×6 cube and the 24 greys.
  case palette256
  /// The 16 ANSI colours: `30`–`37` and `90`–`97` (backgrounds `40`–`47`, `100`–`107`).
  case palette16
  /// No colour at all: the terminal's own foreground and background; bold and faint only.
  case monochrome

  /// The mode a terminal with `environment` supports.
  ///
  /// In order: `NO_COLOR` set and not empty → monochrome (https://no-color.org);
  /// `TERM=dumb` → monochrome; `COLORTERM` `truecolor` or `24bit` → true colour; `TERM`
  /// containing `256color` → 256 colours; anything else → 16 colours.
  ///
  /// - Parameter environment: The process's environment variables.
  /// - Complexity: O(length of `TERM`).
  static func detect(environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .monochrome }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": return .trueColor
    default: break
    }
    if term.contains("256color") { return .palette256 }
    return .palette16
  }
}
