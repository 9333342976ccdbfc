/// How many valid 3×3 patterns of 4 to 9 nodes have each Sun et al. score, for ranking.
///
/// Built once, on first use, by a depth-first search over the 389,112 patterns that updates
/// the score's terms one stroke at a time (about 10⁶ search steps, no pattern materialised).
/// A private enumerator, so ranking does not depend on the pattern-space module.
struct SunScoreDistribution: Sendable {
  /// The distinct raw scores, ascending.
  let scores: [Double]
  /// How many patterns have `scores[i]`.
  let counts: [Int]
  /// How many patterns have a score below `scores[i]`.
  let countsBelow: [Int]
  /// All patterns counted.
  let total: Int
  /// How many patterns have each length, indexed by node count.
  let countsByLength: [Int]

  /// The distribution over the standard grid.
  static let standard = SunScoreDistribution()

  /// Where a raw score falls in the distribution.
  func rank(ofRaw raw: Double) -> StrengthRank {
    var low = 0
    var high = scores.count
    while low < high {
      let middle = (low + high) / 2
      if scores[middle] < raw { low = middle + 1 } else { high = middle }
    }
    let weaker = low < scores.count ? countsBelow[low] : total
    let tied = low < scores.count && scores[low] == raw ? counts[low] : 0
    return StrengthRank(rank: total - weaker - tied + 1, total: total, weaker: weaker, tied: tied)
  }

  /// Enumerates the 3×3 patterns of 4 to 9 nodes.
  private init() {
    let grid = Grid.standard
    let nodeCount = grid.count
    // betweenMask[a · 9 + b]: the nodes strictly between a and b, as a bit set.
    var betweenMask = [Int](repeating: 0, count: nodeCount * nodeCount)
    for a in grid.indices {
      for b in grid.indices where a != b {
        for node in SkippedNodes.between(a, b, on: grid) {
          betweenMask[a * nodeCount + b] |= 1 << node
        }
      }
    }
    var search = Search(grid: grid, betweenMask: betweenMask)
    for first in grid.indices {
      search.start(at: first)
    }
    var byScore: [Double: Int] = [:]
    for (key, count) in search.histogram {
      byScore[SunScoreDistribution.raw(forKey: key), default: 0] += count
    }
    scores = byScore.keys.sorted()
    counts = scores.map { byScore[$0]! }
    var below: [Int] = []
    var running = 0
    for count in counts {
      below.append(running)
      running += count
    }
    countsBelow = below
    total = running
    countsByLength = search.countsByLength
  }

  /// The exact terms of a pattern's Sun score packed into one integer: nodes, then
  /// length + intersections + overlaps as a + b·√2 + c·√5 (the only radicands on 3×3, whose
  /// squared stroke lengths are 1, 2, 4, 5 and 8).
  static func key(nodes: Int, integer: Int, root2: Int, root5: Int) -> Int {
    (nodes << 24) | (integer << 12) | (root2 << 6) | root5
  }

  /// The raw Sun score of a packed key, computed exactly as `SunScore` computes it.
  static func raw(forKey key: Int) -> Double {
    var sum = RadicalSum()
    sum.add((key >> 12) & 0xFFF)
    let root2 = (key >> 6) & 0x3F
    let root5 = key & 0x3F
    sum.addSquareRoot(of: 2 * root2 * root2)
    sum.addSquareRoot(of: 5 * root5 * root5)
    return SunScore.raw(nodes: key >> 24, sum: sum)
  }

  /// The depth-first search, with the score's terms kept up to date incrementally.
  private struct Search {
    let grid: Grid
    let betweenMask: [Int]
    var histogram: [Int: Int] = [:]
    var countsByLength = [Int](repeating: 0, count: 10)
    var segments: [LatticeSegment] = []
    var visited = 0
    /// Intersections (Sun) plus overlaps so far.
    var crossings = 0
    /// Coefficients of 1, √2 and √5 in the Euclidean length so far.
    var integer = 0
    var root2 = 0
    var root5 = 0

    init(grid: Grid, betweenMask: [Int]) {
      self.grid = grid
      self.betweenMask = betweenMask
      segments.reserveCapacity(grid.count)
    }

    mutating func start(at first: Int) {
      visited = 1 << first
      extend(from: first, nodes: 1)
    }

    private mutating func extend(from last: Int, nodes: Int) {
      if nodes >= PatternStrength.minimumLength {
        countsByLength[nodes] += 1
        let key = SunScoreDistribution.key(
          nodes: nodes, integer: integer + crossings, root2: root2, root5: root5)
        histogram[key, default: 0] += 1
      }
      guard nodes < grid.count else { return }
      for next in grid.indices where visited & (1 << next) == 0 {
        let over = betweenMask[last * grid.count + next]
        guard over & ~visited == 0 else { continue }
        let segment = LatticeSegment(from: last, to: next, on: grid)
        var added = 0
        for earlier in segments where segment.contact(with: earlier) != .none { added += 1 }
        let (k, m) = RadicalSum.split(segment.squaredLength)
        crossings += added
        adjust(radicand: m, by: k)
        visited |= 1 << next
        segments.append(segment)
        extend(from: next, nodes: nodes + 1)
        segments.removeLast()
        visited &= ~(1 << next)
        adjust(radicand: m, by: -k)
        crossings -= added
      }
    }

    private mutating func adjust(radicand: Int, by amount: Int) {
      switch radicand {
      case 1: integer += amount
      case 2: root2 += amount
      default: root5 += amount  // 5: the only other radicand on 3×3
      }
    }
  }
}
