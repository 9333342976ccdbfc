import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturelock lock --display-server wayland` on a real headless sway, the pad drawn with a
/// virtual pointer and typed with wtype, as a user would (issue 23; the account password comes
/// with issue 22's one flow).
@Suite(
  "gesturelock lock --display-server wayland",
  .enabled(
    if: WaylandCompositor.isAvailable,
    "\(WaylandCompositor.unavailableReason ?? "")"))
struct WaylandLockCommandTests {
  /// The enrolled pattern, and a wrong one.
  static let secret = [0, 1, 2, 5, 8]
  static let wrong = [0, 3, 6, 7]

  /// A store in `directory` with `secret` enrolled (`kind`: `pattern` or `pin`).
  static func store(
    in directory: TemporaryDirectory, secret: String, kind: String = "pattern"
  ) throws -> String {
    try LockCommandDriver.store(in: directory, secret: secret, kind: kind)
  }

  /// `gesturelock lock --display-server wayland` on `sway`, its event log on standard output.
  static func lock(_ sway: WaylandCompositor, store: String) throws -> ChildProcess {
    try LockCommandDriver.lock(
      store: store, options: ["--display-server", "wayland"], environment: sway.environment)
  }

  /// The node centres of a `ready` line, in the output's points (the pad is on HEADLESS-1 at
  /// 0,0, so these are layout pixels too).
  static func nodes(_ line: String) throws -> [(x: Int, y: Int)] {
    let event = try #require(fields(line))
    let nodes = try #require(event["nodes"] as? [[String: Any]])
    return nodes.map { (Int(($0["x"] as? Double) ?? 0), Int(($0["y"] as? Double) ?? 0)) }
  }

  /// Draws `pattern` through `nodes` with the virtual pointer: press, moves, release.
  static func draw(_ pattern: [Int], nodes: [(x: Int, y: Int)], with pointer: ChildProcess) {
    let (width, height) = WaylandCompositor.outputSize
    func send(_ command: String) {
      pointer.send(command)
      #expect(pointer.nextLine() == "ok")
    }
    send("move \(nodes[pattern[0]].x) \(nodes[pattern[0]].y) \(width) \(height)")
    send("down")
    for index in pattern.dropFirst() {
      send("move \(nodes[index].x) \(nodes[index].y) \(width) \(height)")
    }
    send("up")
  }

  @Test("A wrong pattern is rejected, the right one unlocks: exit 0 and sway's desktop again")
  func patternByPointer() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-wayland-lock")
    let store = try Self.store(in: directory, secret: "0-1-2-5-8")
    // The virtual pointer first: the locker then finds the seat's pointer when it starts.
    let pointer = try ChildProcess(Probes.pointer, [], environment: sway.environment)
    try #require(pointer.nextLine() == "ready")
    let locker = try Self.lock(sway, store: store)
    let ready = try #require(locker.next(containing: #""event":"ready""#))
    #expect(ready.contains(#""window":{"width":640,"height":480}"#), "\(ready)")
    let nodes = try Self.nodes(ready)
    let padBackground = LockCommandDriver.padBackground
    #expect(try sway.waitUntilFilled(with: padBackground, minimum: 100_000).matching >= 100_000)

    Self.draw(Self.wrong, nodes: nodes, with: pointer)
    let rejected = fields(locker.next(containing: #""event":"verified""#))
    #expect(rejected?["result"] as? String == "rejected")
    // Strokes during the error's hold are ignored: draw again once it is over.
    #expect(locker.next(containing: #""state":"normal""#) != nil)
    Self.draw(Self.secret, nodes: nodes, with: pointer)
    let accepted = fields(locker.next(containing: #""event":"verified""#))
    #expect(accepted?["result"] as? String == "accepted")
    #expect(locker.waitForExit() == 0)
    #expect(try sway.screenshot().count(of: padBackground) == 0)
  }

  @Test("A PIN typed with wtype unlocks (digits and the keypad's Enter)")
  func pinByKeyboard() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-wayland-lock")
    let store = try Self.store(in: directory, secret: "5827", kind: "pin")
    let keyboard = try sway.keepKeyboard()
    let locker = try Self.lock(sway, store: store)
    #expect(locker.next(containing: #""event":"ready""#) != nil)
    try LockCommandDriver.unlock(locker, withPIN: "5827", on: sway)
    #expect(locker.waitForExit() == 0)
    withExtendedLifetime(keyboard) {}
  }

  @Test("Another locker holds the session: exit 10, the screen was NOT locked (by us)")
  func refusedWhileLocked() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-wayland-lock")
    let store = try Self.store(in: directory, secret: "0-1-2-5-8")
    let other = try sway.locker(colour: 0x3366CC)
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock,
      ["--store", store, "--lang", "en", "lock", "--display-server", "wayland"],
      environment: sway.environment)
    #expect(result.status == 10)
    #expect(result.stderr.contains("NOT locked"), "\(result.stderr)")
    withExtendedLifetime(other) {}
  }

  @Test("Without a Wayland compositor: exit 9")
  func noCompositor() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-wayland-lock")
    let store = try Self.store(in: directory, secret: "0-1-2-5-8")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock,
      ["--store", store, "--lang", "en", "lock", "--display-server", "wayland"],
      environment: ["WAYLAND_DISPLAY": "", "WAYLAND_SOCKET": "", "DISPLAY": ""])
    #expect(result.status == 9, "\(result.stderr)")
  }
}
