internal import GestureLockCore

/// Writing text into a frame: labels at their place in the scene, and centred rows.
extension CellPainter {
  /// Writes a scene label as characters centred on the cell holding `label.center`, cut with
  /// "…" when wider than the terminal. Over a cell filled with ink (``isFilled(_:)``, a
  /// pressed key) the ink's colour becomes the cell's background, so the label reads as on
  /// the window. Characters the glyph set's font lacks (⌫ on the Linux console) are replaced.
  func place(
    _ label: Scene.TextLabel, geometry: TerminalGeometry, background: Color,
    into frame: inout CellFrame
  ) {
    guard label.center.isFinite else { return }
    let text = DisplayWidth.truncated(
      glyphs.displayable(label.text), toColumns: frame.columns, ellipsis: glyphs.ellipsis)
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
      let filled = isFilled(under.character)
      let cell = Cell(
        character: character, foreground: label.color,
        background: filled ? (under.foreground ?? background) : background)
      frame[column: column, row: row] = cell
      if characterWidth == 2 { frame[column: column + 1, row: row] = Cell.continuation(of: cell) }
      column += characterWidth
    }
  }

  /// Whether a cell showing `character` looks filled with ink: a braille cell with at least
  /// half its dots lit, a block or half block, or a filled circle's glyph.
  func isFilled(_ character: Character) -> Bool {
    if character == glyphs.filled || "▀▄█".contains(character) { return true }
    guard let scalar = character.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value)
    else { return false }
    return UInt8(scalar.value - 0x2800).nonzeroBitCount >= 4
  }

  /// Writes `text` centred in `row`, cut with "…" to the frame's width, each cell a copy of
  /// `template` with the character set. A double-width character takes two cells and is
  /// never split.
  func writeCentered(_ text: String, row: Int, in frame: inout CellFrame, template: Cell) {
    guard (0..<frame.rows).contains(row) else { return }
    let fitted = DisplayWidth.truncated(
      text, toColumns: frame.columns, ellipsis: glyphs.ellipsis)
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
  /// between characters; ``DisplayWidth/wrapped(_:toColumns:maxLines:ellipsis:)``), so that a
  /// narrow terminal still shows all of it.
  func writeWrapped(_ text: String, around row: Int, in frame: inout CellFrame, template: Cell) {
    let lines = DisplayWidth.wrapped(
      glyphs.displayable(text), toColumns: frame.columns, ellipsis: glyphs.ellipsis)
    let first = max(0, row - lines.count / 2)
    for (offset, text) in lines.enumerated() {
      writeCentered(text, row: first + offset, in: &frame, template: template)
    }
  }

  /// The key hint cut to `columns`: whole " · "-separated items, as many as fit, dropped from
  /// the end, except that the item telling how to leave (containing "quit" or "退出") is kept
  /// whenever it fits on its own, so a narrow terminal still says how to get out.
  ///
  /// - Parameters:
  ///   - hint: Items separated by " · ", the most needed first.
  ///   - columns: The room, in columns.
  /// - Returns: The items kept, in their order, joined by " · "; `nil` when none fits.
  /// - Complexity: O(items²).
  func fitting(_ hint: String, columns: Int) -> String? {
    let clean = DisplayWidth.printable(hint)
    guard !clean.isEmpty else { return nil }
    let items = clean.split(separator: " · ").map(String.init)
    let quit = items.firstIndex { $0.contains("quit") || $0.contains("退出") }
    let others = items.indices.filter { $0 != quit }
    var candidates: [[Int]] = []
    if let quit, DisplayWidth.of(items[quit]) <= columns {
      // Every prefix of the other items, with the quit item in its place.
      for count in stride(from: others.count, through: 0, by: -1) {
        candidates.append((others.prefix(count) + [quit]).sorted())
      }
    } else {
      for count in stride(from: items.count, through: 1, by: -1) {
        candidates.append(Array(items.indices.prefix(count)))
      }
    }
    for kept in candidates {
      let candidate = kept.map { items[$0] }.joined(separator: " · ")
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
