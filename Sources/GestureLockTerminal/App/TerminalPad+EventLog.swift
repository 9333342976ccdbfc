internal import GestureLockCore
internal import GestureLockPadFlow

extension TerminalPad {
  /// The view as the `ready` and `layout` events name it: the terminal's size in cells and
  /// its cell shape, and the cell under each node (gesture pad) or key (passcode pad) of
  /// `surface`.
  static func view(of surface: PadLogEvent.Surface, geometry: TerminalGeometry)
    -> PadLogEvent.View
  {
    let cells = surface.spots.map { spot in
      let (column, row) = cell(at: spot.center, in: geometry)
      return PadLogEvent.Cell(spot.target, column: column, row: row)
    }
    return .terminal(
      columns: geometry.columns, rows: geometry.rows, cellAspect: geometry.cellAspect,
      cells: cells)
  }

  /// The cell whose centre is nearest to `point` (view points): where a mouse report must be
  /// to land on it.
  ///
  /// - Complexity: O(columns + rows).
  static func cell(at point: Point, in geometry: TerminalGeometry) -> (column: Int, row: Int) {
    func nearest(_ count: Int, _ coordinate: (Int) -> Double, _ target: Double) -> Int {
      guard count > 0 else { return 0 }
      return (0..<count).min { abs(coordinate($0) - target) < abs(coordinate($1) - target) } ?? 0
    }
    let column = nearest(geometry.columns, { geometry.point(column: $0, row: 0).x }, point.x)
    let row = nearest(geometry.rows, { geometry.point(column: 0, row: $0).y }, point.y)
    return (column, row)
  }
}
