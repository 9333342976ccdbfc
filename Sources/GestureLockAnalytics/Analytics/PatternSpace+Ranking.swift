public import GestureLockCore

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension PatternSpace {
  /// The lengths `ranking(lengths:)` accepts as an upper bound: those whose completion table has
  /// at most 2²⁵ entries of 16 bytes (512 MiB). All lengths on grids of up to 16 nodes;
  /// 1...9 on 5×5.
  ///
  /// A ranking up to length b on n nodes keeps Σ C(n, j)·j·(b − j) counters (j in 1..<b): about
  /// 60 MiB for 4×4 up to 16, 300 MiB for 5×5 up to 9.
  public var rankableLengths: ClosedRange<Int> {
    var length = 1
    while length < grid.count,
      let entries = CompletionTable.entryCount(
        nodeCount: grid.count, maximumLength: length + 1),
      entries <= CompletionTable.maximumEntryCount
    {
      length += 1
    }
    return 1...length
  }

  /// A ranking of the valid patterns with lengths in `lengths`, ordered by length, then
  /// lexicographically by node index.
  ///
  /// - Precondition: `lengths` lies in `rankableLengths`.
  /// - Complexity: builds the completion table, O(entries · n) time (see `rankableLengths`):
  ///   milliseconds for 3×3, 0.4 s for 4×4 up to 16, 4 s for 5×5 up to 9 in a release build on
  ///   this machine kind. Then rank and unrank take O(k · n) each (about 12 µs on 5×5).
  public func ranking(lengths: ClosedRange<Int>) -> PatternRanking {
    precondition(
      lengths.lowerBound >= 1 && rankableLengths.contains(lengths.upperBound),
      "lengths \(lengths) are not all in \(rankableLengths) on a \(grid) grid")
    return PatternRanking(space: self, lengths: lengths)
  }

  /// A ranking of the valid patterns of exactly `length` nodes, in lexicographic order.
  public func ranking(length: Int) -> PatternRanking {
    ranking(lengths: length...length)
  }

  /// The rank of `pattern` among the valid patterns of its length (lexicographic order).
  ///
  /// Builds a completion table for the one call; for many calls, make one `ranking(length:)`.
  ///
  /// - Throws: `GestureLockError.invalidPattern` when the pattern is on another grid or breaks
  ///   the route rule.
  /// - Precondition: `rankableLengths` contains the pattern's length.
  public func rank(_ pattern: Pattern) throws(GestureLockError) -> UInt128 {
    guard pattern.grid == grid else {
      throw .invalidPattern(.wrongGrid(pattern: pattern.grid, expected: grid))
    }
    return try ranking(length: pattern.count).rank(pattern)
  }

  /// The valid pattern of `length` nodes with rank `rank` in lexicographic order.
  ///
  /// Builds a completion table for the one call; for many calls, make one `ranking(length:)`.
  ///
  /// - Throws: `GestureLockError.invalidPattern` when `rank` is not below `count(length:)`.
  /// - Precondition: `rankableLengths` contains `length`.
  public func unrank(_ rank: UInt128, length: Int) throws(GestureLockError) -> Pattern {
    try ranking(length: length).unrank(rank)
  }

  /// The valid patterns of `length` nodes, lazily, in lexicographic order (the order of
  /// `unrank`).
  ///
  /// - Precondition: `length` is in `1...grid.count`.
  /// - Complexity: O(length) memory; amortised O(n) per pattern.
  public func patterns(length: Int) -> some Sequence<Pattern> {
    precondition((1...grid.count).contains(length))
    return PatternSequence(grid: grid, moves: moves, length: length)
  }

  /// The valid patterns with lengths in `lengths`, lazily, shorter first, then lexicographic
  /// (the order of `PatternRanking`).
  public func patterns(lengths: ClosedRange<Int>) -> some Sequence<Pattern> {
    precondition(lengths.lowerBound >= 1 && lengths.upperBound <= grid.count)
    let moves = moves
    let grid = grid
    return lengths.lazy.flatMap { PatternSequence(grid: grid, moves: moves, length: $0) }
  }
}
