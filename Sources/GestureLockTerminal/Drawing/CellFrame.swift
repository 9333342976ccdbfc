/// A whole terminal screen of ``Cell``s, row-major from the top left.
///
/// ``CellPainter`` makes one per frame; ``FrameEncoder`` turns consecutive frames into the
/// bytes that update the terminal.
///
/// ```swift
/// var frame = CellFrame(columns: 80, rows: 24)
/// frame[column: 0, row: 0] = Cell(character: "A")
/// print(frame.plainText)
/// ```
package struct CellFrame: Equatable, Sendable {
  /// Width in columns.
  let columns: Int
  /// Height in rows.
  let rows: Int
  /// `columns × rows` cells, row after row.
  var cells: [Cell]

  /// A frame of `columns × rows` copies of `fill` (negative sizes count as 0).
  init(columns: Int, rows: Int, fill: Cell = Cell()) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: fill, count: self.columns * self.rows)
  }

  /// The cell at a 0-based column and row.
  ///
  /// - Precondition: `0 <= column < columns` and `0 <= row < rows`.
  subscript(column column: Int, row row: Int) -> Cell {
    get {
      precondition(contains(column: column, row: row), "cell (\(column), \(row)) outside frame")
      return cells[row * columns + column]
    }
    set {
      precondition(contains(column: column, row: row), "cell (\(column), \(row)) outside frame")
      cells[row * columns + column] = newValue
    }
  }

  /// Whether (column, row) is inside the frame.
  func contains(column: Int, row: Int) -> Bool {
    (0..<columns).contains(column) && (0..<rows).contains(row)
  }

  /// The characters of one row, the right halves of double-width characters left out (so a
  /// row reads as the terminal shows it).
  func text(ofRow row: Int) -> String {
    var line = ""
    for cell in cells[row * columns..<(row + 1) * columns] where !cell.isContinuation {
      line.append(cell.character)
    }
    return line
  }

  /// All rows' text joined by `\n`, for tests and debugging; colours and attributes left out.
  var plainText: String {
    (0..<rows).map(text(ofRow:)).joined(separator: "\n")
  }
}
