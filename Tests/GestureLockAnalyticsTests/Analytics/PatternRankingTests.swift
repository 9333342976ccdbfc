import GestureLockAnalytics
import GestureLockCore
import TestSupport
import Testing

@Suite("PatternSpace: rank, unrank and enumeration")
struct PatternRankingTests {
  /// The 3×3 space. Every test here is `@available` as `PatternSpace` is (its counts are
  /// `UInt128`: iOS 18 / macOS 15); Swift Testing skips them, saying so, on older systems.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  static var standard: PatternSpace { PatternSpace(grid: .standard) }

  /// Whether `a` comes before `b` in lexicographic order of node indices.
  static func precedes(_ a: [Int], _ b: [Int]) -> Bool {
    a.lexicographicallyPrecedes(b)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "3x3, every pattern of every length: enumeration order = unrank order, rank inverts it",
    arguments: 1...9)
  func exhaustiveStandard(length: Int) throws {
    let space = Self.standard
    let ranking = space.ranking(length: length)
    var expected: UInt128 = 0
    var previous: [Int]? = nil
    for pattern in space.patterns(length: length) {
      #expect(throws: Never.self) { try Pattern(nodes: pattern.nodes, on: .standard) }
      if let previous { #expect(Self.precedes(previous, pattern.nodes)) }
      #expect(try ranking.unrank(expected) == pattern)
      #expect(try ranking.rank(pattern) == expected)
      previous = pattern.nodes
      expected += 1
    }
    #expect(expected == ranking.count)
    #expect(expected == space.count(length: length))
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("3x3, lengths 4...9: 389,112 ranks, shorter patterns first")
  func standardRange() throws {
    let ranking = Self.standard.ranking(lengths: 4...9)
    #expect(ranking.count == 389_112)
    #expect(ranking.counts == [1_624, 7_152, 26_016, 72_912, 140_704, 140_704])
    #expect(try ranking.unrank(0).description == "0-1-2-3")
    #expect(try ranking.unrank(1_623).count == 4)
    #expect(try ranking.unrank(1_624).description == "0-1-2-3-4")
    let last = try ranking.unrank(389_111)
    #expect(last.count == 9)
    #expect(try ranking.rank(last) == 389_111)
    #expect(try ranking.rank(Pattern(parsing: "0-1-2-3", on: .standard)) == 0)
    // The lengths in order, each block in lexicographic order.
    var rank: UInt128 = 0
    for pattern in Self.standard.patterns(lengths: 4...9) where rank % 997 == 0 || rank < 3 {
      #expect(try ranking.rank(pattern) == rank)
      rank += 1
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("The one-call rank and unrank agree with a ranking")
  func convenience() throws {
    let pattern = try Pattern(parsing: "4-0-8-5-2", on: .standard)
    let rank = try Self.standard.rank(pattern)
    #expect(rank == (try Self.standard.ranking(length: 5).rank(pattern)))
    #expect(try Self.standard.unrank(rank, length: 5) == pattern)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Free route, 3x3, length 4: all 3,024 arrangements, in order")
  func freeRoute() throws {
    let space = PatternSpace(grid: .standard, route: .free)
    let ranking = space.ranking(length: 4)
    #expect(ranking.count == 3_024)
    var rank: UInt128 = 0
    for pattern in space.patterns(length: 4) {
      #expect(try ranking.unrank(rank) == pattern)
      #expect(try ranking.rank(pattern) == rank)
      rank += 1
    }
    #expect(rank == 3_024)
    // 0-2-1-3 passes over 1 before visiting it: fine in the free route only.
    let skipping = try Pattern(nodes: [0, 2, 1, 3], on: .standard, route: .free)
    #expect(try ranking.rank(skipping) < 3_024)
    #expect(throws: GestureLockError.invalidPattern(.skipsNode(entry: 2))) {
      try Self.standard.rank(skipping)
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "Random ranks and random walks round-trip (seeded)",
    arguments: [
      GridCase(4, 4, lengths: 4...16), GridCase(5, 5, lengths: 1...6),
      GridCase(3, 4, lengths: 4...12), GridCase(2, 5),
    ])
  func randomSamples(_ test: GridCase) throws {
    let grid = test.grid
    let lengths = test.lengths
    let samples = 1_000
    let space = PatternSpace(grid: grid)
    let ranking = space.ranking(lengths: lengths)
    #expect(ranking.count == space.counts(lengths: lengths).reduce(0, +))
    var random = SplitMix64(seed: 0x5EED_0000 + UInt64(grid.count))
    let reference = ReferencePatterns(grid: grid)
    for _ in 0..<samples {
      let rank = UInt128.random(in: 0..<ranking.count, using: &random)
      let pattern = try ranking.unrank(rank)
      #expect(throws: Never.self) { try Pattern(nodes: pattern.nodes, on: grid) }
      #expect(try ranking.rank(pattern) == rank)
      if rank + 1 < ranking.count {
        let next = try ranking.unrank(rank + 1)
        #expect(
          next.count > pattern.count || Self.precedes(pattern.nodes, next.nodes),
          "\(pattern) then \(next)")
      }
      // A random valid walk of a random length, by the reference's move rule.
      let length = Int.random(in: lengths, using: &random)
      var visited = [Bool](repeating: false, count: grid.count)
      var nodes = [Int.random(in: grid.indices, using: &random)]
      visited[nodes[0]] = true
      while nodes.count < length {
        let moves = grid.indices.filter {
          !visited[$0] && reference.canMove(from: nodes.last!, to: $0, visited: visited)
        }
        let next = moves.randomElement(using: &random)!
        visited[next] = true
        nodes.append(next)
      }
      let walk = try Pattern(nodes: nodes, on: grid)
      #expect(try ranking.unrank(ranking.rank(walk)) == walk)
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Enumeration is lazy: the first 5x5 patterns of all 25 nodes come at once")
  func lazyEnumeration() throws {
    let space = PatternSpace(grid: try Grid(rows: 5, columns: 5))
    let first = Array(space.patterns(length: 25).prefix(2))
    #expect(first.count == 2)
    #expect(first[0].nodes.prefix(5) == [0, 1, 2, 3, 4])
    #expect(Self.precedes(first[0].nodes, first[1].nodes))
    for pattern in first {
      #expect(throws: Never.self) { try Pattern(nodes: pattern.nodes, on: pattern.grid) }
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Ranking sizes: all lengths up to 16 nodes, 1...9 on 5x5")
  func rankableLengths() throws {
    #expect(Self.standard.rankableLengths == 1...9)
    #expect(PatternSpace(grid: try Grid(rows: 4, columns: 4)).rankableLengths == 1...16)
    #expect(PatternSpace(grid: try Grid(rows: 5, columns: 5)).rankableLengths == 1...9)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Bad input is an error naming the problem, never a wrong answer")
  func errors() throws {
    let ranking = Self.standard.ranking(lengths: 4...9)
    #expect(
      throws: GestureLockError.invalidPattern(.rankOutOfRange(rank: "389112", count: "389112"))
    ) {
      try ranking.unrank(389_112)
    }
    let short = try Pattern(parsing: "0-1-2", on: .standard)
    #expect(throws: GestureLockError.invalidPattern(.lengthNotRanked(length: 3, lengths: 4...9))) {
      try ranking.rank(short)
    }
    let square = try Grid(rows: 4, columns: 4)
    let other = try Pattern(parsing: "0-1-2-3", on: square)
    let wrongGrid = GestureLockError.invalidPattern(
      .wrongGrid(pattern: square, expected: .standard))
    #expect(throws: wrongGrid) { try ranking.rank(other) }
    #expect(throws: wrongGrid) { try Self.standard.rank(other) }
    #expect(throws: GestureLockError.invalidPattern(.rankOutOfRange(rank: "1624", count: "1624"))) {
      try Self.standard.unrank(1_624, length: 4)
    }
  }
}
