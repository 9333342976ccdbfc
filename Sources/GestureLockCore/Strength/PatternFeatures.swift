/// The measurable features of a pattern that the published strength meters are built from.
///
/// A pattern is a polyline through node centres; its *segments* are the strokes between
/// consecutive nodes as listed (a stroke over an already-visited node stays one segment). Node
/// (row r, column c) sits at the lattice point (x = c, y = r), one unit between neighbours.
/// The definitions are those of the APC companion code of Golla, Rimkus, Aviv, Dürmuth, "On the
/// In-Accuracy and Influence of Android Pattern Strength Meters" (NDSS USEC 2019), which
/// implements Andriotis et al. (2014), Sun et al. (2014) and Song et al. (2015) and supplies the
/// reference values this type is tested against. They hold on every grid; the meters that
/// combine them (`PatternStrength`) are defined on 3×3 only.
///
/// ```swift
/// let z = try Pattern(parsing: "0-1-2-4-6-7-8", on: .standard)
/// let features = PatternFeatures(z)
/// features.directionChanges  // 2
/// features.euclideanLength   // 4 + 2√2 ≈ 6.828
/// ```
public struct PatternFeatures: Hashable, Sendable {
  /// Number of nodes, |P| (Sun et al.'s "size" S_P).
  public let length: Int
  /// Index of the first node (Andriotis et al. score a start away from node 0).
  public let startNode: Int
  /// Intersections as Sun et al. count them: pairs of non-adjacent segments that share a
  /// point, a touch at a node included, parallel segments excluded (I_P). On 3×3 at most 18.
  public let intersections: Int
  /// Intersections as Song et al. count them: as `intersections`, but the crossing point must
  /// lie strictly inside both segments. On 3×3 at most 15.
  public let properIntersections: Int
  /// Overlapping segment pairs: any two segments (adjacent or not) that share at least two
  /// node centres, i.e. retrace part of the same line, e.g. `1-0-2` (Sun et al.'s O_P). On 3×3
  /// at most 3.
  public let overlaps: Int
  /// Revisited nodes: visited nodes that a later segment passes over, counted once per pass,
  /// e.g. node 4 in `3-4-5-1-7` (Andriotis et al.). On 3×3 at most 5.
  public let revisitedNodes: Int
  /// Segments that are a knight's move, (±1, ±2) or (±2, ±1) (Andriotis et al.).
  public let knightMoves: Int
  /// Consecutive segment pairs whose direction vectors differ (Andriotis et al.). The vectors
  /// are compared as drawn, not reduced: `0-1` then `1-2` is no change, `0-4` then `4-2` is one.
  public let directionChanges: Int
  /// Σ of the segments' Euclidean lengths √(dx² + dy²), in node pitches (Sun et al.'s L_P).
  /// Computed exactly and rounded once, so equal lengths are bit-for-bit equal.
  public let euclideanLength: Double
  /// Σ of the segments' maximum norms max(|dx|, |dy|) (Song et al.'s "horizontal or vertical
  /// distance"). On 3×3 at most 15.
  public let maximumNormLength: Int
  /// Distinct absolute segment directions (|dx|, |dy|) divided by the number of segments, 0
  /// for a single node: APC's reading of Song et al.'s "ratio of non-repeated segments".
  public let nonRepeatedSegmentRatio: Double

  /// Σ √(dx² + dy²), exact.
  let exactEuclideanLength: RadicalSum

  /// Measures `pattern`.
  ///
  /// - Complexity: O(n²) for n nodes.
  public init(_ pattern: Pattern) {
    let grid = pattern.grid
    let nodes = pattern.nodes
    var segments: [LatticeSegment] = []
    segments.reserveCapacity(max(0, nodes.count - 1))
    for index in nodes.indices.dropFirst() {
      segments.append(LatticeSegment(from: nodes[index - 1], to: nodes[index], on: grid))
    }
    var intersections = 0
    var properIntersections = 0
    var overlaps = 0
    var revisited = 0
    var knightMoves = 0
    var directionChanges = 0
    var squares = SquareCounts()
    var maximumNorms = 0
    var directions: [Int] = []  // distinct (|dx|, |dy|), packed
    for index in 0..<segments.count {
      let segment = segments[index]
      // Every earlier segment; the previous one shares a node, so it can only overlap.
      for earlier in 0..<index {
        switch segment.contact(with: segments[earlier]) {
        case .none: break
        case .touch: intersections += 1
        case .cross:
          intersections += 1
          properIntersections += 1
        case .overlap: overlaps += 1
        }
      }
      // Every node passed over was visited earlier in a valid (skip-rule) pattern; on a free
      // route only the visited ones count.
      if segment.interiorPointCount > 0 {
        revisited += Self.nodesPassedOver(by: segment, amongFirst: index + 1, of: nodes, on: grid)
      }
      if segment.isKnightMove { knightMoves += 1 }
      if index > 0, segments[index - 1].dx != segment.dx || segments[index - 1].dy != segment.dy {
        directionChanges += 1
      }
      squares.add(segment.squaredLength)
      maximumNorms += segment.maximumNorm
      let direction = segment.width * 64 + segment.height
      var repeated = false
      for earlier in 0..<directions.count where directions[earlier] == direction {
        repeated = true
      }
      if !repeated { directions.append(direction) }
    }
    self.length = nodes.count
    self.startNode = nodes.first ?? 0
    self.intersections = intersections
    self.properIntersections = properIntersections
    self.overlaps = overlaps
    self.revisitedNodes = revisited
    self.knightMoves = knightMoves
    self.directionChanges = directionChanges
    let euclidean = squares.sumOfRoots
    self.exactEuclideanLength = euclidean
    self.euclideanLength = euclidean.value
    self.maximumNormLength = maximumNorms
    self.nonRepeatedSegmentRatio =
      segments.isEmpty ? 0 : Double(directions.count) / Double(segments.count)
  }

  /// How many of the first `visitedCount` of `nodes` lie strictly inside `segment`.
  private static func nodesPassedOver(
    by segment: LatticeSegment, amongFirst visitedCount: Int, of nodes: [Int], on grid: Grid
  ) -> Int {
    let steps = segment.interiorPointCount + 1
    let (sx, sy) = (segment.dx / steps, segment.dy / steps)
    var count = 0
    for step in 1..<steps {
      let node = grid.index(row: segment.ay + step * sy, column: segment.ax + step * sx)
      for index in 0..<visitedCount where nodes[index] == node { count += 1 }
    }
    return count
  }
}

/// How often each squared segment length occurs, in two short arrays searched linearly (a
/// pattern has few distinct lengths; no hashing, which is slow in unoptimised test builds).
private struct SquareCounts {
  private var squares: [Int] = []
  private var counts: [Int] = []

  mutating func add(_ square: Int) {
    for index in 0..<squares.count where squares[index] == square {
      counts[index] += 1
      return
    }
    squares.append(square)
    counts.append(1)
  }

  /// Σ count·√square, exact.
  var sumOfRoots: RadicalSum {
    var sum = RadicalSum()
    for index in 0..<squares.count {
      sum.addSquareRoot(of: squares[index] * counts[index] * counts[index])
    }
    return sum
  }
}
