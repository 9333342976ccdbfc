internal import GestureLockCore

/// One character cell of a terminal frame: what is written there and how.
///
/// A double-width character (Chinese, fullwidth forms) takes two cells: the character in the
/// left one and a ``isContinuation`` cell (character ``continuationCharacter``) in the right
/// one, which is never written on its own.
///
/// ```swift
/// var cell = Cell(character: "⠿", foreground: PadStyle.standard.node)
/// cell.bold = true
/// ```
struct Cell: Equatable, Sendable {
  /// The character; `" "` for a blank cell, ``continuationCharacter`` for the right half of
  /// a double-width character.
  var character: Character
  /// The text colour, or `nil` for the terminal's default.
  var foreground: Color?
  /// The cell's background colour, or `nil` for the terminal's default.
  var background: Color?
  /// Bold (errors, and the path so it stands out from idle rings without colour).
  var bold: Bool
  /// Faint (the key hint).
  var faint: Bool

  /// Creates a cell; by default a blank in the terminal's default colours.
  init(
    character: Character = " ", foreground: Color? = nil, background: Color? = nil,
    bold: Bool = false, faint: Bool = false
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.faint = faint
  }

  /// The character marking the right half of a double-width character (U+0000, which no
  /// text puts on screen).
  static let continuationCharacter: Character = "\u{0}"

  /// Whether this cell is the right half of a double-width character.
  var isContinuation: Bool { character == Cell.continuationCharacter }

  /// The right half of a double-width character drawn with `lead`'s colours.
  static func continuation(of lead: Cell) -> Cell {
    var cell = lead
    cell.character = continuationCharacter
    return cell
  }
}
