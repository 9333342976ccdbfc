public import GestureLockCore

/// The straightforward count of valid patterns by length: a dynamic program over
/// (visited set, last node) with one 128-bit counter per state, for cross-checks and as the
/// reference `PatternSpace` is measured against (issue 6).
///
/// `table[S · n + v]` holds the number of valid patterns that visit exactly the nodes of the
/// mask `S` and end at `v`. Masks are processed in increasing order; every move adds a node, so
/// a state is complete before it is read. Move rules come from `ReferencePatterns` (brute-force
/// geometry, independent of `SkippedNodes` and of `PatternSpace`).
///
/// Memory: 2ⁿ · n · 16 bytes — 16 MiB for 4×4, 12.5 GiB for 5×5. Time: O(2ⁿ · n²).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public struct ReferencePatternCounter: Sendable {
  /// The grid counted.
  public let grid: Grid
  /// Whether the skipped-node rule applies (`false`: the free route).
  public let skipRule: Bool

  /// Creates the counter; nothing is computed yet.
  public init(grid: Grid, skipRule: Bool = true) {
    self.grid = grid
    self.skipRule = skipRule
  }

  /// `result[k − 1]`: the number of valid patterns of `k` nodes, for k in 1...n.
  public func countsByLength() -> [UInt128] {
    let n = grid.count
    let reference = ReferencePatterns(grid: grid)
    var between = [UInt64](repeating: 0, count: n * n)
    if skipRule {
      for from in 0..<n {
        for to in 0..<n {
          for node in reference.between[from * n + to] { between[from * n + to] |= 1 << node }
        }
      }
    }
    var table = [UInt128](repeating: 0, count: (1 << n) * n)
    for node in 0..<n { table[(1 << node) * n + node] = 1 }
    var counts = [UInt128](repeating: 0, count: n)
    for set in 1..<(1 << n) {
      let size = set.nonzeroBitCount
      for last in 0..<n where set & (1 << last) != 0 {
        let paths = table[set * n + last]
        guard paths != 0 else { continue }
        counts[size - 1] += paths
        for next in 0..<n where set & (1 << next) == 0 {
          let over = between[last * n + next]
          if over & UInt64(set) == over {
            table[(set | 1 << next) * n + next] += paths
          }
        }
      }
    }
    return counts
  }
}
