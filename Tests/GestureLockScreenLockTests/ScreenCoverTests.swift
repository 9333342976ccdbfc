import Foundation
import GestureLockCore
import Testing

/// The cover under a real X server with two monitors side by side, checked by real clients:
/// screenshots taken by another client, a python3-xlib window that has the keyboard focus,
/// other clients trying for the grabs, xdotool typing. The locker is `ScreenCoverProbe`, a
/// separate process driving `ScreenCover` as `gesturelock lock` will.
@Suite(
  "The screen cover under Xvfb with two monitors", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct ScreenCoverTests {
  /// The test window's colour: a green no cover or desktop draws.
  static let colour: UInt32 = 0x12C45A
  /// A second window's colour, for windows mapped or raised later.
  static let laterColour: UInt32 = 0xC41280

  /// Pixels of `colour` on the left and on the right monitor.
  static func visible(_ colour: UInt32, on screen: TwoMonitorDisplay) throws -> (Int, Int) {
    let shot = try screen.screenshot()
    return (
      shot.count(of: colour, in: TwoMonitorDisplay.left),
      shot.count(of: colour, in: TwoMonitorDisplay.right)
    )
  }

  /// A focused window of `colour` across both monitors (100…1500 × 100…500).
  /// Expects another client's `XGrabKeyboard` and `XGrabPointer` both to fail with
  /// AlreadyGrabbed (status 1) when `held`, and both to succeed (0) when not.
  static func expectGrabs(held: Bool, on screen: TwoMonitorDisplay) throws {
    for device in ["keyboard", "pointer"] {
      let attempt = try screen.helperClient(["trygrab", device])
      #expect(attempt.nextLine() == (held ? "1" : "0"), "\(device)")
      #expect(attempt.waitForExit() == 0)
    }
  }

  static func window(
    _ colour: UInt32, on screen: TwoMonitorDisplay, override: Bool = false
  ) throws -> ChildClient {
    let arguments =
      ["window", "100", "100", "1400", "400", String(colour, radix: 16)] + (override ? ["o"] : [])
    let window = try screen.helperClient(arguments)
    try #require(window.next(containing: "mapped") != nil)
    return window
  }

  @Test("Locked, no pixel of the window shows on either monitor; released, it shows again")
  func coversEveryMonitorUntilReleased() throws {
    let screen = try TwoMonitorDisplay()
    let window = try Self.window(Self.colour, on: screen)
    let (left, right) = try Self.visible(Self.colour, on: screen)
    #expect(left > 100_000 && right > 100_000)

    let locker = try screen.probe()
    let covered = try #require(locker.next(containing: "\"covered\""))
    #expect(covered.contains(#"{"name":"GL-LEFT","x":0,"y":0,"width":800,"height":600}"#))
    #expect(covered.contains(#"{"name":"GL-RIGHT","x":800,"y":0,"width":800,"height":600}"#))
    #expect(try Self.visible(Self.colour, on: screen) == (0, 0))

    locker.send("release")
    #expect(locker.next(containing: "released") != nil)
    let (leftAfter, rightAfter) = try Self.visible(Self.colour, on: screen)
    #expect(leftAfter == left && rightAfter == right)
    #expect(locker.finish() == 0)
    window.finish()
  }

  @Test(
    "Another client unmaps, moves or resizes the cover: it is put back over the whole root",
    arguments: [
      ["windowunmap", "%@"], ["windowmove", "%@", "1500", "500"], ["windowsize", "%@", "10", "10"],
    ])
  func coverPutBack(_ attack: [String]) throws {
    let screen = try TwoMonitorDisplay()
    let window = try Self.window(Self.colour, on: screen)
    let locker = try screen.probe()
    try #require(locker.next(containing: "\"covered\"") != nil)
    // Any X client may do this to any window; the cover's own events bring it back.
    try screen.xdotool(["search", "--name", "^gesturelock$"] + attack)
    #expect(locker.next(containing: "\"raised\"") != nil)
    // The restore is synced before "raised" is reported.
    #expect(try Self.visible(Self.colour, on: screen) == (0, 0))
    locker.send("release")
    #expect(locker.next(containing: "released") != nil)
    #expect(locker.finish() == 0)
    window.finish()
  }

  @Test("Locked, typed keys reach the locker and never the focused window")
  func keysNeverReachOtherClients() throws {
    let screen = try TwoMonitorDisplay()
    let window = try Self.window(Self.colour, on: screen)
    // Unlocked, the focused window gets the key: the check below can fail.
    try screen.xdotool(["key", "a"])
    window.send("ping")
    #expect(window.next(containing: "key") != nil)
    #expect(window.next(containing: "pong") != nil)

    let locker = try screen.probe()
    try #require(locker.next(containing: "\"covered\"") != nil)
    try screen.xdotool(["key", "b", "c"])
    #expect(locker.next(containing: #""press":true,"keysym":98"#) != nil)
    #expect(locker.next(containing: #""press":true,"keysym":99"#) != nil)
    window.send("ping")
    let reply = window.output.next { $0 == "key" || $0 == "pong" }
    #expect(reply == "pong")
    #expect(locker.finish() == 0)
    window.finish()
  }

  @Test("Locked, another client's keyboard and pointer grabs fail; released, they succeed")
  func otherClientsCannotGrab() throws {
    let screen = try TwoMonitorDisplay()
    let locker = try screen.probe()
    try #require(locker.next(containing: "\"covered\"") != nil)
    try Self.expectGrabs(held: true, on: screen)
    locker.send("release")
    #expect(locker.next(containing: "released") != nil)
    try Self.expectGrabs(held: false, on: screen)
    #expect(locker.finish() == 0)
  }

  @Test("A window mapped later, or raised, stays under the cover", arguments: [false, true])
  func staysOnTop(overrideRedirect: Bool) throws {
    let screen = try TwoMonitorDisplay()
    let first = try Self.window(Self.colour, on: screen)
    let locker = try screen.probe()
    try #require(locker.next(containing: "\"covered\"") != nil)

    let later = try Self.window(Self.laterColour, on: screen, override: overrideRedirect)
    #expect(locker.next(containing: "raised") != nil)
    #expect(try Self.visible(Self.laterColour, on: screen) == (0, 0))

    first.send("raise")
    #expect(first.next(containing: "raised") != nil)
    #expect(locker.next(containing: "raised") != nil)
    #expect(try Self.visible(Self.colour, on: screen) == (0, 0))
    #expect(try Self.visible(Self.laterColour, on: screen) == (0, 0))
    #expect(locker.finish() == 0)
    later.finish()
    first.finish()
  }

  @Test("A keyboard grab held by another client: refused with exit 10, the screen not covered")
  func refusesWhenTheKeyboardIsHeld() throws {
    let screen = try TwoMonitorDisplay()
    let window = try Self.window(Self.colour, on: screen)
    let holder = try screen.helperClient(["holdgrab", "keyboard"])
    #expect(holder.next(containing: "grabbed") == "grabbed 0")

    let locker = try screen.probe(["--attempts", "3"])
    // Three attempts: two refusals reported, the third is the error.
    #expect(locker.next(containing: "refused")?.hasSuffix(#""attempt":1}"#) == true)
    #expect(locker.next(containing: "refused")?.hasSuffix(#""attempt":2}"#) == true)
    let refusal = locker.next(containing: "error")
    #expect(refusal == #"{"event":"error","error":"grabFailed","device":"keyboard"}"#)
    #expect(!locker.output.allLines.contains { $0.contains(#""attempt":3"#) })
    #expect(locker.waitForExit() == 10)
    let (left, right) = try Self.visible(Self.colour, on: screen)
    #expect(left > 100_000 && right > 100_000)
    holder.finish()
    window.finish()
  }

  @Test("While the locker waits for a held keyboard nothing is shown; let go, it grabs and covers")
  func retriesUntilTheGrabIsFree() throws {
    let screen = try TwoMonitorDisplay()
    let window = try Self.window(Self.colour, on: screen)
    let holder = try screen.helperClient(["holdgrab", "keyboard"])
    #expect(holder.next(containing: "grabbed") == "grabbed 0")
    // Attempts enough for ever here; the holder lets go only after one was refused.
    let locker = try screen.probe(["--attempts", "1000000"])
    #expect(
      locker.next(containing: "refused") == #"{"event":"refused","device":"keyboard","attempt":1}"#)
    // Waiting for the keyboard, the locker shows nothing: no cover before both grabs.
    let (left, right) = try Self.visible(Self.colour, on: screen)
    #expect(left > 100_000 && right > 100_000)
    #expect(holder.finish() == 0)
    #expect(locker.next(containing: "\"covered\"") != nil)
    #expect(try Self.visible(Self.colour, on: screen) == (0, 0))
    #expect(locker.finish() == 0)
    window.finish()
  }

  @Test("A monitor added while locked is covered too, and reported")
  func followsAMonitorAdded() throws {
    let screen = try TwoMonitorDisplay(rightMonitor: false)
    let window = try Self.window(Self.colour, on: screen)
    let locker = try screen.probe()
    let covered = try #require(locker.next(containing: "\"covered\""))
    #expect(covered.contains(#""root":{"width":800,"height":600}"#))

    try screen.addRightMonitor()
    let grown = locker.output.next {
      $0.contains(#""root":{"width":1600"#) && $0.contains("GL-RIGHT")
    }
    #expect(grown != nil)
    #expect(try Self.visible(Self.colour, on: screen) == (0, 0))
    #expect(locker.finish() == 0)
    window.finish()
  }

  @Test("The active monitor is the one under the pointer, and pointer input reaches the locker")
  func activeMonitorFollowsThePointer() throws {
    let screen = try TwoMonitorDisplay()
    let locker = try screen.probe()
    try #require(locker.next(containing: "\"covered\"") != nil)
    try screen.xdotool(["mousemove", "1200", "300"])
    #expect(locker.next(containing: #""event":"pointer","x":1200,"y":300"#) != nil)
    locker.send("layout")
    #expect(locker.next(containing: "\"layout\"")?.hasSuffix(#""active":1}"#) == true)
    try screen.xdotool(["mousemove", "100", "100"])
    #expect(locker.next(containing: #""event":"pointer","x":100,"y":100"#) != nil)
    locker.send("layout")
    #expect(locker.next(containing: "\"layout\"")?.hasSuffix(#""active":0}"#) == true)
    #expect(locker.finish() == 0)
  }

  @Test("The display going away while locked ends the locker with displayLost (exit 9)")
  func displayLostIsReported() throws {
    let screen = try TwoMonitorDisplay()
    let locker = try screen.probe()
    try #require(locker.next(containing: "\"covered\"") != nil)
    screen.server.stop()
    #expect(locker.next(containing: "error") == #"{"event":"error","error":"displayLost"}"#)
    #expect(locker.waitForExit() == 9)
  }
}
