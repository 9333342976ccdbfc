/// The lattice rule for nodes passed over between two nodes (SPEC.md §2).
///
/// Between (r1,c1) and (r2,c2) the nodes strictly inside the segment are those at steps of
/// (dr/g, dc/g), g = gcd(|dr|,|dc|). Knight-like moves such as (1,2) pass through no centre.
public enum SkippedNodes {
  /// The nodes whose centres lie strictly between `from` and `to`, in order from `from`.
  ///
  /// - Parameters:
  ///   - from: A node index in `0..<grid.count`.
  ///   - to: A node index in `0..<grid.count`.
  ///   - grid: The grid.
  /// - Returns: Between 0 and max(rows, columns) − 2 node indices.
  /// - Complexity: O(g).
  public static func between(_ from: Int, _ to: Int, on grid: Grid) -> [Int] {
    var result: [Int] = []
    forEach(between: from, to, on: grid) { result.append($0) }
    return result
  }

  /// Calls `body` with each node strictly between `from` and `to`, in order from `from`,
  /// without allocating.
  @inlinable
  public static func forEach(
    between from: Int, _ to: Int, on grid: Grid, _ body: (Int) throws -> Void
  ) rethrows {
    let (step, count) = lattice(from, to, on: grid)
    var node = from
    for _ in 0..<count {
      node += step
      try body(node)
    }
  }

  /// The index step from one in-between node to the next, and how many nodes lie strictly
  /// between `from` and `to` (0 when none), for loops that cannot take a closure.
  ///
  /// The in-between nodes are `from + step`, `from + 2·step`, … (`count` of them).
  /// - Complexity: O(log max(rows, columns)).
  @inlinable
  static func lattice(_ from: Int, _ to: Int, on grid: Grid) -> (step: Int, count: Int) {
    let columns = grid.columns
    let dr = to / columns - from / columns
    let dc = to % columns - from % columns
    let g = gcd(abs(dr), abs(dc))
    guard g > 1 else { return (0, 0) }
    return ((dr / g) * columns + dc / g, g - 1)
  }

  /// Greatest common divisor of two non-negative integers; gcd(0, n) = n.
  @inlinable
  public static func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
