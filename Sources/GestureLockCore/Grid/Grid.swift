/// The dots of a gesture pad: `rows` × `columns` nodes, indexed row-major from the top left.
///
/// Node index = row × columns + column, in `0..<count` (SPEC.md §2).
///
/// ```swift
/// let grid = try Grid(rows: 3, columns: 3)
/// grid.index(row: 1, column: 1)  // 4, the centre node
/// ```
public struct Grid: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Number of rows, in `Grid.sizeRange`.
  public let rows: Int
  /// Number of columns, in `Grid.sizeRange`.
  public let columns: Int

  /// The rows and columns a grid may have: 2 to 9 (SPEC.md §2).
  public static let sizeRange = 2...9

  /// The default 3×3 grid.
  public static let standard = Grid(uncheckedRows: 3, columns: 3)

  /// Creates a grid.
  ///
  /// - Throws: `GestureLockError.invalidGrid` when `rows` or `columns` is outside 2...9.
  public init(rows: Int, columns: Int) throws(GestureLockError) {
    guard Grid.sizeRange.contains(rows), Grid.sizeRange.contains(columns) else {
      throw .invalidGrid(.outOfRange(rows: rows, columns: columns))
    }
    self.rows = rows
    self.columns = columns
  }

  init(uncheckedRows rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// Parses the `RxC` text form (`3x3`, `4x5`); rows first.
  ///
  /// - Throws: `GestureLockError.invalidGrid` naming what is wrong.
  public init(parsing text: String) throws(GestureLockError) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let rows = Int(parts[0]), let columns = Int(parts[1]),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else {
      throw .invalidGrid(.malformed(text: text))
    }
    try self.init(rows: rows, columns: columns)
  }

  /// Number of nodes, rows × columns.
  public var count: Int { rows * columns }

  /// The valid node indices, `0..<count`.
  public var indices: Range<Int> { 0..<count }

  /// The index of the node at `row`, `column` (both zero-based).
  public func index(row: Int, column: Int) -> Int { row * columns + column }

  /// The zero-based row and column of node `index`.
  public func position(of index: Int) -> (row: Int, column: Int) {
    (index / columns, index % columns)
  }

  /// The `RxC` text form.
  public var description: String { "\(rows)x\(columns)" }
}
