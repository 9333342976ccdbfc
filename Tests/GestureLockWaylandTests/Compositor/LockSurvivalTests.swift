import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What Wayland promises that X11 cannot, on the release build as shipped (`make build`) and
/// a real headless sway: killing `gesturelock lock` leaves the session locked and a new one
/// takes over; no key reaches the client underneath; outputs come and go while locked.
@Suite(
  "gesturelock lock on Wayland: what killing or typing cannot open (release build)",
  .enabled(
    if: WaylandCompositor.isAvailable,
    "\(WaylandCompositor.unavailableReason ?? "")"),
  .enabled(if: ReleaseBuild.unavailableReason == nil, "\(ReleaseBuild.unavailableReason ?? "")"))
struct LockSurvivalTests {
  /// The release front.
  static let gesturelock = ReleaseBuild.gesturelock

  /// A store with the PIN 5827, enrolled by the release build.
  static func store(in directory: TemporaryDirectory) throws -> String {
    try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin", binary: gesturelock)
  }

  /// `gesturelock lock` (release) on `sway`, once its pad is shown.
  static func lock(_ sway: WaylandCompositor, store: String) throws -> ChildProcess {
    let locker = try LockCommandDriver.lock(
      store: store, environment: sway.environment, binary: gesturelock)
    try #require(locker.next(containing: #""event":"ready""#) != nil)
    return locker
  }

  @Test("kill -9 of gesturelock lock leaves the session locked; a new one takes over, unlocks")
  func killedAndTakenOver() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-survival")
    let store = try Self.store(in: directory)
    let keyboard = try sway.keepKeyboard()
    let first = try Self.lock(sway, store: store)
    kill(first.pid, SIGKILL)
    #expect(first.waitForExit() == 128 + SIGKILL)
    // sway's red: locked, nothing of the desktop.
    let (red, total) = try sway.waitUntilFilled(with: LockCommandDriver.abandonedRed)
    #expect(red == total)
    // Keys typed now reach no one: the PIN typed into the abandoned lock opens nothing.
    try sway.type("5827")
    try sway.press(key: "KP_Enter")
    #expect(try sway.screenshot().count(of: LockCommandDriver.abandonedRed) == total)

    let second = try Self.lock(sway, store: store)
    #expect(
      try sway.waitUntilFilled(with: LockCommandDriver.padBackground, minimum: 100_000).matching
        >= 100_000)
    try LockCommandDriver.unlock(second, withPIN: "5827", on: sway)
    #expect(second.waitForExit() == 0)
    let (desktop, all) = try sway.waitUntilFilled(with: LockCommandDriver.desktop)
    #expect(desktop == all)
    withExtendedLifetime(keyboard) {}
  }

  @Test("No key reaches the window underneath while locked (wev records every key it gets)")
  func noKeyUnderneath() throws {
    // wev (Debian's Wayland event viewer, `make deps`) prints each keyboard event it gets;
    // stdbuf makes it print each line at once.
    let wev = "/usr/bin/wev"
    try #require(FileManager.default.isExecutableFile(atPath: wev), "wev is missing (make deps)")
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-survival")
    let store = try Self.store(in: directory)
    let keyboard = try sway.keepKeyboard()
    let client = try ChildProcess(
      URL(fileURLWithPath: "/usr/bin/stdbuf"), ["-oL", wev], environment: sway.environment,
      readingErrors: true)
    // The control: a key reaches it before the lock. Its window first gets the keyboard focus
    // (a slow start on a loaded machine: wait for that, not for a number of tries), then a key
    // is typed until one arrives.
    let focused = client.output.next(timeout: 90, where: { $0.contains("wl_keyboard] enter") })
    var reached = false
    for _ in 0..<30 where !reached && focused != nil {
      try sway.type("x")
      reached = client.output.next(timeout: 1, where: { $0.contains("utf8: 'x'") }) != nil
    }
    try #require(
      reached,
      "wev never got a key: \(client.output.allLines.suffix(5)) \(client.errorOutput?.allLines ?? [])"
    )

    let locker = try Self.lock(sway, store: store)
    #expect(client.next(containing: "wl_keyboard] leave") != nil)
    try sway.type("q")
    try LockCommandDriver.unlock(locker, withPIN: "5827", on: sway)
    #expect(locker.waitForExit() == 0)
    // Unlocked: the focus comes back, and a key after it is the first wev sees.
    #expect(client.next(containing: "wl_keyboard] enter") != nil)
    try sway.type("z")
    var keys: [String] = []
    while let line = client.next(containing: "utf8: '"), !line.contains("utf8: 'z'") {
      keys.append(line)
    }
    #expect(keys.isEmpty, "wev got keys typed while locked: \(keys)")
    withExtendedLifetime(keyboard) {}
  }

  @Test("An output added while locked shows a lock surface; one removed goes; it still unlocks")
  func outputsWhileLocked() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-survival")
    let store = try Self.store(in: directory)
    let keyboard = try sway.keepKeyboard()
    let locker = try Self.lock(sway, store: store)
    try sway.swaymsg(["create_output"])
    // The pad stays on HEADLESS-1; the new output gets the pad's plain background.
    let (plain, total) = try sway.waitUntilFilled(
      "HEADLESS-2", with: LockCommandDriver.padBackground)
    #expect(plain == total && total > 0)
    try sway.swaymsg(["output", "HEADLESS-2", "unplug"])
    try LockCommandDriver.unlock(locker, withPIN: "5827", on: sway)
    #expect(locker.waitForExit() == 0)
    #expect(try sway.waitUntilFilled(with: LockCommandDriver.desktop).matching > 0)
    withExtendedLifetime(keyboard) {}
  }
}
