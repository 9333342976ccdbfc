internal import GestureLockCore

/// The touch points that are down (`wl_touch`), and the events they make.
///
/// `wl_touch` names a point's surface only when it goes down; its motion and its lifting carry
/// just its id. The tracker keeps, per id, the output it went down on and where it last was,
/// so that every event names its output and `up` and `cancel` have a location. A point that
/// went down on a surface that is not a lock surface is never tracked, and its later events
/// are dropped.
///
/// ```swift
/// var touches = TouchTracker()
/// let began = touches.down(id: 3, output: left, location: Point(x: 10, y: 20))
/// let moved = touches.motion(id: 3, location: Point(x: 40, y: 20))  // on `left`
/// let ended = touches.up(id: 3)                                      // at (40, 20)
/// ```
struct TouchTracker {
  private var points: [Int32: (output: WaylandOutputID, location: Point)] = [:]

  /// The ids of the points that are down, ascending.
  var ids: [Int32] { points.keys.sorted() }

  /// A point went down on `output`'s lock surface.
  mutating func down(id: Int32, output: WaylandOutputID, location: Point) -> WaylandTouchEvent {
    points[id] = (output, location)
    return WaylandTouchEvent(phase: .began, id: id, location: location, output: output)
  }

  /// A point moved; `nil` for a point that is not tracked.
  mutating func motion(id: Int32, location: Point) -> WaylandTouchEvent? {
    guard let point = points[id] else { return nil }
    points[id] = (point.output, location)
    return WaylandTouchEvent(phase: .moved, id: id, location: location, output: point.output)
  }

  /// A point lifted, where it last was; `nil` for a point that is not tracked.
  mutating func up(id: Int32) -> WaylandTouchEvent? {
    guard let point = points.removeValue(forKey: id) else { return nil }
    return WaylandTouchEvent(phase: .ended, id: id, location: point.location, output: point.output)
  }

  /// The compositor took every touch away (`wl_touch.cancel`): each point is cancelled where
  /// it last was, in ascending id order.
  mutating func cancelAll() -> [WaylandTouchEvent] {
    cancel { _ in true }
  }

  /// `output`'s lock surface went away: its points are cancelled.
  mutating func cancel(on output: WaylandOutputID) -> [WaylandTouchEvent] {
    cancel { $0 == output }
  }

  private mutating func cancel(where matches: (WaylandOutputID) -> Bool) -> [WaylandTouchEvent] {
    var events: [WaylandTouchEvent] = []
    for id in ids {
      guard let point = points[id], matches(point.output) else { continue }
      points[id] = nil
      events.append(
        WaylandTouchEvent(phase: .cancelled, id: id, location: point.location, output: point.output)
      )
    }
    return events
  }
}
