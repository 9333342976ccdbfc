public import GestureLockCore

/// Every valid pattern of a grid, counted exactly by length, ranked and enumerated (SPEC.md §6).
///
/// A pattern of length k is valid when it visits k distinct nodes and, under
/// `RouteMode.skippedNodesIncluded`, never moves over the centre of a node it has not visited
/// (SPEC.md §2); under `RouteMode.free` every sequence of distinct nodes is valid, so there are
/// n!/(n − k)! of length k on n nodes.
///
/// ```swift
/// let space = PatternSpace(grid: .standard)
/// space.count(length: 4)          // 1624
/// space.total(minimumLength: 4)   // 389112
/// let ranking = space.ranking(lengths: 4...9)
/// let pattern = try ranking.unrank(0)   // 0-1-2-3, the first in length-then-lexicographic order
/// try ranking.rank(pattern)             // 0
/// ```
///
/// Counts are `UInt128`: the 4×4 total already needs 42 bits, and a count on n nodes is below
/// n! < 2⁸⁴ for n ≤ 25.
///
/// How counts are computed, and what that costs:
/// - Free route: the closed form n!/(n − k)!.
/// - Grids of at most 25 nodes: a dynamic program over (visited set, last node), one popcount
///   layer at a time, storing one visited set per symmetry orbit (see
///   `SymmetricLayerCounter`). 5×5, all lengths: 0.4 GiB peak (411 MiB resident, measured)
///   and about 5 s in a release build on this machine kind; the straightforward table of
///   2²⁵·25 counters of 16 bytes needs 12.5 GiB and 140 s there.
/// - Short lengths, and grids of more than 25 nodes: walking the patterns one node shorter and
///   counting their last moves (memory O(k); time about n^(k−1)). Grids of more than 25 nodes
///   are counted only up to the lengths in `countableLengths` (5 on 9×9, 7 on 6×6): their
///   visited-set table would have 2³⁶ or more sets.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public struct PatternSpace: Sendable {
  /// The grid whose patterns are counted.
  public let grid: Grid
  /// The route rule patterns follow.
  public let route: RouteMode
  let moves: MoveTable
  let symmetry: GridSymmetry

  /// Most move checks a walk may take to count one grid of more than 25 nodes (a few seconds).
  static let walkBudget = 1e10

  /// Creates the space of `grid`'s patterns under `route`. Cheap: O(n²) bit masks.
  public init(grid: Grid = .standard, route: RouteMode = .skippedNodesIncluded) {
    self.grid = grid
    self.route = route
    moves = MoveTable(grid: grid, route: route)
    symmetry = GridSymmetry(grid: grid)
  }

  /// The lengths `count(length:)` and `counts(lengths:progress:)` accept: `1...grid.count` for
  /// every grid of at most 25 nodes; on bigger grids under the skip rule, the lengths a walk
  /// counts within a few seconds (1...5 on 9×9, 1...7 on 6×6); in the free route, the lengths
  /// whose running total fits in `UInt128` (all on up to 33 nodes).
  public var countableLengths: ClosedRange<Int> {
    let n = grid.count
    switch route {
    case .free:
      var total: UInt128 = 0
      var arrangements: UInt128 = 1
      for length in 1...n {
        let (product, overflow) = arrangements.multipliedReportingOverflow(
          by: UInt128(n - length + 1))
        let (sum, overflow2) = total.addingReportingOverflow(product)
        guard !overflow, !overflow2 else { return 1...length - 1 }
        arrangements = product
        total = sum
      }
      return 1...n
    case .skippedNodesIncluded:
      guard n > SymmetricLayerCounter.maximumNodeCount else { return 1...n }
      let walker = DepthFirstCounter(moves: moves, symmetry: symmetry)
      var length = 1
      while length < n, walker.work(length: length + 1) <= Self.walkBudget { length += 1 }
      return 1...length
    }
  }

  /// The number of valid patterns of exactly `length` nodes.
  ///
  /// - Precondition: `countableLengths` contains `length`.
  /// - Complexity: see the type's overview; for a whole range use `counts(lengths:progress:)`,
  ///   which computes all of them in one pass.
  public func count(length: Int) -> UInt128 {
    counts(lengths: length...length)[0]
  }

  /// The number of valid patterns of each length in `lengths`, in order.
  ///
  /// - Parameters:
  ///   - lengths: Lengths in `countableLengths`.
  ///   - progress: Called from time to time with the fraction of the work done, 0 to 1, on the
  ///     calling thread (a few hundred times at most).
  /// - Returns: `lengths.count` counts; entry `i` is the count of length `lengths.lowerBound + i`.
  /// - Precondition: `countableLengths` contains both bounds.
  /// - Complexity: on 5×5 (all lengths) about 0.4 GiB peak memory; see the type's overview.
  public func counts(
    lengths: ClosedRange<Int>, progress: (_ fraction: Double) -> Void = { _ in }
  ) -> [UInt128] {
    let countable = countableLengths
    precondition(
      countable.contains(lengths.lowerBound) && countable.contains(lengths.upperBound),
      "lengths \(lengths) are not all in \(countable) on a \(grid) grid")
    let n = grid.count
    if route == .free {
      progress(1)
      return lengths.map { length in
        (n - length + 1...n).reduce(UInt128(1)) { $0 * UInt128($1) }
      }
    }
    let walker = DepthFirstCounter(moves: moves, symmetry: symmetry)
    let walkWork = lengths.reduce(0.0) { $0 + walker.work(length: $1) }
    // Walking costs about 0.5 ns per unit of its work bound, the layers about 1.5 ns per unit
    // of theirs (release build, this machine kind).
    let layerWork = SymmetricLayerCounter.estimatedWork(
      nodeCount: n, upTo: lengths.upperBound, symmetries: symmetry.count)
    if n > SymmetricLayerCounter.maximumNodeCount || walkWork < 3 * layerWork {
      var done = 0.0
      progress(0)
      return lengths.map { length in
        let count = walker.count(length: length)
        done += walker.work(length: length)
        progress(done / walkWork)
        return count
      }
    }
    let counter = SymmetricLayerCounter(moves: moves, symmetry: symmetry)
    let all = counter.counts(upTo: lengths.upperBound, progress: progress)
    return Array(all[(lengths.lowerBound - 1)...])
  }

  /// The number of valid patterns of at least `minimumLength` nodes (and at most all of them).
  ///
  /// `PatternSpace(grid: .standard).total()` is 389,112, the count of SPEC.md §6.
  ///
  /// - Parameters:
  ///   - minimumLength: In `1...grid.count`; default 4, the pad's minimum (SPEC.md §2).
  ///   - progress: As for `counts(lengths:progress:)`.
  /// - Precondition: `countableLengths` is `1...grid.count`.
  public func total(
    minimumLength: Int = 4, progress: (_ fraction: Double) -> Void = { _ in }
  ) -> UInt128 {
    precondition(
      (1...grid.count).contains(minimumLength),
      "minimum length \(minimumLength) is outside 1...\(grid.count) on a \(grid) grid")
    return counts(lengths: minimumLength...grid.count, progress: progress).reduce(0, +)
  }
}
