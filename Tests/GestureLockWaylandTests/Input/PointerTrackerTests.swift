import GestureLockCore
import Testing

@testable import GestureLockWayland

@Suite("wl_pointer events as pointer events on the lock surfaces")
struct PointerTrackerTests {
  let output = WaylandOutputID(rawValue: 4)

  @Test("Enter, press, move, release: each names the output and the last position")
  func stroke() {
    var pointer = PointerTracker()
    #expect(pointer.motion(to: Point(x: 1, y: 1)) == nil)  // no focus yet
    #expect(
      pointer.enter(output: output, location: Point(x: 10, y: 10))
        == WaylandPointerEvent(phase: .moved, location: Point(x: 10, y: 10), output: output))
    #expect(pointer.leftButton(pressed: true)?.phase == .pressed)
    #expect(pointer.leftButton(pressed: true) == nil)  // already down
    #expect(pointer.motion(to: Point(x: 30, y: 12))?.location == Point(x: 30, y: 12))
    #expect(
      pointer.leftButton(pressed: false)
        == WaylandPointerEvent(phase: .released, location: Point(x: 30, y: 12), output: output))
  }

  @Test("Losing the focus with the button down cancels the stroke; without it, nothing")
  func leaving() {
    var pointer = PointerTracker()
    _ = pointer.enter(output: output, location: Point(x: 5, y: 5))
    #expect(pointer.leave() == nil)
    _ = pointer.enter(output: output, location: Point(x: 5, y: 5))
    _ = pointer.leftButton(pressed: true)
    #expect(pointer.surfaceGone(WaylandOutputID(rawValue: 99)) == nil)
    #expect(
      pointer.surfaceGone(output)
        == WaylandPointerEvent(phase: .cancelled, location: Point(x: 5, y: 5), output: output))
    #expect(pointer.leftButton(pressed: false) == nil)  // no focus, nothing released
  }
}
