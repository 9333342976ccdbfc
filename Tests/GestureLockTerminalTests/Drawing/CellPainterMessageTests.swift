import GestureLockCore
import Testing

@testable import GestureLockTerminal

@Suite("Cell painter: message and hint rows")
struct CellPainterMessageTests {
  static func frame(
    message: String, hint: String = "", columns: Int = 80, rows: Int = 24,
    state: PadState = .normal
  ) throws -> (CellFrame, TerminalGeometry) {
    let geometry = TerminalGeometry(columns: columns, rows: rows)
    let scene = Scene(size: geometry.viewSize, background: PadStyle.standard.background)
    let frame = try CellPainter().frame(
      scene: scene, message: message, state: state, hint: hint, geometry: geometry)
    return (frame, geometry)
  }

  /// Checks that every double-width character in `row` is followed by its continuation and
  /// that no continuation stands alone.
  static func expectWholeWideCharacters(_ frame: CellFrame, row: Int) {
    var column = 0
    while column < frame.columns {
      let cell = frame[column: column, row: row]
      #expect(!cell.isContinuation, "lone continuation at \(column)")
      if DisplayWidth.of(cell.character) == 2 {
        #expect(column + 1 < frame.columns && frame[column: column + 1, row: row].isContinuation)
        column += 2
      } else {
        column += 1
      }
    }
  }

  @Test(
    "A Simplified Chinese message is centred at two columns per character", arguments: [80, 41])
  func chinese(columns: Int) throws {
    let message = PadMessage.wrongPattern(attemptsLeft: 3).text(in: .simplifiedChinese)
    let width = DisplayWidth.of(message)
    #expect(width > message.count)
    let (frame, geometry) = try CellPainterMessageTests.frame(message: message, columns: columns)
    let row = geometry.messageRow
    #expect(frame.text(ofRow: row).trimmingSpaces == message)
    let start = (columns - width) / 2
    #expect(frame[column: start, row: row].character == message.first)
    #expect(frame[column: start - 1, row: row].character == " ")
    #expect(frame[column: start + width, row: row].character == " ")
    // Spaces left and right differ by at most one column.
    let left = start
    let right = columns - start - width
    #expect(abs(left - right) <= 1)
    CellPainterMessageTests.expectWholeWideCharacters(frame, row: row)
  }

  @Test(
    "A message too long for two rows is wrapped over both and cut with …, wide characters whole")
  func truncation() throws {
    let chinese = String(repeating: "图案错误", count: 10)
    for columns in [20, 21, 22, 23] {
      let (frame, geometry) = try CellPainterMessageTests.frame(
        message: chinese, hint: "q quit", columns: columns)
      let first = frame.text(ofRow: geometry.messageRow).trimmingSpaces
      let second = frame.text(ofRow: geometry.hintRow).trimmingSpaces
      #expect(DisplayWidth.of(first) == columns / 2 * 2)
      #expect(second.hasSuffix("…"))
      #expect(DisplayWidth.of(second) <= columns)
      #expect(DisplayWidth.of(second) >= columns - 1)
      #expect(chinese.hasPrefix(first + String(second.dropLast())))
      CellPainterMessageTests.expectWholeWideCharacters(frame, row: geometry.messageRow)
      CellPainterMessageTests.expectWholeWideCharacters(frame, row: geometry.hintRow)
    }
    let english = "Draw the pattern again to confirm, and then some more words to make it long"
    let (frame, geometry) = try CellPainterMessageTests.frame(message: english, columns: 30)
    #expect(frame.text(ofRow: geometry.messageRow).trimmingSpaces == "Draw the pattern again to")
    #expect(frame.text(ofRow: geometry.hintRow) == "confirm, and then some more w…")
  }

  @Test("The hint is faint under the message, losing items from the end when narrow")
  func hint() throws {
    let hint = "←↑→↓ move · Space select · Return submit · Esc cancel · q quit"
    let (wide, geometry) = try CellPainterMessageTests.frame(message: "Hi", hint: hint)
    #expect(wide.text(ofRow: geometry.hintRow).trimmingSpaces == hint)
    let cell = wide[column: (80 - DisplayWidth.of(hint)) / 2, row: geometry.hintRow]
    #expect(cell.character == "←" && cell.faint && !cell.bold)
    #expect(geometry.hintRow == geometry.messageRow + 1)

    let (narrow, _) = try CellPainterMessageTests.frame(message: "Hi", hint: hint, columns: 40)
    #expect(
      narrow.text(ofRow: geometry.hintRow).trimmingSpaces == "←↑→↓ move · Space select · q quit")
    let (tiny, _) = try CellPainterMessageTests.frame(
      message: "Hi", hint: "a-very-long-single-item-hint", columns: 20)
    #expect(tiny.text(ofRow: geometry.hintRow).trimmingSpaces.isEmpty)
  }

  @Test(
    "A terminal below 20×8 shows only the request for a larger one, wrapped to fit",
    arguments: [
      (19, 24, ["Make the terminal", "larger"]), (80, 7, ["Make the terminal larger"]),
      (12, 3, ["Make the", "terminal", "larger"]), (1, 1, ["M"]),
    ])
  func tooSmall(columns: Int, rows: Int, expected: [String]) throws {
    let geometry = TerminalGeometry(columns: columns, rows: rows)
    #expect(geometry.isTooSmall)
    let frame = try CellPainter().frame(
      scene: CellPainterMessageTests.bigNode(geometry), message: "Draw your unlock pattern",
      state: .normal, hint: "q quit", geometry: geometry)
    #expect(frame.columns == columns && frame.rows == rows)
    #expect(CellPainterMessageTests.lines(of: frame) == expected)
  }

  @Test("The request for a larger terminal comes in the pad's language, wide characters whole")
  func tooSmallInChinese() throws {
    let geometry = TerminalGeometry(columns: 9, rows: 6)
    let frame = try CellPainter().frame(
      scene: CellPainterMessageTests.bigNode(geometry), message: "", state: .normal, hint: "",
      geometry: geometry, tooSmallMessage: "请把终端窗口调大")
    // 16 columns of text in 9: two rows of four characters, none split.
    #expect(CellPainterMessageTests.lines(of: frame) == ["请把终端", "窗口调大"])
  }

  /// A scene with one big node, which a too-small terminal must not show.
  static func bigNode(_ geometry: TerminalGeometry) -> Scene {
    Scene(
      size: geometry.viewSize, background: PadStyle.standard.background,
      items: [
        .circle(
          Scene.Circle(center: Point(x: 10, y: 10), radius: 50, fill: PadStyle.standard.node))
      ])
  }

  /// The frame's non-empty rows, trimmed.
  static func lines(of frame: CellFrame) -> [String] {
    frame.plainText.split(separator: "\n").map { String($0).trimmingSpaces }
      .filter { !$0.isEmpty }
  }

  @Test("An empty terminal gives an empty frame")
  func empty() throws {
    let (frame, _) = try CellPainterMessageTests.frame(message: "Hi", columns: 0, rows: 0)
    #expect(frame.cells.isEmpty && frame.plainText.isEmpty)
  }
}
