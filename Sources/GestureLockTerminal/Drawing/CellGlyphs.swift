/// The characters the pad is drawn with, chosen for what the terminal's font has.
///
/// ``braille`` (the default) draws shapes as braille patterns, 2 × 4 dots a cell, and small
/// circles as ● and ○: sharp, but the Linux text console's fonts have no braille. ``blocks``
/// draws shapes as half blocks (▀ ▄ █), 1 × 2 pixels a cell with the upper pixel in the
/// foreground colour and the lower one in the background colour, and keeps every other
/// character within what the console's fonts show (ASCII, Latin-1 and the block elements):
/// small circles are `*` and `-`, and text the font lacks (arrows, ⌫, …) is written in ASCII.
///
/// ```swift
/// let glyphs = CellGlyphs.detect(environment: ProcessInfo.processInfo.environment)
/// let painter = CellPainter(glyphs: glyphs)
/// ```
package struct CellGlyphs: Equatable, Sendable {
  /// How shapes become characters.
  enum Raster: Equatable, Sendable {
    /// Braille patterns (U+2800...U+28FF): 2 × 4 dots a cell, one colour a cell.
    case braille
    /// Half blocks (▀ ▄ █): 1 × 2 pixels a cell, one colour each (foreground above,
    /// background below).
    case halfBlocks
  }

  /// How shapes become characters.
  let raster: Raster
  /// The character of a small filled circle (an entered character's dot, a node's centre).
  let filled: Character
  /// The character of a small outlined circle (a PIN digit still to come).
  let outlined: Character
  /// What marks text cut short.
  let ellipsis: String
  /// Characters of text (messages, the hint, key labels) written otherwise, because the font
  /// lacks them.
  let replacements: [Character: String]

  /// Braille shapes, ● and ○: for terminal emulators, whose fonts have them.
  package static let braille = CellGlyphs(
    raster: .braille, filled: "●", outlined: "○", ellipsis: "…", replacements: [:])

  /// Half-block shapes and ASCII for the rest: for the Linux text console (`TERM=linux`),
  /// whose fonts (512 glyphs at most) have the block elements but no braille, circles or
  /// arrows.
  package static let blocks = CellGlyphs(
    raster: .halfBlocks, filled: "*", outlined: "-", ellipsis: "...",
    replacements: [
      "←": "<", "→": ">", "↑": "^", "↓": "v", "⌫": "<", "…": "...", "●": "*", "○": "-",
    ])

  /// The glyphs for a terminal with `environment`.
  ///
  /// `GESTURELOCK_GLYPHS` set to `blocks` or `braille` decides; otherwise `TERM=linux` (the
  /// Linux text console) gets ``blocks`` and every other terminal ``braille``.
  ///
  /// - Parameter environment: The process's environment variables.
  /// - Returns: ``blocks`` or ``braille``.
  package static func detect(environment: [String: String]) -> CellGlyphs {
    switch environment["GESTURELOCK_GLYPHS"]?.lowercased() {
    case "blocks": return .blocks
    case "braille": return .braille
    default: break
    }
    return environment["TERM"] == "linux" ? .blocks : .braille
  }

  /// Dots across one cell: 2 for braille, 1 for half blocks.
  var dotsAcross: Int { raster == .braille ? 2 : 1 }

  /// Dots down one cell: 4 for braille, 2 for half blocks.
  var dotsDown: Int { raster == .braille ? 4 : 2 }

  /// `text` with the characters the font lacks written as ``replacements`` say.
  ///
  /// - Complexity: O(`text.count`).
  func displayable(_ text: String) -> String {
    guard !replacements.isEmpty else { return text }
    var result = ""
    for character in text {
      if let replacement = replacements[character] {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}
