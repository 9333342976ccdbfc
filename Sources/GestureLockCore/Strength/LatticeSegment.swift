/// One stroke of a pattern, between two node centres, in lattice coordinates.
///
/// `x` is the column and `y` the row of a node (y grows downwards), so `b − a` is the stroke's
/// direction. The predicates are those of APC (Golla et al., NDSS USEC 2019, companion code
/// `DefaultSegment.kt`), written in exact integer arithmetic; they hold on any grid.
struct LatticeSegment: Hashable, Sendable {
  /// Start node column and row.
  let ax: Int, ay: Int
  /// End node column and row.
  let bx: Int, by: Int

  /// Column step `bx − ax`.
  let dx: Int
  /// Row step `by − ay`.
  let dy: Int
  /// |dx| and |dy|.
  let width: Int, height: Int

  /// The stroke from node `from` to node `to` of `grid`.
  init(from: Int, to: Int, on grid: Grid) {
    (ay, ax) = grid.position(of: from)
    (by, bx) = grid.position(of: to)
    dx = bx - ax
    dy = by - ay
    // Not `abs`: the generic function is slow in unoptimised builds, and tests call this for
    // every one of 389,112 patterns.
    width = dx < 0 ? -dx : dx
    height = dy < 0 ? -dy : dy
  }

  /// Squared Euclidean length dx² + dy².
  var squaredLength: Int { dx * dx + dy * dy }

  /// Maximum norm max(|dx|, |dy|): the rows or columns the stroke spans (Song et al.'s
  /// "horizontal or vertical distance").
  var maximumNorm: Int { width > height ? width : height }

  /// Whether the step is (±1, ±2) or (±2, ±1): a chess knight's move.
  var isKnightMove: Bool {
    (width == 1 && height == 2) || (width == 2 && height == 1)
  }

  /// How two segments of a pattern touch, by the definitions of APC (Golla et al., NDSS USEC
  /// 2019, `DefaultSegment.kt`). At most one applies: crossings need segments that are not
  /// parallel, overlaps segments on one line.
  enum Contact: Hashable, Sendable {
    /// No common point, a common end of consecutive segments, or parallel on separate lines.
    case none
    /// Not parallel, not consecutive, and meeting at an end of one of them: an intersection
    /// for Sun et al. (`1-4` meets `0-2` at node 1), not for Song et al.
    case touch
    /// Not parallel and crossing strictly inside both: an intersection for Sun et al. and for
    /// Song et al.
    case cross
    /// On one line and sharing at least two node centres, ends included (`1-0` and `0-2`
    /// share 0-1): an overlap for Sun et al.
    case overlap
  }

  /// How this segment and `other` touch.
  ///
  /// - Note: APC's `isSunIntersecting` and `isSongIntersecting` ask that neither segment
  ///   continues the other and that the parameters of the meeting point on both lie in [0, 1]
  ///   (Sun) or (0, 1) (Song); parallel segments never intersect. `isOverlapping(Segment)` asks
  ///   for equal absolute reduced directions and two shared nodes; two distinct lines share at
  ///   most one point, so the node count alone decides. All in exact integer arithmetic here.
  func contact(with other: LatticeSegment) -> Contact {
    let determinant = dx * other.dy - dy * other.dx
    let wx = ax - other.ax
    let wy = ay - other.ay
    guard determinant == 0 else {
      if (bx == other.ax && by == other.ay) || (other.bx == ax && other.by == ay) { return .none }
      // The meeting point is a + s·(b − a) and other.a + t·(other.b − other.a), with
      // s = sNumerator / determinant and t = tNumerator / determinant.
      var s = other.dx * wy - other.dy * wx
      var t = dx * wy - dy * wx
      var d = determinant
      if d < 0 { (s, t, d) = (-s, -t, -d) }
      guard s >= 0, s <= d, t >= 0, t <= d else { return .none }
      return s > 0 && s < d && t > 0 && t < d ? .cross : .touch
    }
    // Parallel: on one line only if other.a is on this segment's line.
    guard dx * wy - dy * wx == 0, dx != 0 || dy != 0 else { return .none }
    // On the common line the lattice points are a + k·step for integers k, step the reduced
    // direction; this segment covers k in 0...g, the other the k between those of its ends.
    let g = SkippedNodes.gcd(width, height)
    let (sx, sy) = (dx / g, dy / g)
    let unit = sx * sx + sy * sy
    let k1 = ((other.ax - ax) * sx + (other.ay - ay) * sy) / unit
    let k2 = ((other.bx - ax) * sx + (other.by - ay) * sy) / unit
    return min(g, max(k1, k2)) - max(0, min(k1, k2)) >= 1 ? .overlap : .none
  }

  /// The number of node centres strictly between `a` and `b`: gcd(|dx|, |dy|) − 1.
  var interiorPointCount: Int {
    width + height == 0 ? 0 : SkippedNodes.gcd(width, height) - 1
  }
}
