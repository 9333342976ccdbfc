import Foundation
import GestureLockCore
import GestureLockScreenLock
import Testing

/// The library's typed errors, driven from the test process itself against a real Xvfb.
@Suite(
  "ScreenCover's errors in this process", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct ScreenCoverInProcessTests {
  @Test("No X server at the display named: noDisplay")
  func noDisplay() {
    #expect(throws: ScreenLockError.noDisplay(":1999")) { try X11Display(name: ":1999") }
  }

  @Test("The pointer held by another client: grabFailed(.pointer), and the keyboard let go")
  func pointerHeldElsewhere() throws {
    let screen = try TwoMonitorDisplay()
    let holder = try screen.helperClient(["holdgrab", "pointer"])
    #expect(holder.next(containing: "grabbed") == "grabbed 0")
    let display = try X11Display(name: screen.name)
    #expect(throws: ScreenLockError.grabFailed(.pointer)) {
      try ScreenCover(display: display, retry: GrabRetryPolicy(attempts: 2, pauseMicroseconds: 0))
    }
    // The keyboard grab taken first was released while `display` is still connected.
    let attempt = try screen.helperClient(["trygrab", "keyboard"])
    #expect(attempt.nextLine() == "0")
    holder.finish()
  }

  @Test("The monitors of the display, and which one is under the pointer")
  func monitorsAndPointer() throws {
    let screen = try TwoMonitorDisplay()
    let display = try X11Display(name: screen.name)
    #expect(
      try display.monitors() == [
        MonitorRect(name: "GL-LEFT", frame: TwoMonitorDisplay.left),
        MonitorRect(name: "GL-RIGHT", frame: TwoMonitorDisplay.right),
      ])
    try screen.xdotool(["mousemove", "900", "20"])
    #expect(try display.pointerPosition() == Point(x: 900, y: 20))
    let layout = try display.layout()
    #expect(layout.rootSize == Size(width: 1600, height: 600))
    #expect(layout.activeMonitor?.name == "GL-RIGHT")
  }

  @Test("The server gone while covered: pumpEvents throws displayLost; release is harmless")
  func displayLost() throws {
    let screen = try TwoMonitorDisplay()
    let display = try X11Display(name: screen.name)
    let cover = try ScreenCover(display: display)
    #expect(cover.isCovering)
    screen.server.stop()
    #expect(throws: ScreenLockError.displayLost) {
      for _ in 0..<100 {
        _ = try cover.pumpEvents()
        _ = try display.monitors()
      }
    }
    #expect(display.isLost)
    cover.release()
    #expect(!cover.isCovering)
    #expect(throws: ScreenLockError.displayLost) { try display.monitors() }
  }
}
