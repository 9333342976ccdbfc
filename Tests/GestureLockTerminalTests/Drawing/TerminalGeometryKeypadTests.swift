import GestureLockCore
import Testing

@testable import GestureLockTerminal

@Suite("Terminal geometry: every key and node in a cell of its own")
struct TerminalGeometryKeypadTests {
  /// Every terminal size from the smallest accepted up to 60×24.
  static let sizes: [(columns: Int, rows: Int)] =
    (TerminalGeometry.minimumColumns...60).flatMap { columns in
      (TerminalGeometry.minimumRows...24).map { (columns, $0) }
    }

  /// The cell holding `point`.
  static func cell(_ point: Point, _ geometry: TerminalGeometry) -> [Int] {
    let (x, y) = geometry.cellPosition(of: point)
    return [Int(x.rounded(.down)), Int(y.rounded(.down))]
  }

  @Test("The smallest accepted size is not too small; one less in either direction is")
  func minimum() {
    let (columns, rows) = (TerminalGeometry.minimumColumns, TerminalGeometry.minimumRows)
    #expect(!TerminalGeometry(columns: columns, rows: rows).isTooSmall)
    #expect(TerminalGeometry(columns: columns - 1, rows: rows).isTooSmall)
    #expect(TerminalGeometry(columns: columns, rows: rows - 1).isTooSmall)
  }

  @Test("From the minimum to 60×24, the 12 keys and the 9 nodes are in distinct cells")
  func distinctCells() throws {
    for (columns, rows) in TerminalGeometryKeypadTests.sizes {
      let geometry = TerminalGeometry(columns: columns, rows: rows)
      #expect(!geometry.isTooSmall)
      let keypad = DrawingFixture.keypad(geometry)
      let keyCells = Keypad.grid.indices.map {
        TerminalGeometryKeypadTests.cell(keypad.layout.center(of: $0), geometry)
      }
      #expect(Set(keyCells).count == 12, "keys at \(columns)×\(rows): \(keyCells)")
      // Above the message rows, below the first (the dots') and inside the terminal.
      #expect(
        keyCells.allSatisfy {
          (0..<columns).contains($0[0]) && (1..<geometry.messageRow).contains($0[1])
        },
        "keys at \(columns)×\(rows): \(keyCells)")
      // Columns evenly spaced in whole cells, rows too (cells are twice as high as wide).
      let keyColumns = Set(keyCells.map { $0[0] }).sorted()
      let keyRows = Set(keyCells.map { $0[1] }).sorted()
      #expect(keyColumns.count == 3 && keyRows.count == 4)
      #expect(keyColumns[1] - keyColumns[0] == keyColumns[2] - keyColumns[1])
      #expect(Set(zip(keyRows.dropFirst(), keyRows).map { $0 - $1 }).count == 1)

      let grid = try DrawingFixture.pad(geometry).layout
      let nodeCells = grid.centers.map { TerminalGeometryKeypadTests.cell($0, geometry) }
      #expect(Set(nodeCells).count == 9, "nodes at \(columns)×\(rows): \(nodeCells)")
    }
  }

  @Test("From the minimum to 60×24, every key's label is drawn once and a click there presses it")
  func labelsAndClicks() throws {
    let painter = CellPainter()
    for (columns, rows) in TerminalGeometryKeypadTests.sizes {
      let geometry = TerminalGeometry(columns: columns, rows: rows)
      let keypad = DrawingFixture.keypad(geometry)
      let frame = try painter.frame(
        scene: PasscodeScene.build(
          entry: PasscodeEntry(keypad: keypad), message: nil, viewSize: geometry.viewSize),
        message: "", state: .normal,
        hint: TerminalHint.text(for: .digits, in: .english), geometry: geometry)
      let text = frame.plainText
      for (position, key) in keypad.keys {
        let label = key.label(submitLabel: "OK")
        #expect(
          text.filter { String($0) == label }.count == 1, "\(label) at \(columns)×\(rows)")
        // The label is in the key's cell, and a mouse press on that cell hits the key.
        let cell = TerminalGeometryKeypadTests.cell(keypad.layout.center(of: position), geometry)
        #expect(String(frame[column: cell[0], row: cell[1]].character) == label)
        #expect(keypad.key(at: geometry.point(column: cell[0], row: cell[1])) == key)
      }
    }
  }

  @Test(
    "In cells of other shapes, any size drawn gives keys and nodes distinct cells",
    arguments: [1.5, 2.4, 3.0])
  func otherAspects(aspect: Double) throws {
    var drawn = 0
    for (columns, rows) in TerminalGeometryKeypadTests.sizes {
      let geometry = TerminalGeometry(columns: columns, rows: rows, cellAspect: aspect)
      guard !geometry.isTooSmall else { continue }
      drawn += 1
      let keypad = DrawingFixture.keypad(geometry)
      let keyCells = keypad.layout.centers.map { TerminalGeometryKeypadTests.cell($0, geometry) }
      #expect(Set(keyCells).count == 12, "keys at \(columns)×\(rows)")
      #expect(keyCells.allSatisfy { (1..<geometry.messageRow).contains($0[1]) })
      let grid = try DrawingFixture.pad(geometry).layout
      #expect(Set(grid.centers.map { TerminalGeometryKeypadTests.cell($0, geometry) }).count == 9)
    }
    #expect(drawn > TerminalGeometryKeypadTests.sizes.count / 2)
  }

  @Test("At the minimum the keypad is the 4×3 keys two columns apart, under the dots")
  func smallestKeypad() throws {
    let geometry = TerminalGeometry(
      columns: TerminalGeometry.minimumColumns, rows: TerminalGeometry.minimumRows)
    var entry = PasscodeEntry(keypad: DrawingFixture.keypad(geometry))
    _ = entry.press(.digit(1), at: 0)
    let frame = try CellPainter().frame(
      scene: PasscodeScene.build(entry: entry, message: nil, viewSize: geometry.viewSize),
      message: "Enter your PIN", state: .normal, hint: "q quit", geometry: geometry)
    let lines = frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces
    }
    #expect(lines == ["", "●○○○", "1 2 3", "4 5 6", "7 8 9", "0 ⌫", "Enter your PIN", "q quit"])
  }
}
