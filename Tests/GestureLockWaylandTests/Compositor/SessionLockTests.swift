import Foundation
import TestSupport
import Testing

/// The session lock against a real headless sway 1.8 (ext-session-lock-v1): the lock is taken
/// and refused, every output gets a lock surface, what is drawn is what `grim` sees, and the
/// session stays locked when the locker is killed. The locker is `WaylandLockProbe`, a separate
/// client driving `WaylandSessionLock` as `gesturelock lock` will.
@Suite(
  "The Wayland session lock on a headless sway",
  .enabled(
    if: WaylandCompositor.isAvailable,
    "\(WaylandCompositor.unavailableReason ?? "")"))
struct SessionLockTests {
  /// The locker's colour: nothing else in sway draws it.
  static let colour: UInt32 = 0x3366CC
  /// A second locker's colour.
  static let otherColour: UInt32 = 0x22AA44
  /// What sway shows on a session whose locker died (sway/desktop/render.c).
  static let abandonedRed: UInt32 = 0xFF0000

  @Test("The compositor offers the lock; without WAYLAND_DISPLAY there is no compositor")
  func availability() throws {
    let sway = try WaylandCompositor()
    let offered = try ProcessRunner.run(
      Probes.lock, ["availability"], environment: sway.environment)
    #expect(offered.stdout == "sessionLock\n")
    var unset = sway.environment
    unset["WAYLAND_DISPLAY"] = ""
    let none = try ProcessRunner.run(Probes.lock, ["availability"], environment: unset)
    #expect(none.stdout == "noCompositor\n")
    var wrong = sway.environment
    wrong["WAYLAND_DISPLAY"] = "wayland-nothing-here"
    let nothing = try ProcessRunner.run(Probes.lock, ["availability"], environment: wrong)
    #expect(nothing.stdout == "noCompositor\n")
  }

  @Test("Locked: the output is configured at its size and shows exactly the colour drawn")
  func locksAndDraws() throws {
    let sway = try WaylandCompositor()
    let locker = try ChildProcess(
      Probes.lock, ["lock", hex(Self.colour)], environment: sway.environment)
    #expect(locker.next(containing: "\"locked\"") != nil)
    let configured = fields(locker.next(containing: "\"configured\""))
    #expect(configured?["output"] as? String == "HEADLESS-1")
    #expect(configured?["width"] as? Int == WaylandCompositor.outputSize.width)
    #expect(configured?["height"] as? Int == WaylandCompositor.outputSize.height)
    #expect(configured?["scale"] as? Int == 1)
    #expect(locker.next(containing: "\"shown\"") != nil)
    let (matching, total) = try sway.waitUntilFilled(with: Self.colour)
    #expect(matching == total)
    #expect(total == WaylandCompositor.outputSize.width * WaylandCompositor.outputSize.height)
  }

  @Test("A second locker while the session is locked is refused: exit 10, the first stays")
  func secondLockerRefused() throws {
    let sway = try WaylandCompositor()
    let first = try sway.locker(colour: Self.colour)
    let second = try ChildProcess(
      Probes.lock, ["lock", hex(Self.otherColour)], environment: sway.environment)
    #expect(second.next(containing: "\"refused\"") != nil)
    #expect(second.waitForExit() == 10)
    #expect(try sway.waitUntilFilled(with: Self.colour).matching > 0)
    #expect(try sway.screenshot().count(of: Self.otherColour) == 0)
    first.send("unlock")
    #expect(first.next(containing: "\"unlocked\"") != nil)
    #expect(first.waitForExit() == 0)
  }

  @Test("An output added while locked gets a lock surface and shows it; one removed loses it")
  func outputsComeAndGo() throws {
    let sway = try WaylandCompositor()
    let locker = try sway.locker(colour: Self.colour)
    try sway.swaymsg(["create_output"])
    let configured = fields(locker.next(containing: "\"configured\",\"output\":\"HEADLESS-2\""))
    #expect(configured?["width"] as? Int == 1920)  // sway's default for a new headless output
    #expect(locker.next(containing: "\"shown\",\"output\":\"HEADLESS-2\"") != nil)
    let (matching, total) = try sway.waitUntilFilled("HEADLESS-2", with: Self.colour)
    #expect(matching == total && total > 0)

    // `unplug` destroys a headless output (its wl_output global goes); `disable` keeps it.
    try sway.swaymsg(["output", "HEADLESS-2", "unplug"])
    #expect(locker.next(containing: "\"outputRemoved\"") != nil)
    locker.send("frames")
    let frames = fields(locker.next(containing: "\"frames\""))
    let committed = frames?["committed"] as? [String: Int]
    #expect(committed?.keys.sorted() == ["HEADLESS-1"])
    // The locker survived the output going away, and still unlocks.
    locker.send("unlock")
    #expect(locker.next(containing: "\"unlocked\"") != nil)
  }

  @Test("A scale-2 output: configured at half its pixels, drawn crisp over all of them")
  func hiDPI() throws {
    let sway = try WaylandCompositor()
    try sway.swaymsg(["output", "HEADLESS-1", "scale", "2"])
    let locker = try ChildProcess(
      Probes.lock, ["lock", hex(Self.colour)], environment: sway.environment)
    #expect(locker.next(containing: "\"locked\"") != nil)
    let configured = fields(locker.next(containing: "\"scale\":2"))
    #expect(configured?["width"] as? Int == WaylandCompositor.outputSize.width / 2)
    #expect(configured?["height"] as? Int == WaylandCompositor.outputSize.height / 2)
    #expect(locker.next(containing: "\"shown\"") != nil)
    // A buffer of any other size than 2 × the configured size is a protocol error that ends
    // the locker; this one fills the output's every pixel.
    let (matching, total) = try sway.waitUntilFilled(with: Self.colour)
    #expect(matching == total)
    #expect(total == WaylandCompositor.outputSize.width * WaylandCompositor.outputSize.height)
    #expect(locker.isRunning)
  }

  @Test("kill -9 of the locker leaves the session locked (sway's red); a new locker takes over")
  func killedLockerLeavesItLocked() throws {
    let sway = try WaylandCompositor()
    let first = try sway.locker(colour: Self.colour)
    #expect(try sway.waitUntilFilled(with: Self.colour).matching > 0)
    kill(first.pid, SIGKILL)
    #expect(first.waitForExit() == 128 + SIGKILL)
    let (red, total) = try sway.waitUntilFilled(with: Self.abandonedRed)
    #expect(red == total)

    let second = try sway.locker(colour: Self.otherColour)
    let (taken, all) = try sway.waitUntilFilled(with: Self.otherColour)
    #expect(taken == all)
    second.send("unlock")
    #expect(second.next(containing: "\"unlocked\"") != nil)
    #expect(second.waitForExit() == 0)
    // Unlocked: sway shows its desktop again, neither the lock's colour nor the red.
    let shot = try sway.screenshot()
    #expect(shot.count(of: Self.otherColour) == 0)
    #expect(shot.count(of: Self.abandonedRed) == 0)
  }

  @Test("Nothing is drawn while idle; a dot moved frame by frame leaves no trace")
  func damageAndIdle() throws {
    let sway = try WaylandCompositor()
    let locker = try sway.locker(colour: Self.colour)
    locker.send("frames")
    let before = fields(locker.next(containing: "\"frames\""))?["committed"] as? [String: Int]
    // The same scene again draws nothing.
    locker.send("colour \(hex(Self.colour))")
    locker.send("frames")
    let after = fields(locker.next(containing: "\"frames\""))?["committed"] as? [String: Int]
    #expect(before == after)

    // A dot moved across the surface: each frame draws and damages only the old and the new
    // dot; a region too small would leave an old dot showing. Radius 20: about 1,256 pixels
    // of the dot's colour, none elsewhere. (wlroots releases an shm buffer as soon as it has
    // copied it, so sway hands the same buffer back each time; both buffers of the ring are
    // exercised by BufferRingTests.)
    let dot: UInt32 = 0xEE8811
    for x in stride(from: 60, through: 300, by: 60) {
      locker.send("dot \(x) 100 \(hex(dot))")
      #expect(locker.next(containing: "\"shown\"") != nil)
    }
    let deadline = Date().addingTimeInterval(10)
    var shot = try sway.screenshot()
    // The last frame's dot at (300, 100): wait until the compositor shows it.
    while shot.colour(x: 300, y: 100) != dot, Date() < deadline {
      usleep(20_000)
      shot = try sway.screenshot()
    }
    #expect(shot.colour(x: 300, y: 100) == dot)
    for x in stride(from: 60, through: 240, by: 60) {
      #expect(shot.colour(x: x, y: 100) == Self.colour, "old dot at \(x)")
    }
    let dotPixels = shot.count(of: dot)
    #expect(dotPixels > 1_000 && dotPixels < 1_400)
  }
}
