import GestureLockCore

@testable import GestureLockTerminal

/// Helpers for the drawing tests: pads drawn on a terminal's geometry, and lit braille dots
/// read back from a frame.
enum DrawingFixture {
  /// A gesture pad laid out for `geometry` the way the terminal front end lays it out.
  static func pad(_ geometry: TerminalGeometry) throws -> PadModel {
    let size = geometry.viewSize
    let layout = try GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: size),
      insets: geometry.padInsets(for: size))
    return PadModel(layout: layout)
  }

  /// A passcode keypad laid out for `geometry` the way the terminal front end lays it out.
  static func keypad(_ geometry: TerminalGeometry, mode: PasscodeMode = .pin(length: 4))
    -> Keypad
  {
    let size = geometry.viewSize
    return Keypad(
      bounds: Rect(origin: .zero, size: size), insets: geometry.keypadInsets(for: size),
      mode: mode)
  }

  /// `pad` with a stroke through the centres of `nodes`, lifted unless `lifted` is false.
  static func drawn(_ nodes: [Int], on pad: PadModel, lifted: Bool = true) -> PadModel {
    var pad = pad
    let layout = pad.layout
    _ = pad.handle(TouchSample(location: layout.center(of: nodes[0]), time: 0, phase: .began))
    for node in nodes.dropFirst() {
      _ = pad.handle(TouchSample(location: layout.center(of: node), time: 0, phase: .moved))
    }
    if lifted {
      _ = pad.handle(
        TouchSample(location: layout.center(of: nodes[nodes.count - 1]), time: 0, phase: .ended))
    }
    return pad
  }

  /// One lit braille dot: its centre in view points and its cell's colour.
  struct Dot {
    var center: Point
    var color: Color?
  }

  /// Every lit braille dot of `frame`, with its centre in view points.
  static func litDots(_ frame: CellFrame, _ geometry: TerminalGeometry) -> [Dot] {
    let dotWidth = TerminalGeometry.cellWidth / 2
    let dotHeight = geometry.cellHeight / 4
    // Unicode's dot numbering: bit n is dot n + 1; (column, row) within the cell.
    let positions = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
    var dots: [Dot] = []
    for row in 0..<frame.rows {
      for column in 0..<frame.columns {
        let cell = frame[column: column, row: row]
        guard let bits = brailleBits(cell.character) else { continue }
        for (bit, (dx, dy)) in positions.enumerated() where bits & (1 << bit) != 0 {
          dots.append(
            Dot(
              center: Point(
                x: (Double(2 * column + dx) + 0.5) * dotWidth,
                y: (Double(4 * row + dy) + 0.5) * dotHeight),
              color: cell.foreground))
        }
      }
    }
    return dots
  }

  /// The dot bits of a braille character, or `nil` for any other character.
  static func brailleBits(_ character: Character) -> UInt8? {
    guard let scalar = character.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value)
    else { return nil }
    return UInt8(scalar.value - 0x2800)
  }

  /// Whether the braille dot containing `point` is lit in `frame`.
  static func isLit(_ point: Point, _ frame: CellFrame, _ geometry: TerminalGeometry) -> Bool {
    let dotWidth = TerminalGeometry.cellWidth / 2
    let dotHeight = geometry.cellHeight / 4
    let dotX = Int(point.x / dotWidth)
    let dotY = Int(point.y / dotHeight)
    let (column, row) = (dotX / 2, dotY / 4)
    guard frame.contains(column: column, row: row),
      let bits = brailleBits(frame[column: column, row: row].character)
    else { return false }
    let bitOf = [[0, 1, 2, 6], [3, 4, 5, 7]]
    return bits & (1 << bitOf[dotX % 2][dotY % 4]) != 0
  }

  /// Distance in points from `point` to the segment from `a` to `b`.
  static func distance(_ point: Point, toSegmentFrom a: Point, to b: Point) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let lengthSquared = dx * dx + dy * dy
    let t =
      lengthSquared == 0
      ? 0 : min(1, max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared))
    return point.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
  }

  /// The SGR parameters in force where `needle` is first written in `bytes`: those of the
  /// last SGR before it, or `nil` when `needle` is not there.
  static func rendition(of needle: String, in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let range = text.firstRange(of: needle) else { return nil }
    return sgrSequences(Array(text[..<range.lowerBound].utf8)).last
  }

  /// The parameters of every control sequence `ESC [ parameters final` in `bytes` whose
  /// final byte is `final`: SGR for "m", cursor moves for "H".
  static func controlSequences(_ bytes: [UInt8], final: Character) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var result: [String] = []
    var rest = Substring(text)
    while let start = rest.firstRange(of: "\u{1B}[") {
      let after = rest[start.upperBound...]
      guard let end = after.firstIndex(where: { $0.isLetter }) else { break }
      if after[end] == final { result.append(String(after[..<end])) }
      rest = after[after.index(after: end)...]
    }
    return result
  }

  /// The SGR parameter lists (`0;1;38;5;196`) of every `ESC [ ... m` in `bytes`.
  static func sgrSequences(_ bytes: [UInt8]) -> [String] {
    controlSequences(bytes, final: "m")
  }

  /// The cursor moves (`row;col`) of every `ESC [ row;col H` in `bytes`.
  static func cursorMoves(_ bytes: [UInt8]) -> [String] {
    controlSequences(bytes, final: "H")
  }
}
