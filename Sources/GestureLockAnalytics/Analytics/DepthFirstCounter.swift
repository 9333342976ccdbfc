internal import GestureLockCore

/// Exact pattern counts for short lengths on any grid, by walking every valid pattern one node
/// shorter and counting its allowed last moves.
///
/// Patterns are walked from one start node per symmetry orbit and weighted by the orbit's size.
/// Memory is O(length); time grows like n^(length − 1), so this serves short lengths and big
/// grids (6×6 and up) where the visited-set table of `SymmetricLayerCounter` cannot exist.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct DepthFirstCounter {
  let moves: MoveTable
  let symmetry: GridSymmetry

  /// An upper bound on the move checks `count(length:)` makes: per start orbit, the
  /// (length − 2)-step walks bounded by (n − 1)(n − 2)…, times n checks for the last step.
  func work(length: Int) -> Double {
    let n = moves.nodeCount
    guard length >= 2 else { return 1 }
    var walks = Double(symmetry.nodeOrbits.count)
    for step in stride(from: 1, through: length - 2, by: 1) { walks *= Double(n - step) }
    return walks * Double(n)
  }

  /// The number of valid patterns of exactly `length` nodes, `length` in `1...n`.
  func count(length: Int) -> UInt128 {
    precondition((1...moves.nodeCount).contains(length))
    guard length > 1 else { return UInt128(moves.nodeCount) }
    var total: UInt128 = 0
    for orbit in symmetry.nodeOrbits {
      var walker = Walker(moves: moves, length: length)
      walker.extend(from: orbit.representative, visited: 1 << orbit.representative, depth: 1)
      total += UInt128(orbit.size) * walker.found
    }
    return total
  }

  private struct Walker {
    let moves: MoveTable
    let length: Int
    var found: UInt128 = 0

    init(moves: MoveTable, length: Int) {
      self.moves = moves
      self.length = length
    }

    /// Counts the completions of a pattern of `depth` nodes ending at `last`.
    mutating func extend(from last: Int, visited: UInt128, depth: Int) {
      if depth == length - 1 {
        found += UInt128(moves.allowedMoveCount(from: last, visited: visited))
        return
      }
      var free = moves.allNodes & ~visited
      while free != 0 {
        let next = free.trailingZeroBitCount
        free &= free &- 1
        if moves.allows(from: last, to: next, visited: visited) {
          extend(from: next, visited: visited | 1 << next, depth: depth + 1)
        }
      }
    }
  }
}
