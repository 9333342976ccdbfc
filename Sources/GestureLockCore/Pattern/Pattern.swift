/// An unlock pattern: the ordered nodes a stroke selected on a grid.
///
/// A valid pattern visits each node at most once and never jumps over the centre of an
/// unvisited node (the skipped-node rule of SPEC.md §2), unless created for the free-route mode.
/// Length limits (at least 4 nodes by default) are the business of `PatternRules`, not of this
/// type.
///
/// ```swift
/// let z = try Pattern(parsing: "0-1-2-4-6-7-8", on: .standard)
/// z.description  // "0-1-2-4-6-7-8"
/// ```
public struct Pattern: Hashable, Sendable {
  /// The grid the pattern was drawn on.
  public let grid: Grid
  /// Node indices in the order drawn, each in `0..<grid.count`, no repeats.
  public let nodes: [Int]

  /// Creates a pattern after checking it against the grid and the route rule.
  ///
  /// - Parameters:
  ///   - nodes: Node indices in drawing order.
  ///   - grid: The grid they belong to.
  ///   - route: `.skippedNodesIncluded` (default) rejects a move that passes over the centre
  ///     of an unvisited node; `.free` accepts any move.
  /// - Throws: `GestureLockError.invalidPattern` for an out-of-range index, a repeated node or
  ///   a move over an unvisited node. The message names the position, never the nodes.
  /// - Complexity: O(n · max(rows, columns)).
  public init(nodes: [Int], on grid: Grid, route: RouteMode = .skippedNodesIncluded)
    throws(GestureLockError)
  {
    var visited = [Bool](repeating: false, count: grid.count)
    for (position, node) in nodes.enumerated() {
      guard grid.indices.contains(node) else {
        throw .invalidPattern(.notANode(entry: position + 1, grid: grid))
      }
      guard !visited[node] else {
        throw .invalidPattern(.repeatsNode(entry: position + 1))
      }
      if route == .skippedNodesIncluded, position > 0 {
        for between in SkippedNodes.between(nodes[position - 1], node, on: grid)
        where !visited[between] {
          throw .invalidPattern(.skipsNode(entry: position + 1))
        }
      }
      visited[node] = true
    }
    self.grid = grid
    self.nodes = nodes
  }

  /// A pattern of `nodes` on `grid` with no checks: for the recogniser and the pattern analytics
  /// (GestureLockAnalytics), which only ever build valid ones.
  package init(uncheckedNodes nodes: [Int], on grid: Grid) {
    self.grid = grid
    self.nodes = nodes
  }

  /// Number of nodes.
  public var count: Int { nodes.count }
}
