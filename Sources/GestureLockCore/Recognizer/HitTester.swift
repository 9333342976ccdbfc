/// Segment-against-hit-circle tests for one layout, safe for any finite input.
///
/// A node is hit when a point of the segment lies *strictly* closer than the hit radius to its
/// centre (SPEC.md §2), so a zero-size layout (hit radius 0) hits nothing. Hit circles are at
/// most 0.45 pitch in radius, so each lies inside its node's cell (the square of one pitch
/// centred on the node) and circles never overlap.
///
/// Huge coordinates (up to `Double.greatestFiniteMagnitude`) are handled without overflow:
/// an endpoint farther than `nearLimit` from the grid is moved along the segment, keeping its
/// direction, before any squares are taken (see `nearSegment(_:_:)`).
struct HitTester: Sendable {
  /// One hit: the node and the segment parameter in 0...1 where the segment first enters it.
  struct Hit: Sendable {
    var entry: Double
    var node: Int
  }

  let rows: Int
  let columns: Int
  let firstCenter: Point
  let pitch: Double
  let radiusSquared: Double
  /// Whether no node can ever be hit (zero-size, non-finite or absurdly large layouts).
  let hitsNothing: Bool
  /// Centre of the grid, in points.
  let gridCenter: Point
  /// Max-norm distance from `gridCenter` within which plain arithmetic is exact enough; a
  /// million times the grid's extent, far beyond anything a finger reaches.
  let nearLimit: Double

  init(layout: GridLayout) {
    rows = layout.grid.rows
    columns = layout.grid.columns
    firstCenter = layout.firstCenter
    pitch = layout.pitch
    let radius = layout.hitRadius
    radiusSquared = radius * radius
    let halfWidth = pitch * Double(columns - 1) / 2
    let halfHeight = pitch * Double(rows - 1) / 2
    gridCenter = Point(x: firstCenter.x + halfWidth, y: firstCenter.y + halfHeight)
    nearLimit = 1e6 * max(1, halfWidth + radius, halfHeight + radius)
    hitsNothing =
      !(radius > 0 && radiusSquared > 0 && radiusSquared.isFinite && pitch > 0)
      || !firstCenter.isFinite || !gridCenter.isFinite || !nearLimit.isFinite
  }

  /// Fills `hits` with the nodes whose hit circles the segment from `a` to `b` enters, ordered
  /// by where it first enters them (ties by index). `a == b` tests a single point.
  ///
  /// Already-selected nodes are reported too; the caller decides what a hit means.
  /// - Precondition: `a` and `b` are finite.
  /// - Complexity: O(k) for the k nodes in the cells covered by the segment's bounding box
  ///   (grown by the hit radius), plus ordering the hits by insertion (a segment enters at most
  ///   a few circles). No allocation when `hits` has capacity for every node.
  func sweep(from a: Point, to b: Point, into hits: inout [Hit]) {
    hits.removeAll(keepingCapacity: true)
    guard !hitsNothing, let (p, q) = nearSegment(a, b) else { return }
    let radius = radiusSquared.squareRoot()
    guard
      let columnRange = cellRange(
        low: min(p.x, q.x) - radius, high: max(p.x, q.x) + radius, origin: firstCenter.x,
        count: columns),
      let rowRange = cellRange(
        low: min(p.y, q.y) - radius, high: max(p.y, q.y) + radius, origin: firstCenter.y,
        count: rows)
    else { return }
    let dx = q.x - p.x
    let dy = q.y - p.y
    let dd = dx * dx + dy * dy
    for row in rowRange {
      for column in columnRange {
        let center = Point(
          x: firstCenter.x + pitch * Double(column), y: firstCenter.y + pitch * Double(row))
        if let entry = entry(from: p, dx: dx, dy: dy, dd: dd, center: center) {
          insert(Hit(entry: entry, node: row * columns + column), into: &hits)
        }
      }
    }
  }

  /// The parameter in 0...1 where the segment `p + t·(dx, dy)` first comes strictly within the
  /// hit radius of `center`, or `nil`.
  private func entry(from p: Point, dx: Double, dy: Double, dd: Double, center: Point) -> Double? {
    let fx = p.x - center.x
    let fy = p.y - center.y
    if fx * fx + fy * fy < radiusSquared { return 0 }
    guard dd > 0 else { return nil }
    let fd = fx * dx + fy * dy
    // Starting outside and not approaching: the closest point is the start.
    guard fd < 0 else { return nil }
    let closest = min(-fd / dd, 1)
    let gx = fx + closest * dx
    let gy = fy + closest * dy
    let gg = gx * gx + gy * gy
    guard gg < radiusSquared else { return nil }
    // Walk back from the closest point G to the circle: |G − s·D|² = r² is
    // dd·s² + 2·b·s − k = 0 with b = −G·D ≥ 0 and k = r² − |G|² > 0, solved in the
    // cancellation-free form s = k / (b + √(b² + dd·k)).
    let b = max(0, -(gx * dx + gy * dy))
    let k = radiusSquared - gg
    let back = k / (b + (b * b + dd * k).squareRoot())
    let t = closest - back
    return t > 0 ? t : 0  // also maps a NaN from a degenerate denominator to 0
  }

  /// The cells whose centres lie in `low...high` along one axis, clamped to the grid.
  private func cellRange(low: Double, high: Double, origin: Double, count: Int)
    -> ClosedRange<Int>?
  {
    let first = max(0, ((low - origin) / pitch).rounded(.up))
    let last = min(Double(count - 1), ((high - origin) / pitch).rounded(.down))
    guard first <= last else { return nil }
    return Int(first)...Int(last)
  }

  private func insert(_ hit: Hit, into hits: inout [Hit]) {
    hits.append(hit)
    var index = hits.count - 1
    while index > 0 {
      let previous = hits[index - 1]
      guard previous.entry > hit.entry || (previous.entry == hit.entry && previous.node > hit.node)
      else { break }
      hits[index] = previous
      index -= 1
    }
    hits[index] = hit
  }

  private func isNear(_ point: Point) -> Bool {
    abs(point.x - gridCenter.x) <= nearLimit && abs(point.y - gridCenter.y) <= nearLimit
  }

  /// The part of segment `a`→`b` that can matter, with both ends within a few `nearLimit` of
  /// the grid, same direction and orientation; `nil` when the segment cannot reach any node.
  ///
  /// Differences are taken of halved (or quartered) coordinates so nothing overflows; the far
  /// end is replaced by a point along the exact direction from the near end, so accuracy is
  /// that of the near end. With both ends far, the anchor is the point of the line closest to
  /// the grid (accurate to about 1e-16 of the ends' magnitude).
  func nearSegment(_ a: Point, _ b: Point) -> (Point, Point)? {
    if isNear(a) && isNear(b) { return (a, b) }
    let hx = b.x * 0.5 - a.x * 0.5
    let hy = b.y * 0.5 - a.y * 0.5
    let m = max(abs(hx), abs(hy))
    // One far point: farther than nearLimit from the grid, so it touches no hit circle.
    guard m > 0 else { return nil }
    let ux = hx / m
    let uy = hy / m
    // Along a + s·u, b is at s = 2m (possibly beyond the largest Double).
    let anchor: Point
    var low: Double
    var high: Double
    if isNear(a) {
      (anchor, low, high) = (a, 0, 2 * m)
    } else if isNear(b) {
      (anchor, low, high) = (b, -2 * m, 0)
    } else {
      let wx = gridCenter.x * 0.25 - a.x * 0.25
      let wy = gridCenter.y * 0.25 - a.y * 0.25
      let quarter = (wx * ux + wy * uy) / (ux * ux + uy * uy)
      // The segment's point closest to the grid is an end, and both ends are far.
      guard quarter > 0, quarter < m * 0.5 else { return nil }
      anchor = Point(x: 4 * (a.x * 0.25 + quarter * ux), y: 4 * (a.y * 0.25 + quarter * uy))
      guard isNear(anchor) else { return nil }
      (low, high) = (-4 * quarter, 4 * (m * 0.5 - quarter))
    }
    let reach = 4 * nearLimit
    low = max(low, -reach)
    high = min(high, reach)
    return (
      Point(x: anchor.x + low * ux, y: anchor.y + low * uy),
      Point(x: anchor.x + high * ux, y: anchor.y + high * uy)
    )
  }
}
