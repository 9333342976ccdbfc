internal import GestureLockCore
internal import GestureLockPadFlow

extension TerminalPad {
  /// The view's part of the `ready` and `layout` events: the terminal's size in cells and
  /// its cell shape, and the cell under each node (gesture pad) or key (passcode pad).
  static func viewFields(geometry: TerminalGeometry, session: PadSession) -> [(
    String, JSONValue
  )] {
    let terminal = JSONValue.object([
      ("columns", .int(geometry.columns)), ("rows", .int(geometry.rows)),
      ("cellAspect", .double(geometry.cellAspect)),
    ])
    var cells: [JSONValue] = []
    if let keypad = session.entry?.keypad {
      for (position, key) in keypad.keys {
        let (column, row) = cell(at: keypad.layout.center(of: position), in: geometry)
        cells.append(
          .object([
            ("key", .string(PadController.name(of: key))), ("column", .int(column)),
            ("row", .int(row)),
          ]))
      }
    } else if let layout = session.model?.layout {
      for index in layout.grid.indices {
        let (column, row) = cell(at: layout.center(of: index), in: geometry)
        cells.append(
          .object([("index", .int(index)), ("column", .int(column)), ("row", .int(row))]))
      }
    }
    return [("terminal", terminal), ("cells", .array(cells))]
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
