import Foundation
import TestSupport
import Testing

/// `gesturelock lock --daemonize` and `--ready-fd N` on a headless sway: they return (or write)
/// only once the compositor has sent `locked`, so `swayidle -w … before-sleep` never lets the
/// machine sleep unlocked (swaylock's `-f`).
@Suite(
  "gesturelock lock --daemonize and --ready-fd",
  .enabled(
    if: WaylandCompositor.isAvailable,
    "\(WaylandCompositor.unavailableReason ?? "")"))
struct LockDaemonTests {
  /// Checks, at once, that the session is locked: no pixel of sway's desktop is shown, and a
  /// second locker is refused (exit 10).
  static func expectLocked(_ sway: WaylandCompositor) throws {
    #expect(try sway.screenshot().count(of: LockCommandDriver.desktop) == 0)
    let second = try ProcessRunner.run(
      Probes.lock, ["lock", "22aa44"], environment: sway.environment, timeout: 30)
    #expect(second.status == 10)
  }

  @Test("--daemonize returns 0 once locked; the lock goes on until the PIN is typed")
  func daemonize() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-daemon")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    let keyboard = try sway.keepKeyboard()
    let locker = try LockCommandDriver.lock(
      store: store, options: ["--daemonize"], environment: sway.environment)
    defer { LockCommandDriver.killProcesses(using: store) }
    #expect(locker.waitForExit(timeout: 30) == 0)
    try Self.expectLocked(sway)
    // The background locker shares the standard output: its pad, then the unlock.
    #expect(locker.next(containing: #""event":"ready""#) != nil)
    try LockCommandDriver.unlock(locker, withPIN: "5827", on: sway)
    #expect(try sway.waitUntilFilled(with: LockCommandDriver.desktop).matching > 0)
    withExtendedLifetime(keyboard) {}
  }

  /// The test that tells "after `locked`" from "as soon as it asked": a locker that said
  /// ready before the compositor answered would return 0 here (checked by moving the notice
  /// before the lock request: this test then fails; sway answers a lock at once, so the
  /// others cannot see the difference).
  @Test("--daemonize while another locker holds the session: exit 10, NOT locked")
  func daemonizeRefused() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-daemon")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    let other = try sway.locker(colour: 0x3366CC)
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "--lang", "en", "lock", "--daemonize"],
      environment: sway.environment, timeout: 30)
    #expect(result.status == 10)
    #expect(result.stderr.contains("NOT locked"), "\(result.stderr)")
    withExtendedLifetime(other) {}
  }

  @Test("--ready-fd N: a newline on N once locked, then the end of the file")
  func readyDescriptor() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-daemon")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    let keyboard = try sway.keepKeyboard()
    let ready = directory.path("ready")
    try Data().write(to: URL(fileURLWithPath: ready))
    // The shell opens descriptor 3 on the file, then becomes `gesturelock lock --ready-fd 3`.
    var environment = sway.environment
    environment["READY"] = ready
    let locker = try ChildProcess(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", #"exec "$@" 3>"$READY""#, "sh", ProductBinary.gesturelock.path, "--store", store,
        "--lang", "en", "lock", "--ready-fd", "3",
      ], environment: environment)
    let deadline = Date().addingTimeInterval(30)
    var written = ""
    while written.isEmpty, locker.isRunning, Date() < deadline {
      written = (try? String(contentsOfFile: ready, encoding: .utf8)) ?? ""
      if written.isEmpty { usleep(2_000) }
    }
    #expect(written == "\n")
    try Self.expectLocked(sway)
    try LockCommandDriver.unlock(locker, withPIN: "5827", on: sway)
    #expect(locker.waitForExit() == 0)
    withExtendedLifetime(keyboard) {}
  }

  @Test("--ready-fd that is not a number from 0 to 65535, or not open: exit 2, nothing locked")
  func readyDescriptorRefused() throws {
    let sway = try WaylandCompositor()
    let directory = try TemporaryDirectory(prefix: "gesturelock-daemon")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    for (value, message) in [
      ("57", "descriptor 57 is not open"), ("x", "not a number"), ("-1", "not a number"),
      ("3.5", "not a number"),
    ] {
      let result = try ProcessRunner.run(
        ProductBinary.gesturelock,
        ["--store", store, "--lang", "en", "lock", "--ready-fd=\(value)"],
        environment: sway.environment, timeout: 30)
      #expect(result.status == 2, "\(value)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
    // Nothing was locked: a locker now is not refused.
    let probe = try sway.locker(colour: 0x3366CC)
    probe.send("unlock")
    #expect(probe.next(containing: "\"unlocked\"") != nil)
  }
}
