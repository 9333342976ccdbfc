import GestureLockCore
import Testing

@testable import GestureLockTerminal

@Suite("Cell painter: long messages and the quit hint on narrow terminals")
struct CellPainterWrappingTests {
  /// A frame of the gesture pad at `columns × rows` with `message` and the pad's real hint.
  static func frame(
    message: String, columns: Int, rows: Int = 12, language: Language = .english,
    surface: TerminalHint.Surface = .gesture
  ) throws -> (CellFrame, TerminalGeometry) {
    let geometry = TerminalGeometry(columns: columns, rows: rows)
    let pad = try DrawingFixture.pad(geometry)
    let frame = try CellPainter().frame(
      scene: PadScene.build(model: pad, message: nil, viewSize: geometry.viewSize),
      message: message, state: .error,
      hint: TerminalHint.text(for: surface, in: language), geometry: geometry)
    return (frame, geometry)
  }

  /// The message and hint rows, trimmed.
  static func bottomRows(_ frame: CellFrame, _ geometry: TerminalGeometry) -> [String] {
    [geometry.messageRow, geometry.hintRow].map { frame.text(ofRow: $0).trimmingSpaces }
  }

  @Test(
    "The lockout message at 28 columns shows its countdown, over two rows",
    arguments: [28, 20, 24, 30])
  func lockoutCountdown(columns: Int) throws {
    let message = PadMessage.lockedOut(secondsRemaining: 58).text(in: .english)
    #expect(message.hasSuffix("0:58") && DisplayWidth.of(message) > columns)
    let (frame, geometry) = try CellPainterWrappingTests.frame(message: message, columns: columns)
    let rows = CellPainterWrappingTests.bottomRows(frame, geometry)
    #expect(rows.joined(separator: " ") == message)
    #expect(!frame.plainText.contains("…"))
    // The message rows are bold and red: the hint is left out.
    let hintCells = (0..<columns).map { frame[column: $0, row: geometry.hintRow] }
    #expect(hintCells.allSatisfy { $0.character == " " || ($0.bold && !$0.faint) })
    // The grid did not move to make room.
    let (plain, _) = try CellPainterWrappingTests.frame(message: "Hi", columns: columns)
    for row in 0..<geometry.messageRow {
      #expect(frame.text(ofRow: row) == plain.text(ofRow: row))
    }
  }

  @Test("A Chinese message wraps between characters, none split, no line starting with ，")
  func chinese() throws {
    let message = PadMessage.lockedOut(secondsRemaining: 58).text(in: .simplifiedChinese)
    #expect(DisplayWidth.of(message) == 28)
    for columns in 20...27 {
      let (frame, geometry) = try CellPainterWrappingTests.frame(
        message: message, columns: columns, language: .simplifiedChinese)
      let rows = CellPainterWrappingTests.bottomRows(frame, geometry)
      #expect(rows.joined() == message, "at \(columns) columns")
      #expect(rows.allSatisfy { DisplayWidth.of($0) <= columns })
      #expect(!rows[1].hasPrefix("，"))
      CellPainterMessageTests.expectWholeWideCharacters(frame, row: geometry.messageRow)
      CellPainterMessageTests.expectWholeWideCharacters(frame, row: geometry.hintRow)
    }
  }

  @Test("A message that needs more than two rows is cut with … on the second")
  func threeRows() throws {
    let message = PadMessage.weakPattern(minimumClass: 4).text(in: .english)
    let (frame, geometry) = try CellPainterWrappingTests.frame(message: message, columns: 24)
    let rows = CellPainterWrappingTests.bottomRows(frame, geometry)
    #expect(rows == ["Pattern too easy to", "guess. Draw one of stre…"])
    #expect(frame.text(ofRow: geometry.messageRow - 1).allSatisfy { !$0.isLetter })
  }

  @Test(
    "The hint keeps the item telling how to quit, dropping others from the end",
    arguments: [
      (TerminalHint.Surface.gesture, Language.english, 28, "Drag or ←↑↓→ move · q quit"),
      (.gesture, .english, 50, "Drag or ←↑↓→ move · Space select · q quit"),
      (.gesture, .english, 20, "q quit"),
      (.digits, .english, 40, "Type the digits · q quit"),
      (.text, .english, 31, "Type the passcode · Ctrl-C quit"),
      (.text, .english, 20, "Ctrl-C quit"),
      (.gesture, .simplifiedChinese, 30, "拖动或方向键移动 · q 退出"),
      (.digits, .simplifiedChinese, 20, "输入数字 · q 退出"),
    ])
  func quitKept(surface: TerminalHint.Surface, language: Language, columns: Int, expected: String)
    throws
  {
    let (frame, geometry) = try CellPainterWrappingTests.frame(
      message: "Hi", columns: columns, language: language, surface: surface)
    #expect(frame.text(ofRow: geometry.hintRow).trimmingSpaces == expected)
  }

  @Test("The painter's hint fitting: all items when they fit, none when nothing does")
  func fitting() {
    let painter = CellPainter()
    #expect(painter.fitting("a · q quit · b", columns: 14) == "a · q quit · b")
    #expect(painter.fitting("a · q quit · b", columns: 13) == "a · q quit")
    #expect(painter.fitting("a · q quit · b", columns: 6) == "q quit")
    #expect(painter.fitting("a · q quit · b", columns: 5) == "a")
    #expect(painter.fitting("alpha · beta", columns: 5) == "alpha")
    #expect(painter.fitting("alpha · beta", columns: 4) == nil)
  }
}
