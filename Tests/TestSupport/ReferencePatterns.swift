public import GestureLockCore

/// A deliberately simple reference for valid patterns, independent of `SkippedNodes`.
///
/// The nodes strictly between `a` and `b` are found by brute force: every node collinear with
/// both (integer cross product 0) and strictly inside the segment (integer dot products).
/// A move is allowed when all of them are visited (SPEC.md §2).
public struct ReferencePatterns: Sendable {
  /// The grid enumerated.
  public let grid: Grid
  /// `between[a * count + b]`: the nodes strictly between `a` and `b`, any order.
  public let between: [[Int]]

  /// Precomputes the between-lists for every pair of nodes of `grid`.
  public init(grid: Grid) {
    self.grid = grid
    let count = grid.count
    var between: [[Int]] = []
    for a in 0..<count {
      for b in 0..<count {
        let (ar, ac) = grid.position(of: a)
        let (br, bc) = grid.position(of: b)
        between.append(
          (0..<count).filter { n in
            let (nr, nc) = grid.position(of: n)
            let cross = (br - ar) * (nc - ac) - (bc - ac) * (nr - ar)
            let along = (nr - ar) * (br - ar) + (nc - ac) * (bc - ac)
            let squared = (br - ar) * (br - ar) + (bc - ac) * (bc - ac)
            return n != a && n != b && cross == 0 && along > 0 && along < squared
          })
      }
    }
    self.between = between
  }

  /// Whether `b` may follow `a` given the visited set (the skipped-node rule).
  public func canMove(from a: Int, to b: Int, visited: [Bool]) -> Bool {
    between[a * grid.count + b].allSatisfy { visited[$0] }
  }

  /// Calls `body` with every valid pattern (skipped-node rule, no repeats) whose first node is
  /// in `firstNodes` and whose length is in `lengths`, by depth-first search. The array passed
  /// to `body` is reused between calls.
  public func forEach(
    firstNodes: some Sequence<Int>, lengths: ClosedRange<Int>, _ body: ([Int]) -> Void
  ) {
    var path: [Int] = []
    path.reserveCapacity(grid.count)
    var visited = [Bool](repeating: false, count: grid.count)
    func extend() {
      if lengths.contains(path.count) { body(path) }
      guard path.count < lengths.upperBound, let last = path.last else { return }
      for next in 0..<grid.count
      where !visited[next] && canMove(from: last, to: next, visited: visited) {
        visited[next] = true
        path.append(next)
        extend()
        path.removeLast()
        visited[next] = false
      }
    }
    for first in firstNodes {
      visited[first] = true
      path.append(first)
      extend()
      path.removeLast()
      visited[first] = false
    }
  }
}
