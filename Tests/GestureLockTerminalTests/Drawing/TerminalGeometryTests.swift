import GestureLockCore
import Testing

@testable import GestureLockTerminal

@Suite("Terminal geometry")
struct TerminalGeometryTests {
  @Test("Cells are square in points for the cell's aspect", arguments: [2.0, 2.4, 1.8])
  func squareCells(aspect: Double) {
    let geometry = TerminalGeometry(columns: 80, rows: 24, cellAspect: aspect)
    let cellWidth = geometry.viewSize.width / 80
    let cellHeight = geometry.viewSize.height / 24
    // On screen a cell is w × w·aspect pixels: the same shape in points.
    #expect(abs(cellHeight / cellWidth - aspect) < 1e-9)
    // So a square in points is a square on screen: 10 cells wide ↔ 10 / aspect rows high.
    let a = geometry.point(column: 0, row: 0)
    let b = geometry.point(column: 10, row: 0)
    let c = geometry.point(column: 0, row: 1)
    #expect(abs((c.y - a.y) - aspect * (b.x - a.x) / 10) < 1e-9)
  }

  @Test("Unknown or absurd aspects count as 2", arguments: [0.0, -1, .nan, .infinity, 40])
  func badAspect(aspect: Double) {
    #expect(TerminalGeometry(columns: 80, rows: 24, cellAspect: aspect).cellAspect == 2)
  }

  @Test("point(column:row:) is the centre of the cell")
  func cellCentres() {
    let geometry = TerminalGeometry(columns: 80, rows: 24)
    let size = geometry.viewSize
    #expect(geometry.point(column: 0, row: 0) == Point(x: size.width / 160, y: size.height / 48))
    #expect(
      geometry.point(column: 79, row: 23)
        == Point(x: size.width * 159 / 160, y: size.height * 47 / 48))
    for (column, row) in [(0, 0), (5, 7), (79, 23)] {
      let (x, y) = geometry.cellPosition(of: geometry.point(column: column, row: row))
      #expect(Int(x) == column && Int(y) == row)
      #expect(x - x.rounded(.down) == 0.5 && y - y.rounded(.down) == 0.5)
    }
  }

  @Test("The grid is above the message rows, inside the view, and centred")
  func padArea() throws {
    for geometry in [
      TerminalGeometry(columns: 80, rows: 24), TerminalGeometry(columns: 240, rows: 70),
      TerminalGeometry(columns: 20, rows: 8),
      TerminalGeometry(columns: 60, rows: 40, cellAspect: 2.5),
    ] {
      let size = geometry.viewSize
      let layout = try GridLayout(
        grid: .standard, bounds: Rect(origin: .zero, size: size),
        insets: geometry.padInsets(for: size))
      let bottom = layout.center(of: 8).y + layout.nodeRadius
      let messageTop = Double(geometry.messageRow) * geometry.cellHeight
      #expect(bottom < messageTop)
      #expect(layout.center(of: 0).y - layout.nodeRadius > 0)
      #expect(layout.nodeRadius > 0)
      #expect(abs(layout.center(of: 4).x - size.width / 2) < 1e-9)
    }
  }

  @Test("The keypad is above the message rows with room for the dots above it")
  func keypadArea() {
    let geometry = TerminalGeometry(columns: 80, rows: 24)
    let size = geometry.viewSize
    let keypad = Keypad(
      bounds: Rect(origin: .zero, size: size), insets: geometry.keypadInsets(for: size),
      mode: .pin(length: 4))
    let bottom = keypad.layout.center(of: 11).y + keypad.keyRadius
    #expect(bottom <= Double(geometry.messageRow) * geometry.cellHeight)
    #expect(keypad.layout.center(of: 0).y - keypad.keyRadius >= 2 * geometry.cellHeight)
  }

  @Test(
    "Below 20 columns or 8 rows the terminal is too small",
    arguments: [(20, 8, false), (80, 24, false), (19, 8, true), (20, 7, true), (0, 0, true)])
  func tooSmall(columns: Int, rows: Int, small: Bool) {
    #expect(TerminalGeometry(columns: columns, rows: rows).isTooSmall == small)
  }

  @Test("Negative sizes count as 0")
  func negative() {
    let geometry = TerminalGeometry(columns: -3, rows: -1)
    #expect(geometry.columns == 0 && geometry.rows == 0 && geometry.viewSize == .zero)
    #expect(geometry.padInsets(for: .zero) == EdgeInsets())
  }
}
