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
///
/// Sweeping remembers a *clear area* around the end of the last segment: a box that no hit
/// circle of an unvisited node reaches. The next segment, which starts at that end, hits
/// nothing when it also ends in the box, which settles most touch samples of a stroke with
/// eight comparisons. The box stays valid while the set of visited nodes only grows, as it
/// does during a stroke; call `forgetClearArea()` when it shrinks.
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
  /// `1 / pitch`: cells are found by multiplying, not dividing (the hot path runs per sample).
  let inversePitch: Double
  let radiusSquared: Double
  /// How far from the segment's bounding box a node centre may lie and still be tested: the
  /// hit radius, widened by a relative 1e-9 so that rounding in the cell arithmetic can only
  /// add a cell to test, never drop one (the test itself, `entry`, is exact).
  let reach: Double
  /// Whether no node can ever be hit (zero-size, non-finite or absurdly large layouts).
  let hitsNothing: Bool
  /// Centre of the grid, in points.
  let gridCenter: Point
  /// Max-norm distance from `gridCenter` within which plain arithmetic is exact enough; a
  /// million times the grid's extent, far beyond anything a finger reaches.
  let nearLimit: Double
  /// The clear area around the end of the last segment swept (`clearArea(around:skipping:)`).
  private var clear = Box.none

  init(layout: GridLayout) {
    rows = layout.grid.rows
    columns = layout.grid.columns
    firstCenter = layout.firstCenter
    pitch = layout.pitch
    inversePitch = 1 / layout.pitch
    let radius = layout.hitRadius
    radiusSquared = radius * radius
    reach = radius * (1 + 1e-9)
    let halfWidth = pitch * Double(columns - 1) / 2
    let halfHeight = pitch * Double(rows - 1) / 2
    gridCenter = Point(x: firstCenter.x + halfWidth, y: firstCenter.y + halfHeight)
    nearLimit = 1e6 * max(1, halfWidth + radius, halfHeight + radius)
    hitsNothing =
      !(radius > 0 && radiusSquared > 0 && radiusSquared.isFinite && pitch > 0)
      || !inversePitch.isFinite || !reach.isFinite || !firstCenter.isFinite
      || !gridCenter.isFinite || !nearLimit.isFinite
  }

  /// Fills `hits` with the unvisited nodes whose hit circles the segment from `a` to `b`
  /// enters, ordered by where it first enters them (ties by index). `a == b` tests a single
  /// point.
  ///
  /// Nodes marked in `visited` are not tested: selecting them again would do nothing. The
  /// same `visited` must be passed on every call, with entries only ever set between calls
  /// until `forgetClearArea()` (see the type's overview).
  /// - Precondition: `a` and `b` are finite; `visited` has one entry per node.
  /// - Complexity: O(1) when `a` and `b` lie in the clear area (most samples); otherwise O(k)
  ///   for the k nodes in the cells covered by the segment's bounding box (grown by the hit
  ///   radius), plus ordering the hits by insertion (a segment enters at most a few circles).
  ///   No allocation when `hits` has capacity for every node.
  @inline(__always)
  mutating func sweep(
    from a: Point, to b: Point, skipping visited: SecretBytes, into hits: inout [Hit]
  ) {
    if !hits.isEmpty { hits.removeAll(keepingCapacity: true) }
    // Inlined into the caller, so that the common sample costs no call.
    if clear.contains(a) && clear.contains(b) { return }
    sweepCells(from: a, to: b, skipping: visited, into: &hits)
  }

  /// Forgets the clear area; call whenever a node leaves `visited` (a new stroke begins).
  mutating func forgetClearArea() {
    clear = .none
  }

  /// `sweep` for a segment that leaves the clear area: the exact tests in the cells near it,
  /// then the clear area around its end.
  @inline(never)
  private mutating func sweepCells(
    from a: Point, to b: Point, skipping visited: SecretBytes, into hits: inout [Hit]
  ) {
    guard !hitsNothing else { return }
    defer { clear = clearArea(around: b, skipping: visited) }
    // The cells whose centres lie within `reach` of the segment's bounding box. Overflow-safe
    // for any finite ends (an infinite position clamps like any far one); the near part of
    // the segment that the exact test uses lies within this box.
    let firstColumn = Self.cell(
      above: (min(a.x, b.x) - reach - firstCenter.x) * inversePitch, count: columns)
    let lastColumn = Self.cell(
      below: (max(a.x, b.x) + reach - firstCenter.x) * inversePitch, count: columns)
    guard firstColumn <= lastColumn else { return }
    let firstRow = Self.cell(
      above: (min(a.y, b.y) - reach - firstCenter.y) * inversePitch, count: rows)
    let lastRow = Self.cell(
      below: (max(a.y, b.y) + reach - firstCenter.y) * inversePitch, count: rows)
    guard firstRow <= lastRow else { return }
    var p = a
    var q = b
    if !(isNear(a) && isNear(b)) {
      guard let near = nearSegment(a, b) else { return }
      (p, q) = near
    }
    let dx = q.x - p.x
    let dy = q.y - p.y
    let dd = dx * dx + dy * dy
    for row in firstRow...lastRow {
      for column in firstColumn...lastColumn {
        let node = row * columns + column
        guard visited[node] == 0 else { continue }
        let center = Point(
          x: firstCenter.x + pitch * Double(column), y: firstCenter.y + pitch * Double(row))
        if let entry = entry(from: p, dx: dx, dy: dy, dd: dd, center: center) {
          insert(Hit(entry: entry, node: node), into: &hits)
        }
      }
    }
  }

  /// An axis-aligned box in view points, closed, possibly unbounded; `none` contains nothing.
  struct Box: Sendable {
    var minX: Double
    var maxX: Double
    var minY: Double
    var maxY: Double

    /// The empty box.
    static let none = Box(minX: .infinity, maxX: -.infinity, minY: .infinity, maxY: -.infinity)

    /// Whether `point` lies in the box (edges included).
    @inline(__always)
    func contains(_ point: Point) -> Bool {
      point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
  }

  /// A box containing `point` that no hit circle of a node outside `visited` reaches, or
  /// `.none`.
  ///
  /// The box is the cell of the node nearest to `point` (a square of one pitch centred on it,
  /// unbounded beyond the grid's outer edges). Hit circles lie inside their own cells, at
  /// least 0.05 pitch from the edges, so the cell of a visited node is clear; for an unvisited
  /// node, the part of its cell beyond its `reach` square on `point`'s side is. `.none` when
  /// `point` is within that square (or, after rounding, not in the box).
  /// - Complexity: O(1).
  private func clearArea(around point: Point, skipping visited: SecretBytes) -> Box {
    let u = (point.x - firstCenter.x) * inversePitch
    let v = (point.y - firstCenter.y) * inversePitch
    let column = Int((u > 0 ? (u < Double(columns - 1) ? u : Double(columns - 1)) : 0) + 0.5)
    let row = Int((v > 0 ? (v < Double(rows - 1) ? v : Double(rows - 1)) : 0) + 0.5)
    let centerX = firstCenter.x + pitch * Double(column)
    let centerY = firstCenter.y + pitch * Double(row)
    var box = Box(
      minX: column == 0 ? -.infinity : centerX - 0.5 * pitch,
      maxX: column == columns - 1 ? .infinity : centerX + 0.5 * pitch,
      minY: row == 0 ? -.infinity : centerY - 0.5 * pitch,
      maxY: row == rows - 1 ? .infinity : centerY + 0.5 * pitch)
    if visited[row * columns + column] == 0 {
      if point.x < centerX - reach {
        box.maxX = centerX - reach
      } else if point.x > centerX + reach {
        box.minX = centerX + reach
      } else if point.y < centerY - reach {
        box.maxY = centerY - reach
      } else if point.y > centerY + reach {
        box.minY = centerY + reach
      } else {
        return .none
      }
    }
    return box.contains(point) ? box : .none
  }

  /// The first cell index at or above `position` (in pitches from the first centre), clamped
  /// to `0...count` (`count`: past the last cell). Converting to `Int` instead of calling
  /// `rounded(.up)`, a libm call on baseline x86-64: this runs four times per touch sample.
  @inline(__always)
  private static func cell(above position: Double, count: Int) -> Int {
    let clamped = position > -1 ? (position < Double(count) ? position : Double(count)) : -1
    let truncated = Int(clamped)
    return max(0, Double(truncated) < clamped ? truncated + 1 : truncated)
  }

  /// The last cell index at or below `position`, clamped to `-1..<count` (`-1`: before the
  /// first cell).
  @inline(__always)
  private static func cell(below position: Double, count: Int) -> Int {
    let clamped = position > -1 ? (position < Double(count) ? position : Double(count)) : -1
    let truncated = Int(clamped)
    return min(count - 1, Double(truncated) > clamped ? truncated - 1 : truncated)
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

  @inline(__always)
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
