public import GestureLockCore

/// A bijection between the valid patterns whose lengths lie in a range and `0..<count`:
/// shorter patterns first, then lexicographic order of the node indices.
///
/// ```swift
/// let ranking = PatternSpace(grid: .standard).ranking(lengths: 4...9)
/// ranking.count                                      // 389112
/// let first = try ranking.unrank(0)                  // 0-1-2-3
/// let last = try ranking.unrank(ranking.count - 1)   // 8-7-6-5-4-3-2-1-0
/// try ranking.rank(last) == ranking.count - 1        // true
/// ```
///
/// Made by `PatternSpace.ranking(lengths:)`; it holds a table of completion counts (see
/// `PatternSpace.rankableLengths` for its size) and is immutable, so one ranking can serve many
/// calls and threads.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public struct PatternRanking: Sendable {
  /// The grid of the ranked patterns.
  public var grid: Grid { space.grid }
  /// The route rule of the ranked patterns.
  public var route: RouteMode { space.route }
  /// The pattern lengths ranked.
  public let lengths: ClosedRange<Int>
  /// How many patterns there are of each length in `lengths`, in order.
  public let counts: [UInt128]
  /// How many patterns are ranked: the sum of `counts`.
  public let count: UInt128

  private let space: PatternSpace
  private let table: CompletionTable
  /// `offsets[i]`: the rank of the first pattern of length `lengths.lowerBound + i`.
  private let offsets: [UInt128]

  init(space: PatternSpace, lengths: ClosedRange<Int>) {
    self.space = space
    self.lengths = lengths
    let table = CompletionTable(moves: space.moves, maximumLength: lengths.upperBound)
    self.table = table
    let counts = lengths.map { length in
      (0..<space.grid.count).reduce(UInt128(0)) { sum, first in
        sum + table.entry(size: 1, rank: first, position: 0, remaining: length - 1)
      }
    }
    self.counts = counts
    var offsets: [UInt128] = []
    var offset: UInt128 = 0
    for count in counts {
      offsets.append(offset)
      offset += count
    }
    self.offsets = offsets
    count = offset
  }

  /// The rank of `pattern`: the number of ranked patterns before it.
  ///
  /// - Throws: `GestureLockError.invalidPattern` when the pattern is on another grid, has a
  ///   length outside `lengths`, or moves over an unvisited node while the route rule forbids it.
  /// - Complexity: O(k · n) for a pattern of k nodes on n.
  public func rank(_ pattern: Pattern) throws(GestureLockError) -> UInt128 {
    guard pattern.grid == grid else {
      throw .invalidPattern(.wrongGrid(pattern: pattern.grid, expected: grid))
    }
    guard lengths.contains(pattern.count) else {
      throw .invalidPattern(.lengthNotRanked(length: pattern.count, lengths: lengths))
    }
    let nodes = pattern.nodes
    // Locals, not `self.table`: unoptimised builds copy a stored struct at every use.
    let table = table
    let moves = table.moves
    var rank = offsets[pattern.count - lengths.lowerBound]
    var visited: UInt128 = 0
    for (index, node) in nodes.enumerated() {
      let remaining = nodes.count - 1 - index
      let last = index == 0 ? nil : nodes[index - 1]
      if let last, !moves.allows(from: last, to: node, visited: visited) {
        throw .invalidPattern(.skipsNode(entry: index + 1))
      }
      var sweep = CompletionTable.Sweep(visited: visited, in: table)
      while let candidate = sweep.next(in: table), candidate.node < node {
        if let last, !moves.allows(from: last, to: candidate.node, visited: visited) {
          continue
        }
        rank += table.entry(
          size: index + 1, rank: candidate.rank, position: candidate.position,
          remaining: remaining)
      }
      visited |= 1 << node
    }
    return rank
  }

  /// The pattern of rank `rank`.
  ///
  /// - Throws: `GestureLockError.invalidPattern` when `rank` is not below `count`.
  /// - Complexity: O(k · n) for a pattern of k nodes on n.
  public func unrank(_ rank: UInt128) throws(GestureLockError) -> Pattern {
    guard rank < count else {
      throw .invalidPattern(.rankOutOfRange(rank: String(rank), count: String(count)))
    }
    var lengthIndex = offsets.count - 1
    while offsets[lengthIndex] > rank { lengthIndex -= 1 }
    let length = lengths.lowerBound + lengthIndex
    var remainder = rank - offsets[lengthIndex]
    let table = table
    let moves = table.moves
    var nodes: [Int] = []
    nodes.reserveCapacity(length)
    var visited: UInt128 = 0
    for index in 0..<length {
      let remaining = length - 1 - index
      let last = nodes.last
      var sweep = CompletionTable.Sweep(visited: visited, in: table)
      while let candidate = sweep.next(in: table) {
        if let last, !moves.allows(from: last, to: candidate.node, visited: visited) {
          continue
        }
        let completions = table.entry(
          size: index + 1, rank: candidate.rank, position: candidate.position,
          remaining: remaining)
        guard remainder >= completions else {
          nodes.append(candidate.node)
          visited |= 1 << candidate.node
          break
        }
        remainder -= completions
      }
      assert(nodes.count == index + 1, "the completion counts missed rank \(rank)")
    }
    return Pattern(uncheckedNodes: nodes, on: grid)
  }
}
