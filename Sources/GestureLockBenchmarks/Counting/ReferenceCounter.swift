import GestureLockCore
import Glibc

/// The reference for figure 5: the straightforward dynamic program over (visited set, last
/// node) with one 128-bit counter per state.
///
/// `table[S · n + v]` is the number of valid patterns that visit exactly the nodes of mask `S`
/// and end at `v`; masks are taken in increasing order, and every move adds a node, so a state
/// is complete before it is read. The skipped-node rule is the lattice rule of SPEC.md §2,
/// computed here on its own (gcd steps), not taken from `GestureLockCore`.
///
/// Memory: 2ⁿ · n counters of 16 bytes — 16 MiB for 4×4, 12.5 GiB for 5×5 — from `calloc`,
/// so pages no state is written to cost nothing (which `maximumLength` uses).
struct ReferenceCounter {
  let grid: Grid

  /// Counts of valid patterns of 1...`maximumLength` nodes (`result[k − 1]` for length k).
  ///
  /// - Returns: `nil` when the table cannot be allocated.
  func counts(maximumLength: Int) -> [UInt128]? {
    let n = grid.count
    let columns = grid.columns
    var between = [UInt64](repeating: 0, count: n * n)
    for from in 0..<n {
      for to in 0..<n where to != from {
        let dr = to / columns - from / columns
        let dc = to % columns - from % columns
        var a = abs(dr)
        var b = abs(dc)
        while b != 0 { (a, b) = (b, a % b) }
        for step in 1..<a {
          let node = (from / columns + dr / a * step) * columns + from % columns + dc / a * step
          between[from * n + to] |= 1 << UInt64(node)
        }
      }
    }
    let states = (1 << n) * n
    guard let raw = calloc(states, MemoryLayout<UInt128>.stride) else { return nil }
    defer { free(raw) }
    let table = raw.bindMemory(to: UInt128.self, capacity: states)
    for node in 0..<n { table[(1 << node) * n + node] = 1 }
    var counts = [UInt128](repeating: 0, count: maximumLength)
    for set in 1..<(1 << n) {
      let size = set.nonzeroBitCount
      guard size <= maximumLength else { continue }
      for last in 0..<n where set & (1 << last) != 0 {
        let paths = table[set * n + last]
        guard paths != 0 else { continue }
        counts[size - 1] += paths
        guard size < maximumLength else { continue }
        for next in 0..<n where set & (1 << next) == 0 {
          let over = between[last * n + next]
          if over & UInt64(set) == over { table[(set | 1 << next) * n + next] += paths }
        }
      }
    }
    return counts
  }

  /// The bytes the table takes when every page is written: 16 · n · 2ⁿ.
  static func tableBytes(for grid: Grid) -> Double {
    16 * Double(grid.count) * Double(1 << grid.count)
  }
}
