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
  /// line asking for a larger terminal. At the usual cell aspect of 2 it gives every key of
  /// the keypad (a column of dots, then four rows of keys two columns apart) and every node
  /// of the grid a cell of its own; cells of other shapes may need more (``isTooSmall``).
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

  /// Whether the terminal is too small for the pad, so only a line asking for a larger
  /// terminal is drawn: below ``minimumColumns`` × ``minimumRows``, or, for cells of an
  /// unusual shape, too small to give each key of the keypad or each node of the 3×3 grid a
  /// cell of its own.
  var isTooSmall: Bool {
    guard columns >= TerminalGeometry.minimumColumns, rows >= TerminalGeometry.minimumRows
    else { return true }
    let size = viewSize
    guard keypadPlacement(in: size).fits else { return true }
    // The grid's nodes one pitch apart: distinct cells when the pitch is a cell or more.
    let grid = try? GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: size), insets: padInsets(for: size))
    return (grid?.pitch ?? 0) < max(TerminalGeometry.cellWidth, cellHeight)
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

  /// Space around the passcode keypad, for `PadController(keypadInsets:)`, placing the keys
  /// on whole cells.
  ///
  /// The keypad gets the room left by three and a half rows above (the dots of the entered
  /// characters get a row of their own over the keys' rings), the message rows and half a
  /// row below, and two columns on each side. Its pitch is then rounded to whole cells (an
  /// even number of columns, so a whole number of rows, in cells twice as high as wide), at
  /// least two columns and one row, and made smaller while the keys do not fit between the
  /// first row (the dots') and the message rows; so the three key columns are evenly spaced
  /// and every key has a cell of its own. The keys' centres are put on cell centres (the
  /// middle column's in the middle cell), where a mouse press on that cell reports them.
  ///
  /// - Parameter size: The view's size in points (normally ``viewSize``); cells are measured
  ///   as its share of the terminal.
  /// - Returns: Insets in points; `Keypad(bounds:insets:mode:)` then lays the keys out with
  ///   the rounded pitch.
  func keypadInsets(for size: Size) -> EdgeInsets {
    let placement = keypadPlacement(in: size)
    let (pitch, center) = (placement.pitch, placement.center)
    // The area a 3 × 4 keypad of this pitch fills exactly: 2.8 × 3.8 pitches.
    let halfWidth = pitch * (Double(Keypad.grid.columns - 1) + Keypad.keyDiameterRatio) / 2
    let halfHeight = pitch * (Double(Keypad.grid.rows - 1) + Keypad.keyDiameterRatio) / 2
    let (width, height) = (
      Double(columns) * placement.cell.width, Double(rows) * placement.cell.height
    )
    return EdgeInsets(
      top: max(0, center.y - halfHeight), left: max(0, center.x - halfWidth),
      bottom: max(0, height - center.y - halfHeight), right: max(0, width - center.x - halfWidth))
  }

  /// Where ``keypadInsets(for:)`` puts the keypad in a view of `size` points.
  ///
  /// - Returns: The pitch and the keypad's centre (the middle key column's centre, between the
  ///   second and third key rows), in points; the size of a cell in points; and whether the
  ///   keypad fits between the first row and the message rows and inside the columns.
  private func keypadPlacement(in size: Size) -> (
    pitch: Double, center: Point, cell: (width: Double, height: Double), fits: Bool
  ) {
    let cell = cellSize(in: size)
    let (width, height) = cell
    guard width > 0, height > 0 else { return (0, .zero, cell, false) }
    let spanX = Double(Keypad.grid.columns - 1) + Keypad.keyDiameterRatio
    let spanY = Double(Keypad.grid.rows - 1) + Keypad.keyDiameterRatio
    let top = 3.5 * height
    let bottom = (Double(messageRows) + 0.5) * height
    let natural = max(
      0,
      min(
        (Double(columns) * width - 4 * width) / spanX,
        (Double(rows) * height - top - bottom) / spanY))

    // Pitch steps: whole rows too when a cell is a whole number of columns high.
    let aspect = height / width
    let integral = abs(aspect - aspect.rounded()) < 1e-9 && aspect.rounded() >= 1
    let step = (integral ? aspect.rounded() : 1) * width
    let smallest = (max(2 * width, height) / step - 1e-9).rounded(.up) * step
    // The middle key column on the middle cell's centre.
    let centerX = (Double(columns / 2) + 0.5) * width
    let naturalCenterY = (top + Double(rows) * height - bottom) / 2

    // The nearest whole pitch to the natural one, smaller while the keypad does not fit.
    var pitch = max(smallest, (natural / step).rounded() * step)
    while true {
      let radius = pitch * Keypad.keyDiameterRatio / 2
      // Below two cell widths a key is its label alone: its cell must clear the first row
      // (the dots') and the message rows. A ring must clear them too, with a row between
      // its top and the dots.
      let ring = radius >= 2 * width
      let margin = ring ? radius : height / 2
      let clearance = ring ? 2 * height : height / 2
      let rowsDown = Double(Keypad.grid.rows - 1) * pitch
      let highest = ((clearance + margin) / height - 0.5 - 1e-9).rounded(.up)
      let lowest = ((Double(messageRow) * height - rowsDown - margin) / height - 0.5 + 1e-9)
        .rounded(.down)
      let fits =
        highest <= lowest && centerX - pitch * spanX / 2 >= 0
        && centerX + pitch * spanX / 2 <= Double(columns) * width
      if fits || pitch <= smallest {
        // The first key row on the cell centre nearest its natural place.
        let preferred = ((naturalCenterY - rowsDown / 2) / height - 0.5).rounded()
        let firstRow = max(highest, min(preferred, lowest))
        let centerY = (firstRow + 0.5) * height + rowsDown / 2
        return (pitch, Point(x: centerX, y: centerY), cell, fits)
      }
      pitch -= step
    }
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
