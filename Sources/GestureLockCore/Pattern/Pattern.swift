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
  /// Node indices in the order drawn, one byte each (a grid has at most 81 nodes), each in
  /// `0..<grid.count`, no repeats: the secret itself, in a buffer wiped when the last copy of
  /// the pattern ends. A pattern completed on the pad shares the recogniser's buffer.
  public let nodeBytes: SecretBytes

  /// Node indices in the order drawn, as integers: a new array on each call, which is NOT
  /// wiped. For patterns that are not a live secret (parsed for `render` or `strength`,
  /// analytics, tests); the pad, the CLI and the path to the key-derivation function use
  /// `nodeBytes`.
  public var nodes: [Int] { nodeBytes.map(Int.init) }

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
    try Self.check(count: nodes.count, on: grid, route: route) { nodes[$0] }
    self.init(uncheckedNodes: nodes, on: grid)
  }

  /// Creates a pattern from node indices held one byte each, after the checks of
  /// `init(nodes:on:route:)`; the pattern shares `nodeBytes`' buffer.
  ///
  /// - Throws: `GestureLockError.invalidPattern` as `init(nodes:on:route:)` does.
  public init(nodeBytes: SecretBytes, on grid: Grid, route: RouteMode = .skippedNodesIncluded)
    throws(GestureLockError)
  {
    try Self.check(count: nodeBytes.count, on: grid, route: route) { Int(nodeBytes[$0]) }
    self.init(uncheckedNodes: nodeBytes, on: grid)
  }

  /// A pattern from nodes already checked (the recogniser's selection), sharing their buffer.
  init(uncheckedNodes nodes: SecretBytes, on grid: Grid) {
    self.grid = grid
    self.nodeBytes = nodes
  }

  /// A pattern from node indices already checked (each in `0..<grid.count`), with no checks:
  /// for the pattern analytics (GestureLockAnalytics), which only ever build valid ones.
  package init(uncheckedNodes nodes: [Int], on grid: Grid) {
    var bytes = SecretBytes(minimumCapacity: nodes.count)
    for node in nodes { bytes.append(UInt8(node)) }
    self.init(uncheckedNodes: bytes, on: grid)
  }

  /// Checks `count` nodes, the one at each position given by `node`, against the grid and the
  /// route rule; the first problem in drawing order is thrown.
  private static func check(
    count: Int, on grid: Grid, route: RouteMode, node: (Int) -> Int
  ) throws(GestureLockError) {
    // The nodes seen so far, one byte per node of the grid: wiped like the pattern itself.
    var visited = SecretBytes(copying: repeatElement(0, count: grid.count))
    for position in 0..<count {
      let current = node(position)
      guard grid.indices.contains(current) else {
        throw .invalidPattern(.notANode(entry: position + 1, grid: grid))
      }
      guard visited[current] == 0 else {
        throw .invalidPattern(.repeatsNode(entry: position + 1))
      }
      if route == .skippedNodesIncluded, position > 0 {
        let previous = node(position - 1)
        let (step, skipped) = SkippedNodes.lattice(previous, current, on: grid)
        var between = previous
        for _ in 0..<skipped {
          between += step
          guard visited[between] != 0 else {
            throw .invalidPattern(.skipsNode(entry: position + 1))
          }
        }
      }
      visited[current] = 1
    }
  }

  /// Number of nodes.
  public var count: Int { nodeBytes.count }
}
