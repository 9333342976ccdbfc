internal import GestureLockCore

/// Writing text into a frame: labels at their place in the scene, and centred rows.
extension CellPainter {
  /// Writes a scene label as characters centred on the cell holding `label.center`, cut with
  /// "…" when wider than the terminal. Over a cell filled with ink (``isFilled(_:)``, a
  /// pressed key) the ink's colour becomes the cell's background, so the label reads as on
  /// the window.
  func place(
    _ label: Scene.TextLabel, geometry: TerminalGeometry, background: Color,
    into frame: inout CellFrame
  ) {
    guard label.center.isFinite else { return }
    let text = DisplayWidth.truncated(label.text, toColumns: frame.columns)
    let width = DisplayWidth.of(text)
    guard width > 0 else { return }
    let (x, y) = geometry.cellPosition(of: label.center)
    guard (0..<Double(frame.rows)).contains(y), x > -Double(width),
      x < Double(frame.columns + width)
    else { return }
    let row = Int(y)
    let start = min(max(0, Int((x - Double(width) / 2).rounded())), frame.columns - width)
    var column = start
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      let under = frame[column: column, row: row]
      let filled = CellPainter.isFilled(under.character)
      let cell = Cell(
        character: character, foreground: label.color,
        background: filled ? (under.foreground ?? background) : background)
      frame[column: column, row: row] = cell
      if characterWidth == 2 { frame[column: column + 1, row: row] = Cell.continuation(of: cell) }
      column += characterWidth
    }
  }

  /// Whether a cell showing `character` looks filled with ink: a braille cell with at least
  /// half its dots lit, or a filled circle's glyph.
  static func isFilled(_ character: Character) -> Bool {
    if character == filledGlyph { return true }
    guard let scalar = character.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value)
    else { return false }
    return UInt8(scalar.value - 0x2800).nonzeroBitCount >= 4
  }

  /// Writes `text` centred in `row`, cut with "…" to the frame's width, each cell a copy of
  /// `template` with the character set. A double-width character takes two cells and is
  /// never split.
  func writeCentered(_ text: String, row: Int, in frame: inout CellFrame, template: Cell) {
    guard (0..<frame.rows).contains(row) else { return }
    let fitted = DisplayWidth.truncated(text, toColumns: frame.columns)
    var column = (frame.columns - DisplayWidth.of(fitted)) / 2
    for character in fitted {
      var cell = template
      cell.character = character
      frame[column: column, row: row] = cell
      if DisplayWidth.of(character) == 2 {
        frame[column: column + 1, row: row] = Cell.continuation(of: cell)
      }
      column += DisplayWidth.of(character)
    }
  }

  /// Writes `text` centred over as many rows as it needs around `row`, broken at spaces
  /// (a word wider than the terminal, or text without spaces such as Chinese, is broken
  /// between characters), so that a narrow terminal still shows all of it.
  func writeWrapped(_ text: String, around row: Int, in frame: inout CellFrame, template: Cell) {
    let width = max(1, frame.columns)
    var lines: [String] = []
    var line = ""
    func push(_ piece: String) {
      for character in piece {
        if DisplayWidth.of(line) + DisplayWidth.of(character) > width {
          lines.append(line)
          line = ""
        }
        line.append(character)
      }
    }
    for word in DisplayWidth.printable(text).split(separator: " ").map(String.init) {
      let joined = line.isEmpty ? word : line + " " + word
      if DisplayWidth.of(joined) <= width {
        line = joined
      } else {
        if !line.isEmpty { lines.append(line) }
        line = ""
        push(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    let first = max(0, row - lines.count / 2)
    for (offset, text) in lines.enumerated() {
      writeCentered(text, row: first + offset, in: &frame, template: template)
    }
  }

  /// The key hint cut to `columns`: whole " · "-separated items from the start, as many as
  /// fit; `nil` when not even the first one does.
  func fitting(_ hint: String, columns: Int) -> String? {
    let clean = DisplayWidth.printable(hint)
    guard !clean.isEmpty else { return nil }
    let items = clean.split(separator: " · ").map(String.init)
    for count in stride(from: items.count, through: 1, by: -1) {
      let candidate = items.prefix(count).joined(separator: " · ")
      if DisplayWidth.of(candidate) <= columns { return candidate }
    }
    return nil
  }

  /// `color` composited over an opaque `background`: an opaque colour.
  static func composite(_ color: Color, over background: Color) -> Color {
    guard color.alpha < 1 else {
      return Color(red: color.red, green: color.green, blue: color.blue)
    }
    return mix(color, background, max(0, color.alpha))
  }

  /// `amount` of `color` and `1 − amount` of `other`, channel by channel; opaque.
  static func mix(_ color: Color, _ other: Color, _ amount: Double) -> Color {
    func channel(_ a: Double, _ b: Double) -> Double { a * amount + b * (1 - amount) }
    return Color(
      red: channel(color.red, other.red), green: channel(color.green, other.green),
      blue: channel(color.blue, other.blue))
  }
}
