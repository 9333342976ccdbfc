import Foundation
import TestSupport
import Testing

/// Input on the lock surfaces of a real headless sway: a virtual pointer (wlroots'
/// zwlr_virtual_pointer_v1, through `WaylandPointerProbe`) and keys typed by `wtype` (a
/// virtual keyboard), as `WaylandLockProbe` reports them.
///
/// Touch cannot be driven here: wlroots 0.16 has no virtual touch protocol, and a headless
/// sway has no libinput (no uinput in this container either); the touch mapping is tested on
/// its own (``TouchTrackerTests``).
@Suite(
  "Input on the Wayland lock surfaces",
  .enabled(
    if: WaylandCompositor.isAvailable,
    "\(WaylandCompositor.unavailableReason ?? "")"))
struct LockInputTests {
  /// A virtual pointer on `sway`, ready for commands.
  static func pointer(on sway: WaylandCompositor) throws -> ChildProcess {
    let pointer = try ChildProcess(Probes.pointer, [], environment: sway.environment)
    try #require(pointer.nextLine() == "ready")
    return pointer
  }

  /// Moves `pointer` to `x`, `y` in a `width` × `height` layout and waits until sway has it.
  static func move(
    _ pointer: ChildProcess, _ x: Int, _ y: Int, in width: Int, _ height: Int
  ) {
    pointer.send("move \(x) \(y) \(width) \(height)")
    #expect(pointer.nextLine() == "ok")
  }

  /// The next pointer report of `locker` as (phase, x, y, output).
  static func nextPointer(_ locker: ChildProcess) -> (String, Double, Double, String)? {
    guard let event = fields(locker.next(containing: "\"pointer\"")),
      let phase = event["phase"] as? String, let x = event["x"] as? Double,
      let y = event["y"] as? Double, let output = event["output"] as? String
    else { return nil }
    return (phase, x, y, output)
  }

  /// Moves the pointer until the locker sees it: its `wl_pointer` exists only once it has
  /// handled the seat's new pointer capability, which the virtual pointer just added.
  static func waitForPointer(_ pointer: ChildProcess, _ locker: ChildProcess) throws {
    for attempt in 0..<50 {
      move(pointer, 10 + attempt % 2, 10, in: 640, 480)
      if locker.output.next(timeout: 0.2, where: { $0.contains("\"pointer\"") }) != nil {
        return
      }
    }
    Issue.record("the locker never saw the virtual pointer")
  }

  @Test("A press, a drag and a release arrive in the surface's points, on the right output")
  func pointerOnTwoOutputs() throws {
    let sway = try WaylandCompositor()
    try sway.swaymsg(["create_output"])
    // Both placed: sway moves HEADLESS-1 aside when only HEADLESS-2 is (seen here).
    try sway.swaymsg(["output", "HEADLESS-2", "mode", "800x600", "position", "640", "0"])
    try sway.swaymsg(["output", "HEADLESS-1", "position", "0", "0"])
    let locker = try sway.locker(colour: 0x3366CC, outputs: ["HEADLESS-1", "HEADLESS-2"])
    let pointer = try Self.pointer(on: sway)
    try Self.waitForPointer(pointer, locker)
    // The layout: HEADLESS-1 at 0,0 (640×480), HEADLESS-2 at 640,0 (800×600): 1440×600.
    Self.move(pointer, 100, 120, in: 1440, 600)
    #expect(Self.nextPointer(locker)! == ("moved", 100, 120, "HEADLESS-1"))
    pointer.send("down")
    #expect(pointer.nextLine() == "ok")
    #expect(Self.nextPointer(locker)! == ("pressed", 100, 120, "HEADLESS-1"))
    Self.move(pointer, 300, 200, in: 1440, 600)
    #expect(Self.nextPointer(locker)! == ("moved", 300, 200, "HEADLESS-1"))
    pointer.send("up")
    #expect(pointer.nextLine() == "ok")
    #expect(Self.nextPointer(locker)! == ("released", 300, 200, "HEADLESS-1"))

    Self.move(pointer, 700, 50, in: 1440, 600)
    #expect(Self.nextPointer(locker)! == ("moved", 60, 50, "HEADLESS-2"))
    pointer.send("down")
    #expect(pointer.nextLine() == "ok")
    #expect(Self.nextPointer(locker)! == ("pressed", 60, 50, "HEADLESS-2"))
    pointer.send("up")
    #expect(pointer.nextLine() == "ok")
    #expect(Self.nextPointer(locker)! == ("released", 60, 50, "HEADLESS-2"))
  }

  @Test("Keys typed by wtype arrive as keysyms and text: digits, keypad Enter, Return, BackSpace")
  func keysFromWtype() throws {
    let sway = try WaylandCompositor()
    let keyboard = try sway.keepKeyboard()
    let locker = try sway.locker(colour: 0x3366CC)
    // F13 (0xffca) until the locker has its keyboard: the holder's key comes after 10 minutes,
    // so only these reach it.
    var ready = false
    for _ in 0..<50 where !ready {
      try sway.press(key: "F13")
      ready =
        locker.output.next(timeout: 0.2, where: { $0.contains("\"keysym\":\(0xffca)") }) != nil
    }
    try #require(ready, "the locker never saw a key")
    try sway.type("12")
    try sway.press(key: "KP_Enter")
    try sway.press(key: "Return")
    try sway.press(key: "BackSpace")
    var keys: [(Int, String)] = []
    for _ in 0..<5 {
      guard let event = fields(locker.next(containing: "\"key\"")) else { break }
      keys.append((event["keysym"] as? Int ?? -1, event["text"] as? String ?? "?"))
      #expect(event["output"] as? String == "HEADLESS-1")
      #expect(event["repeat"] as? Bool == false)
    }
    let expected: [(Int, String)] = [
      (0x31, "31"), (0x32, "32"), (0xff8d, "d"), (0xff0d, "d"), (0xff08, "8"),
    ]
    #expect(keys.map(\.0) == expected.map(\.0))
    #expect(keys.map(\.1) == expected.map(\.1))
    withExtendedLifetime(keyboard) {}
  }
}
