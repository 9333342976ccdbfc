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

  /// A locker on `sway` whose keyboard is bound: F13 typed until it arrives (with a keyboard
  /// kept on the seat, so it stays bound).
  static func lockerWithKeyboard(on sway: WaylandCompositor) throws -> ChildProcess {
    let locker = try sway.locker(colour: 0x3366CC)
    for _ in 0..<50 {
      try sway.press(key: "F13")
      if locker.output.next(timeout: 0.2, where: { $0.contains("\"keysym\":\(0xffca)") }) != nil {
        return locker
      }
    }
    throw ProbeError.notLocked
  }

  /// The next `count` key reports of `locker` as (keysym, text in hexadecimal, repeat).
  static func keys(_ locker: ChildProcess, _ count: Int) -> [(Int, String, Bool)] {
    var keys: [(Int, String, Bool)] = []
    for _ in 0..<count {
      guard let event = fields(locker.next(containing: "\"key\"")) else { break }
      #expect(event["output"] as? String == "HEADLESS-1")
      keys.append(
        (
          event["keysym"] as? Int ?? -1, event["text"] as? String ?? "?",
          event["repeat"] as? Bool ?? false
        ))
    }
    return keys
  }

  @Test("Keys typed by wtype arrive as keysyms and text: digits, the keypad, Return, BackSpace")
  func keysFromWtype() throws {
    let sway = try WaylandCompositor()
    let keyboard = try sway.keepKeyboard()
    let locker = try Self.lockerWithKeyboard(on: sway)
    try sway.type("12")
    for key in ["KP_1", "KP_Enter", "Return", "BackSpace"] { try sway.press(key: key) }
    let keys = Self.keys(locker, 6)
    let expected: [(Int, String)] = [
      (0x31, "31"), (0x32, "32"), (0xffb1, "31"), (0xff8d, "d"), (0xff0d, "d"), (0xff08, "8"),
    ]
    #expect(keys.map(\.0) == expected.map(\.0))
    #expect(keys.map(\.1) == expected.map(\.1))
    #expect(keys.allSatisfy { !$0.2 })
    withExtendedLifetime(keyboard) {}
  }

  @Test("A key held past the compositor's repeat delay repeats, each marked as a repeat")
  func keyRepeat() throws {
    let sway = try WaylandCompositor()
    let keyboard = try sway.keepKeyboard()
    let locker = try Self.lockerWithKeyboard(on: sway)
    // wtype holds BackSpace for 1.5 s (its own wait between press and release); sway's repeat
    // delay is 600 ms, its rate 25 a second.
    try sway.wtype(["-P", "BackSpace", "-s", "1500", "-p", "BackSpace"])
    try sway.press(key: "F13")
    var keys: [(Int, String, Bool)] = []
    while let key = Self.keys(locker, 1).first, key.0 != 0xffca { keys.append(key) }
    #expect(keys.first.map { $0.0 == 0xff08 && !$0.2 } == true, "the press itself")
    #expect(keys.dropFirst().count >= 1, "no repeat in 1.5 s")
    #expect(keys.dropFirst().allSatisfy { $0.0 == 0xff08 && $0.2 })
    withExtendedLifetime(keyboard) {}
  }
}
