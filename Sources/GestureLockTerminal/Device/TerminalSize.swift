/// A terminal's size in character cells and, when the terminal reports it, in pixels.
///
/// ```swift
/// let size = TerminalSize(columns: 80, rows: 24, pixelWidth: 640, pixelHeight: 384)
/// size.cellAspect  // 2.0: each cell is 8 × 16 pixels
/// ```
struct TerminalSize: Equatable, Sendable {
  /// The default height-to-width ratio of a cell when the terminal reports no pixel size.
  static let defaultCellAspect = 2.0

  /// Columns of character cells.
  var columns: Int
  /// Rows of character cells.
  var rows: Int
  /// The text area's width in pixels, or 0 when the terminal does not say.
  var pixelWidth: Int = 0
  /// The text area's height in pixels, or 0 when the terminal does not say.
  var pixelHeight: Int = 0

  /// A cell's height divided by its width, from the pixel size when known, else
  /// `defaultCellAspect`; kept within 0.5...4 so a bogus report cannot squash the grid.
  var cellAspect: Double {
    guard columns > 0, rows > 0, pixelWidth > 0, pixelHeight > 0 else {
      return Self.defaultCellAspect
    }
    let cellWidth = Double(pixelWidth) / Double(columns)
    let cellHeight = Double(pixelHeight) / Double(rows)
    return min(4, max(0.5, cellHeight / cellWidth))
  }
}
