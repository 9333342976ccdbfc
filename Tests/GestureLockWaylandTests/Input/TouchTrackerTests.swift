import GestureLockCore
import Testing

@testable import GestureLockWayland

@Suite("wl_touch events as touch events: each point keeps its output until it lifts")
struct TouchTrackerTests {
  let left = WaylandOutputID(rawValue: 7)
  let right = WaylandOutputID(rawValue: 9)

  @Test("Down, motion and up of one finger: began, moved, ended where it last was")
  func oneFinger() {
    var touches = TouchTracker()
    #expect(
      touches.down(id: 3, output: left, location: Point(x: 10, y: 20))
        == WaylandTouchEvent(phase: .began, id: 3, location: Point(x: 10, y: 20), output: left))
    #expect(
      touches.motion(id: 3, location: Point(x: 40, y: 25))
        == WaylandTouchEvent(phase: .moved, id: 3, location: Point(x: 40, y: 25), output: left))
    #expect(
      touches.up(id: 3)
        == WaylandTouchEvent(phase: .ended, id: 3, location: Point(x: 40, y: 25), output: left))
    #expect(touches.ids.isEmpty)
  }

  @Test("Points of unknown ids (down elsewhere, or already up) are dropped")
  func unknownPoints() {
    var touches = TouchTracker()
    #expect(touches.motion(id: 1, location: Point(x: 1, y: 1)) == nil)
    #expect(touches.up(id: 1) == nil)
    _ = touches.down(id: 1, output: left, location: Point(x: 1, y: 1))
    _ = touches.up(id: 1)
    #expect(touches.up(id: 1) == nil)
  }

  @Test("Two fingers on two outputs; cancel ends both where they were, in id order")
  func cancelAll() {
    var touches = TouchTracker()
    _ = touches.down(id: 5, output: right, location: Point(x: 5, y: 5))
    _ = touches.down(id: 2, output: left, location: Point(x: 2, y: 2))
    _ = touches.motion(id: 5, location: Point(x: 50, y: 6))
    #expect(
      touches.cancelAll() == [
        WaylandTouchEvent(phase: .cancelled, id: 2, location: Point(x: 2, y: 2), output: left),
        WaylandTouchEvent(phase: .cancelled, id: 5, location: Point(x: 50, y: 6), output: right),
      ])
    #expect(touches.ids.isEmpty)
  }

  @Test("An output going away cancels only its fingers")
  func outputGone() {
    var touches = TouchTracker()
    _ = touches.down(id: 1, output: left, location: Point(x: 1, y: 1))
    _ = touches.down(id: 2, output: right, location: Point(x: 2, y: 2))
    #expect(touches.cancel(on: right).map(\.id) == [2])
    #expect(touches.ids == [1])
  }
}
