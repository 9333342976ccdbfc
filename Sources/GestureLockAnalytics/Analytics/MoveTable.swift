internal import GestureLockCore

/// The moves of one grid under one route mode, as bit masks over node indices.
///
/// Bit `i` of a mask stands for node `i`. A move from `v` to `w` is allowed after the nodes of
/// `visited` when `w` is not visited and every node strictly between them is (the skipped-node
/// rule of SPEC.md §2, via `SkippedNodes`); in the free route nothing lies between.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct MoveTable: Sendable {
  /// Number of nodes, `grid.count` (at most 81, so a mask fits in 128 bits).
  let nodeCount: Int
  /// `between[v * nodeCount + w]`: the nodes strictly between `v` and `w`; 0 in the free route.
  let between: [UInt128]
  /// Every node of the grid.
  let allNodes: UInt128

  /// Builds the masks for `grid` and `route`.
  ///
  /// - Complexity: O(n² · max(rows, columns)) for n = `grid.count`.
  init(grid: Grid, route: RouteMode) {
    let count = grid.count
    var between = [UInt128](repeating: 0, count: count * count)
    if route == .skippedNodesIncluded {
      for from in 0..<count {
        for to in 0..<count where to != from {
          var mask: UInt128 = 0
          for node in SkippedNodes.between(from, to, on: grid) { mask |= 1 << node }
          between[from * count + to] = mask
        }
      }
    }
    nodeCount = count
    self.between = between
    allNodes = (1 << count) - 1
  }

  /// Whether the move from `from` to `to` is allowed after `visited` (which contains `from`).
  @inline(__always)
  func allows(from: Int, to: Int, visited: UInt128) -> Bool {
    visited & (1 << to) == 0 && between[from &* nodeCount &+ to] & ~visited == 0
  }

  /// How many moves are allowed from `from` after `visited`.
  ///
  /// - Complexity: O(n).
  func allowedMoveCount(from: Int, visited: UInt128) -> Int {
    var free = allNodes & ~visited
    var moves = 0
    while free != 0 {
      let to = free.trailingZeroBitCount
      free &= free &- 1
      if between[from &* nodeCount &+ to] & ~visited == 0 { moves &+= 1 }
    }
    return moves
  }
}
