import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockAnalytics

/// A grid and the lengths a cross-check covers.
struct GridCase: Sendable, CustomTestStringConvertible {
  let rows: Int
  let columns: Int
  let lengths: ClosedRange<Int>

  init(_ rows: Int, _ columns: Int, lengths: ClosedRange<Int>? = nil) {
    self.rows = rows
    self.columns = columns
    self.lengths = lengths ?? 1...rows * columns
  }

  var grid: Grid { try! Grid(rows: rows, columns: columns) }
  var testDescription: String { "\(rows)x\(columns), lengths \(lengths)" }
}

@Suite("PatternSpace: exact counts by length")
struct PatternSpaceCountTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("3x3: 9, 56, 320, then 1,624 / 7,152 / 26,016 / 72,912 / 140,704 / 140,704")
  func standardByLength() {
    let space = PatternSpace(grid: .standard)
    #expect(
      space.counts(lengths: 1...9) == [9, 56, 320, 1_624, 7_152, 26_016, 72_912, 140_704, 140_704])
    #expect(space.count(length: 4) == 1_624)
    #expect(space.total() == 389_112)
    #expect(space.total(minimumLength: 1) == 389_497)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("4x4: 4,350,069,823,024 patterns of 4 or more nodes")
  func fourByFourTotal() {
    let space = PatternSpace(grid: try! Grid(rows: 4, columns: 4))
    #expect(space.total() == 4_350_069_823_024)
    #expect(space.count(length: 16) == 1_577_602_537_520)
    #expect(space.count(length: 15) == 1_577_602_537_520)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "Free route: k-permutations n!/(n − k)!",
    arguments: [GridCase(2, 2), GridCase(3, 3), GridCase(4, 5), GridCase(5, 5), GridCase(9, 9)])
  func freeRoute(_ test: GridCase) {
    let space = PatternSpace(grid: test.grid, route: .free)
    let n = test.rows * test.columns
    let lengths = space.countableLengths
    var expected: [UInt128] = []
    var arrangements: UInt128 = 1
    for k in lengths {
      arrangements *= UInt128(n - k + 1)
      expected.append(arrangements)
    }
    #expect(space.counts(lengths: lengths) == expected)
    if n <= 33 {
      #expect(lengths == 1...n)
    } else {
      #expect(lengths.upperBound < n)
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "The symmetric layer program equals the straightforward one",
    arguments: [
      GridCase(2, 2), GridCase(2, 3), GridCase(3, 2), GridCase(3, 3), GridCase(2, 5),
      GridCase(3, 4), GridCase(4, 3), GridCase(4, 4), GridCase(3, 5), GridCase(2, 7),
    ])
  func layersMatchReference(_ test: GridCase) {
    let grid = test.grid
    let reference = ReferencePatternCounter(grid: grid).countsByLength()
    let space = PatternSpace(grid: grid)
    let counter = SymmetricLayerCounter(moves: space.moves, symmetry: space.symmetry)
    #expect(counter.counts(upTo: grid.count) { _ in } == reference)
    #expect(space.counts(lengths: 1...grid.count) == reference)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "The walk counter equals the straightforward program on short lengths",
    arguments: [GridCase(3, 3), GridCase(4, 4, lengths: 1...6), GridCase(3, 5, lengths: 1...6)])
  func walksMatchReference(_ test: GridCase) {
    let reference = ReferencePatternCounter(grid: test.grid).countsByLength()
    let space = PatternSpace(grid: test.grid)
    let walker = DepthFirstCounter(moves: space.moves, symmetry: space.symmetry)
    for length in test.lengths {
      #expect(walker.count(length: length) == reference[length - 1], "length \(length)")
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "Counts equal a brute-force enumeration",
    arguments: [
      GridCase(3, 3), GridCase(2, 5), GridCase(4, 4, lengths: 1...5),
      GridCase(3, 4, lengths: 1...6), GridCase(6, 6, lengths: 1...3),
    ])
  func bruteForce(_ test: GridCase) {
    let grid = test.grid
    var enumerated = [UInt128](repeating: 0, count: test.lengths.upperBound + 1)
    ReferencePatterns(grid: grid).forEach(firstNodes: grid.indices, lengths: test.lengths) {
      enumerated[$0.count] += 1
    }
    let space = PatternSpace(grid: grid)
    #expect(space.counts(lengths: test.lengths) == Array(enumerated[test.lengths]))
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Grids of more than 25 nodes count short lengths only, and agree with symmetry weighting")
  func bigGrids() {
    let nineByNine = PatternSpace(grid: try! Grid(rows: 9, columns: 9))
    #expect(nineByNine.countableLengths == 1...5)
    let sixBySix = PatternSpace(grid: try! Grid(rows: 6, columns: 6))
    #expect(sixBySix.countableLengths == 1...7)
    // Two-node patterns: every ordered pair whose segment passes over no other node centre.
    let grid = try! Grid(rows: 9, columns: 9)
    var pairs: UInt128 = 0
    for a in grid.indices {
      for b in grid.indices where a != b && SkippedNodes.between(a, b, on: grid).isEmpty {
        pairs += 1
      }
    }
    #expect(nineByNine.count(length: 2) == pairs)
    #expect(nineByNine.count(length: 1) == 81)
    #expect(PatternSpace(grid: .standard).countableLengths == 1...9)
    #expect(PatternSpace(grid: try! Grid(rows: 5, columns: 5)).countableLengths == 1...25)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Progress runs from 0 to 1 without going back")
  func progress() {
    var fractions: [Double] = []
    let space = PatternSpace(grid: try! Grid(rows: 4, columns: 4))
    _ = space.counts(lengths: 4...16) { fractions.append($0) }
    #expect(fractions.first == 0)
    #expect(fractions.last == 1)
    #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(fractions.allSatisfy { (0...1).contains($0) })
  }
}
