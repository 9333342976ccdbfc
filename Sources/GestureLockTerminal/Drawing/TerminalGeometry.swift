package import GestureLockCore

/// The terminal's character grid and how the scene's view points map onto its cells.
///
/// The scene's view covers the whole terminal. Every cell is `cellWidth` points wide and
/// `cellWidth × cellAspect` points high, so a cell has the same shape in points as on screen
/// and the grid's nodes come out round. The bottom ``messageRows`` rows hold the message and a
/// key hint; the grid or keypad is laid out above them.
///
/// ```swift
/// let geometry = TerminalGeometry(columns: 80, rows: 24)
/// let controller = PadController(
///   options: options, service: service, log: log, viewSize: { geometry.viewSize },
///   padInsets: geometry.padInsets(for:), keypadInsets: geometry.keypadInsets(for:))
/// let point = geometry.point(column: 10, row: 3)  // a mouse report's cell, in view points
/// ```
package struct TerminalGeometry: Equatable, Sendable {
  /// Width of one cell, in points. The value is arbitrary (the painter renders at its own
  /// resolution); 8 points gives a 80×24 terminal a view of 640 × 384 points, close to the
  /// window's, so every proportion the core sizes in points stays sensible.
  static let cellWidth = 8.0

  /// The smallest terminal the pad is drawn in, in cells; below it the painter shows only a
  /// line asking for a larger terminal.
  static let minimumColumns = 20
  /// See ``minimumColumns``.
  static let minimumRows = 8

  /// The accepted range of ``cellAspect``; other values (0, unknown, absurd) become 2.
  static let cellAspectRange = 0.5...4.0

  /// Width of the terminal, in columns (never negative).
  let columns: Int
  /// Height of the terminal, in rows (never negative).
  let rows: Int
  /// Height of a cell divided by its width, in pixels (2 for most fonts).
  let cellAspect: Double

  /// Creates the geometry of a terminal.
  ///
  /// - Parameters:
  ///   - columns: Width in columns; negative counts as 0.
  ///   - rows: Height in rows; negative counts as 0.
  ///   - cellAspect: Cell height / cell width in pixels (from `TIOCGWINSZ`'s `ws_ypixel /
  ///     rows` and `ws_xpixel / columns` when the terminal reports them); values outside
  ///     ``cellAspectRange`` or not finite count as 2.
  package init(columns: Int, rows: Int, cellAspect: Double = 2.0) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.cellAspect =
      cellAspect.isFinite && TerminalGeometry.cellAspectRange.contains(cellAspect)
      ? cellAspect : 2.0
  }

  /// Height of one cell, in points: `cellWidth × cellAspect`.
  var cellHeight: Double { TerminalGeometry.cellWidth * cellAspect }

  /// The scene's view covering the whole terminal, in points.
  package var viewSize: Size {
    Size(
      width: Double(columns) * TerminalGeometry.cellWidth, height: Double(rows) * cellHeight)
  }

  /// Rows at the bottom for the message and the one-line key hint under it.
  var messageRows: Int { 2 }

  /// Whether the terminal is below ``minimumColumns`` × ``minimumRows``: too small for the
  /// pad, so only a line asking for a larger terminal is drawn.
  var isTooSmall: Bool {
    columns < TerminalGeometry.minimumColumns || rows < TerminalGeometry.minimumRows
  }

  /// The row the message is written in (0-based), just above the hint row.
  var messageRow: Int { max(0, rows - messageRows) }

  /// The row the key hint is written in (0-based): the last one.
  var hintRow: Int { max(0, rows - 1) }

  /// Space around the gesture grid, for `PadController(padInsets:)`: one row above, the
  /// message rows and one more below, two columns on each side (room for the focus ring
  /// outside the outer nodes).
  ///
  /// - Parameter size: The view's size in points (normally ``viewSize``); cells are measured
  ///   as its share of the terminal, so a size other than ``viewSize`` still gets insets in
  ///   whole cells of it.
  /// - Returns: Insets in points.
  package func padInsets(for size: Size) -> EdgeInsets {
    let (width, height) = cellSize(in: size)
    return EdgeInsets(
      top: height, left: 2 * width, bottom: Double(messageRows + 1) * height,
      right: 2 * width)
  }

  /// Space around the passcode keypad, for `PadController(keypadInsets:)`: three and a half
  /// rows above, so the dots of the entered characters get a row of their own over the keys'
  /// rings; the message rows and half a row below; two columns on each side.
  ///
  /// - Parameter size: The view's size in points (normally ``viewSize``).
  /// - Returns: Insets in points.
  func keypadInsets(for size: Size) -> EdgeInsets {
    let (width, height) = cellSize(in: size)
    return EdgeInsets(
      top: 3.5 * height, left: 2 * width, bottom: (Double(messageRows) + 0.5) * height,
      right: 2 * width)
  }

  /// The centre of a cell, in view points (for mouse reports).
  ///
  /// - Parameters:
  ///   - column: 0-based column; values outside the terminal give points outside the view.
  ///   - row: 0-based row.
  /// - Returns: `((column + ½) × cellWidth, (row + ½) × cellHeight)`.
  func point(column: Int, row: Int) -> Point {
    Point(
      x: (Double(column) + 0.5) * TerminalGeometry.cellWidth,
      y: (Double(row) + 0.5) * cellHeight)
  }

  /// The cell containing a view point, as fractional cell coordinates (column, row), e.g.
  /// `(3.5, 2.5)` for the centre of cell (3, 2).
  func cellPosition(of point: Point) -> (column: Double, row: Double) {
    (point.x / TerminalGeometry.cellWidth, point.y / cellHeight)
  }

  /// One cell's width and height in points for a view of `size` points spread over the
  /// terminal; non-finite or negative sizes count as 0.
  private func cellSize(in size: Size) -> (width: Double, height: Double) {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    let width = columns > 0 ? clean(size.width) / Double(columns) : 0
    let height = rows > 0 ? clean(size.height) / Double(rows) : 0
    return (width, height)
  }
}
