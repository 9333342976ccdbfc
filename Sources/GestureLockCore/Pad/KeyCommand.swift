/// What a key press asks of the gesture pad (SPEC.md §2 "Keyboard operation").
///
/// A front end maps its keys: arrow keys to `move`, Space to `select`, Return (and the keypad's
/// Enter) to `submit`, Escape to `cancel`, and passes them to `PadModel.handle(_:at:emit:)`.
///
/// ```swift
/// // Select 0, 1 and 2 on a 3×3 pad, then submit (too short: fewer than 4 nodes).
/// for command: KeyCommand in [.select, .move(.right), .select, .move(.right), .select, .submit] {
///   for event in pad.handle(command, at: now) { react(to: event) }
/// }
/// ```
public enum KeyCommand: Hashable, Sendable {
  /// Moves the focus ring one node in `direction` (arrow keys); it stops at the grid's edge.
  case move(FocusDirection)
  /// Selects the focused node (Space), with the skipped-node rule of the pad's route mode.
  case select
  /// Submits the keyboard stroke (Return): completed, or too short below the minimum length.
  case submit
  /// Cancels the stroke in progress (Escape): nothing is submitted or counted.
  case cancel
}

/// A direction the keyboard focus ring moves in, on the grid's rows and columns.
public enum FocusDirection: String, Hashable, Sendable, CaseIterable {
  /// One row up (towards row 0).
  case up
  /// One row down.
  case down
  /// One column left (towards column 0).
  case left
  /// One column right.
  case right

  /// The node one step from `node` in this direction on `grid`, or `node` itself at the edge.
  ///
  /// - Parameters:
  ///   - node: A node index in `0..<grid.count`.
  ///   - grid: The grid the node belongs to.
  /// - Returns: A node index in `0..<grid.count`.
  public func step(from node: Int, on grid: Grid) -> Int {
    let (row, column) = grid.position(of: node)
    switch self {
    case .up: return grid.index(row: max(0, row - 1), column: column)
    case .down: return grid.index(row: min(grid.rows - 1, row + 1), column: column)
    case .left: return grid.index(row: row, column: max(0, column - 1))
    case .right: return grid.index(row: row, column: min(grid.columns - 1, column + 1))
    }
  }
}
