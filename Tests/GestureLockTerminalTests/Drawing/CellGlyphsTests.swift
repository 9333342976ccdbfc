import GestureLockCore
import Testing

@testable import GestureLockTerminal

@Suite("Cell glyphs: half blocks for the Linux console")
struct CellGlyphsTests {
  /// What the Linux console's fonts show for sure: ASCII, Latin-1's middle dot and the
  /// half and full blocks.
  static let consoleCharacters: Set<Character> = Set(
    (0x20...0x7E).map { Character(Unicode.Scalar($0)!) } + ["·", "▀", "▄", "█"])

  @Test(
    "TERM=linux gets blocks, other terminals braille; GESTURELOCK_GLYPHS overrides",
    arguments: [
      (["TERM": "linux"], CellGlyphs.blocks), (["TERM": "xterm-256color"], .braille),
      ([:], .braille), (["TERM": "linux", "GESTURELOCK_GLYPHS": "braille"], .braille),
      (["TERM": "xterm", "GESTURELOCK_GLYPHS": "Blocks"], .blocks),
      (["TERM": "linux", "GESTURELOCK_GLYPHS": "other"], .blocks),
    ])
  func detect(environment: [String: String], expected: CellGlyphs) {
    #expect(CellGlyphs.detect(environment: environment) == expected)
  }

  @Test(
    "A pad frame in blocks uses only console characters; nodes and the path are lit",
    arguments: [
      TerminalGeometry(columns: 80, rows: 24), TerminalGeometry(columns: 28, rows: 12),
      TerminalGeometry(columns: 20, rows: 8),
      TerminalGeometry(columns: 100, rows: 30, cellAspect: 2.4),
    ])
  func gesturePad(geometry: TerminalGeometry) throws {
    let pad = DrawingFixture.drawn(
      [0, 4, 5, 2], on: try DrawingFixture.pad(geometry), lifted: false)
    let frame = try CellPainter(glyphs: .blocks).frame(
      scene: PadScene.build(model: pad, message: nil, viewSize: geometry.viewSize),
      message: "Checking…", state: pad.state,
      hint: TerminalHint.text(for: .gesture, in: .english), geometry: geometry)
    let used = Set(frame.cells.map(\.character))
    #expect(
      used.isSubset(of: CellGlyphsTests.consoleCharacters),
      "\(used.subtracting(CellGlyphsTests.consoleCharacters))")
    #expect(frame.plainText.contains("Checking..."))
    #expect(frame.plainText.contains("q quit"))

    // Every node shows ink at its centre cell or next to it (a small node's glyph may move
    // a column to keep a row of them evenly spaced); so does every cell along the path
    // between the nodes' rims.
    let layout = pad.layout
    func inked(_ point: Point, within columns: Int = 0) -> Bool {
      let (x, y) = geometry.cellPosition(of: point)
      return (Int(x) - columns...Int(x) + columns).contains {
        frame.contains(column: $0, row: Int(y)) && frame[column: $0, row: Int(y)].character != " "
      }
    }
    for node in layout.grid.indices {
      #expect(inked(layout.center(of: node), within: 1), "node \(node)")
    }
    for (a, b) in [(0, 4), (4, 5), (5, 2)] {
      let (from, to) = (layout.center(of: a), layout.center(of: b))
      for step in 6...14 {
        let t = Double(step) / 20
        let point = Point(x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y))
        #expect(inked(point), "path \(a)→\(b) at \(t)")
      }
      // The middle of a segment is in the path's colour, bold.
      let (x, y) = geometry.cellPosition(
        of: Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2))
      let cell = frame[column: Int(x), row: Int(y)]
      #expect(
        cell.foreground == PadStyle.standard.selected
          || cell.background == PadStyle.standard.selected)
    }
  }

  @Test(
    "A PIN pad in blocks: console characters, * and - for the dots, < for delete",
    arguments: [TerminalGeometry(columns: 20, rows: 8), TerminalGeometry(columns: 80, rows: 24)])
  func pinPad(geometry: TerminalGeometry) throws {
    let size = geometry.viewSize
    let keypad = DrawingFixture.keypad(geometry, mode: .pin(length: 6))
    var entry = PasscodeEntry(keypad: keypad)
    _ = entry.press(.digit(4), at: 0)
    _ = entry.press(.digit(2), at: 0)
    let frame = try CellPainter(glyphs: .blocks).frame(
      scene: PasscodeScene.build(entry: entry, message: nil, viewSize: size),
      message: "Enter your PIN", state: .normal,
      hint: TerminalHint.text(for: .digits, in: .english), geometry: geometry)
    let used = Set(frame.cells.map(\.character))
    #expect(used.isSubset(of: CellGlyphsTests.consoleCharacters))
    let dotsRow = frame.plainText.split(separator: "\n").first { $0.contains("*") } ?? ""
    #expect(dotsRow.filter { $0 == "*" }.count == 2)
    #expect(dotsRow.filter { $0 == "-" }.count == 4)
    for label in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"] {
      #expect(frame.plainText.filter { String($0) == label }.count == 1, "label \(label)")
    }
    let (x, y) = geometry.cellPosition(of: keypad.center(of: .delete)!)
    #expect(frame[column: Int(x), row: Int(y)].character == "<")
  }

  @Test("Half blocks: ▀ above, ▄ below, █ for both in one colour, ▀ on the lower colour")
  func halfBlocks() {
    let (a, b, back) = (
      PadStyle.standard.node, PadStyle.standard.selected, PadStyle.standard.background
    )
    #expect(CellPainter.halfBlock(upper: nil, lower: nil, background: back, emphasised: []) == nil)
    #expect(
      CellPainter.halfBlock(upper: a, lower: nil, background: back, emphasised: [])
        == Cell(character: "▀", foreground: a, background: back))
    #expect(
      CellPainter.halfBlock(upper: nil, lower: b, background: back, emphasised: [b])
        == Cell(character: "▄", foreground: b, background: back, bold: true))
    #expect(
      CellPainter.halfBlock(upper: a, lower: a, background: back, emphasised: [])
        == Cell(character: "█", foreground: a, background: back))
    #expect(
      CellPainter.halfBlock(upper: a, lower: b, background: back, emphasised: [])
        == Cell(character: "▀", foreground: a, background: b))
  }
}
