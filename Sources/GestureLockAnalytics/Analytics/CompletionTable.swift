internal import GestureLockCore

/// For every valid pattern prefix, how many ways it extends to each length: the table behind
/// rank and unrank.
///
/// `C(S, v, r)` is the number of ways to add exactly `r` nodes to a valid pattern that visits
/// the nodes of `S` and ends at `v`; `C(S, v, 0) = 1` and
/// `C(S, v, r) = Σ C(S + w, w, r − 1)` over the `w` the move from `v` may reach after `S`.
/// It does not depend on the order in which `S` was visited, so one entry serves every prefix
/// with the same set and last node. Entries are kept for `|S| + r ≤ maximumLength`, `r ≥ 1`:
/// sets of `j` nodes are numbered by their colexicographic rank among the C(n, j) sets of that
/// size (the order of their masks as integers).
///
/// - Memory: 16 bytes per entry, `entryCount(nodeCount:maximumLength:)` entries:
///   Σ C(n, j)·j·(b − j) over j in 1..<b for b = `maximumLength`.
/// - Complexity: O(entries · n) to build.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct CompletionTable: Sendable {
  /// The most entries a table may have: 2²⁵ (512 MiB).
  static let maximumEntryCount = 1 << 25

  let moves: MoveTable
  /// The longest pattern the table extends prefixes to.
  let maximumLength: Int
  /// `binomials[p * binomialStride + k]` = C(p, k) for p in 0...n, k in 0...maximumLength + 1.
  private let binomials: [Int]
  private let binomialStride: Int
  /// `layerStart[j]`: where the entries of sets of `j` nodes begin, j in 1..<maximumLength.
  private let layerStart: [Int]
  private var counts: [UInt128]

  /// Σ C(n, j)·j·(b − j) over j in 1..<b, or `nil` when it exceeds `Int.max`.
  static func entryCount(nodeCount n: Int, maximumLength b: Int) -> Int? {
    var total = 0
    var binomial = 1  // C(n, j), starting at j = 0
    for j in stride(from: 1, to: b, by: 1) {
      let (scaled, overflow) = binomial.multipliedReportingOverflow(by: n - j + 1)
      guard !overflow else { return nil }
      binomial = scaled / j
      let (perSet, overflow2) = binomial.multipliedReportingOverflow(by: j * (b - j))
      let (sum, overflow3) = total.addingReportingOverflow(perSet)
      guard !overflow2, !overflow3 else { return nil }
      total = sum
    }
    return total
  }

  /// Builds the table for patterns of up to `maximumLength` nodes.
  ///
  /// - Precondition: `entryCount(nodeCount:maximumLength:)` is at most `maximumEntryCount`.
  init(moves: MoveTable, maximumLength: Int) {
    let n = moves.nodeCount
    precondition((1...n).contains(maximumLength))
    precondition(
      (Self.entryCount(nodeCount: n, maximumLength: maximumLength) ?? .max)
        <= Self.maximumEntryCount)
    self.moves = moves
    self.maximumLength = maximumLength
    let stride = maximumLength + 2
    var binomials = [Int](repeating: 0, count: (n + 1) * stride)
    for p in 0...n {
      binomials[p * stride] = 1
      for k in Swift.stride(from: 1, to: stride, by: 1) where p > 0 {
        let sum = binomials[(p - 1) * stride + k - 1].addingReportingOverflow(
          binomials[(p - 1) * stride + k])
        binomials[p * stride + k] = sum.overflow ? .max : sum.partialValue
      }
    }
    self.binomials = binomials
    binomialStride = stride
    var layerStart = [Int](repeating: 0, count: maximumLength + 1)
    var total = 0
    for j in Swift.stride(from: 1, to: maximumLength, by: 1) {
      layerStart[j] = total
      total += binomials[n * stride + j] * j * (maximumLength - j)
    }
    layerStart[maximumLength] = total
    self.layerStart = layerStart
    counts = []
    counts = build(entryCount: total)
  }

  /// `C(S, v, remaining)` for the set of `size` nodes with colex rank `rank` and `v` its node
  /// at `position` (0 for its smallest).
  @inline(__always)
  func entry(size: Int, rank: Int, position: Int, remaining: Int) -> UInt128 {
    guard remaining > 0 else { return 1 }
    let stride = maximumLength - size
    return counts[layerStart[size] + (rank * size + position) * stride + remaining - 1]
  }

  @inline(__always)
  func binomial(_ p: Int, _ k: Int) -> Int { binomials[p * binomialStride + k] }

  /// Number of nodes of the grid.
  var nodeCount: Int { moves.nodeCount }

  /// Walks the nodes not in a set in increasing order, giving each one's position and the colex
  /// rank of the set with it added, in O(1) per node after O(|set|) setup.
  ///
  /// Adding `node` above the first `position` members moves each larger member up one place:
  /// its term C(p, i + 1) of the rank becomes C(p, i + 2). `gain` is that change summed over
  /// the members above the sweep.
  struct Sweep {
    /// The set swept around.
    let visited: UInt128
    /// Number of nodes in `visited`.
    let size: Int
    private let rank: Int
    private var gain: Int
    private var node = 0
    private var position = 0

    init(visited: UInt128, in table: CompletionTable) {
      self.visited = visited
      var rank = 0
      var gain = 0
      var index = 0
      var rest = visited
      while rest != 0 {
        let member = rest.trailingZeroBitCount
        rest &= rest &- 1
        let own = table.binomial(member, index + 1)
        rank += own
        gain += table.binomial(member, index + 2) - own
        index += 1
      }
      size = index
      self.rank = rank
      self.gain = gain
    }

    /// The next node not in `visited`, its index within `visited + node`, and the colex rank
    /// of `visited + node`; `nil` after the last node.
    mutating func next(in table: CompletionTable) -> (node: Int, position: Int, rank: Int)? {
      while node < table.nodeCount {
        defer { node += 1 }
        if visited & (1 << node) == 0 {
          return (node, position, rank + table.binomial(node, position + 1) + gain)
        }
        gain -= table.binomial(node, position + 2) - table.binomial(node, position + 1)
        position += 1
      }
      return nil
    }
  }

  /// Fills the layers from the largest sets down.
  private func build(entryCount: Int) -> [UInt128] {
    var values = [UInt128](repeating: 0, count: entryCount)
    let n = moves.nodeCount
    for size in Swift.stride(from: maximumLength - 1, through: 1, by: -1) {
      let stride = maximumLength - size
      var set: UInt128 = (1 << size) - 1
      var rank = 0
      while set >> n == 0 {
        let setSweep = Sweep(visited: set, in: self)
        var members = set
        var position = 0
        while members != 0 {
          let last = members.trailingZeroBitCount
          members &= members &- 1
          let base = layerStart[size] + (rank * size + position) * stride
          var sweep = setSweep
          while let next = sweep.next(in: self) {
            guard moves.allows(from: last, to: next.node, visited: set) else { continue }
            values[base] += 1
            guard stride > 1 else { continue }
            let source =
              layerStart[size + 1] + (next.rank * (size + 1) + next.position) * (stride - 1)
            for remaining in 2...stride {
              values[base + remaining - 1] += values[source + remaining - 2]
            }
          }
          position += 1
        }
        // Gosper's hack: the next larger mask with the same number of bits.
        let lowest = set & (0 &- set)
        let ripple = set &+ lowest
        set = (((ripple ^ set) >> 2) >> lowest.trailingZeroBitCount) | ripple
        rank += 1
      }
    }
    return values
  }
}
