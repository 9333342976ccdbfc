extension Rect {
  /// The point where the segment from `start` toward `end` leaves this rectangle, or `end`
  /// itself when it lies inside. Keeps the segment's direction, and does not overflow for
  /// huge (finite) coordinates.
  ///
  /// - Parameters:
  ///   - start: A point inside the rectangle, in points.
  ///   - end: Any point, in points; a non-finite one gives `start`.
  /// - Complexity: O(1).
  func clipped(from start: Point, toward end: Point) -> Point {
    guard end.isFinite, start.isFinite else { return start }
    let minX = origin.x
    let minY = origin.y
    let maxX = origin.x + size.width
    let maxY = origin.y + size.height
    if end.x >= minX, end.x <= maxX, end.y >= minY, end.y <= maxY { return end }
    // Halved differences cannot overflow.
    let hx = end.x * 0.5 - start.x * 0.5
    let hy = end.y * 0.5 - start.y * 0.5
    var fraction = 1.0
    if hx > 0 { fraction = min(fraction, (maxX * 0.5 - start.x * 0.5) / hx) }
    if hx < 0 { fraction = min(fraction, (minX * 0.5 - start.x * 0.5) / hx) }
    if hy > 0 { fraction = min(fraction, (maxY * 0.5 - start.y * 0.5) / hy) }
    if hy < 0 { fraction = min(fraction, (minY * 0.5 - start.y * 0.5) / hy) }
    fraction = max(0, fraction)
    let x = start.x + 2 * (fraction * hx)
    let y = start.y + 2 * (fraction * hy)
    return Point(x: min(max(x, minX), maxX), y: min(max(y, minY), maxY))
  }
}
