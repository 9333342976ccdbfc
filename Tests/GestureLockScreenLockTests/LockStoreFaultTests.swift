import Foundation
import GestureLockCore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Store faults while the screen is locked (issue 21), on `gesturelock lock` under Xvfb with
/// the real PAM under pam_wrapper (`LockAccountPasswordTests.environment(in:)`): the account
/// password's throttle survives the pad process being killed when no secret is left to count
/// on; a full disk counts nothing and the lock works again once space is freed; a store
/// damaged while locked never accepts the secret and leaves the account password.
@Suite(
  "gesturelock lock: store faults while locked", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct LockStoreFaultTests {
  /// Starts `gesturelock lock` on `store` under pam_wrapper, the pointer on the right monitor.
  static func lock(_ screen: TwoMonitorDisplay, store: String) throws -> ChildClient {
    try LockCommandTests.lock(
      screen, store: store,
      environment: try LockAccountPasswordTests.environment(in: screen.directory))
  }

  /// Kills the one pad process the holder runs (`kill -9`) and waits for its successor's
  /// `ready` event.
  static func killPad(of locker: ChildClient) throws -> String {
    let pads = LockCommandTests.padChildren(of: locker.pid)
    try #require(pads.count == 1, "\(pads)")
    kill(pads[0], SIGKILL)
    return try #require(locker.next(containing: #""event":"ready""#))
  }

  /// Types `text` and Return on the lock screen; the pad's verdict on it.
  static func typePassword(_ text: String, on screen: TwoMonitorDisplay, locker: ChildClient)
    throws -> String
  {
    try screen.xdotool(["type", "--delay", "20", text])
    try screen.xdotool(["key", "Return"])
    return try #require(locker.next(containing: #""event":"account_password""#))
  }

  @Test(
    "The secret removed while locked: wrong account passwords are counted in the store, and a pad killed with -9 still throttles"
  )
  func accountThrottleSurvivesThePad() throws {
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    let locker = try Self.lock(screen, store: store)
    _ = try #require(locker.next(containing: #""event":"ready""#))
    let removed = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "remove", "--force"])
    #expect(removed.status == 0, "\(removed.stderr)")
    // The pad started again finds no secret: only the account password is offered.
    let again = try Self.killPad(of: locker)
    #expect(again.contains(#""stage":"enrol""#), "\(again)")

    for left in [4, 3, 2, 1, 0] {
      let verdict = try Self.typePassword("wrongPASSWORD", on: screen, locker: locker)
      #expect(
        verdict.contains(#""result":"rejected","attemptsBeforeDelay":\#(left)"#), "\(verdict)")
    }
    // Killed: the restarted pad reads the count and the minute's delay from the store.
    _ = try Self.killPad(of: locker)
    let refused = try Self.typePassword(
      LockAccountPasswordTests.password, on: screen, locker: locker)
    #expect(refused.contains(#""result":"throttled""#), "\(refused)")
    #expect(locker.isRunning)
    #expect(!locker.output.allLines.contains { $0.contains(#""result":"accepted""#) })
    try ScreenCoverTests.expectGrabs(held: true, on: screen)
    #expect(FileManager.default.fileExists(atPath: store + ".account"))
    kill(locker.pid, SIGKILL)
  }

  @Test(
    "No space left while locked: nothing counted, input still taken; a pad restarted meanwhile shows; once freed the pattern unlocks",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func fullDiskRecovers() throws {
    let screen = try TwoMonitorDisplay()
    let scratch = try ScratchFileSystem(kibibytes: 256)
    let store = scratch.file("lock.sqlite")
    let enrolled = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "enroll"],
      stdin: Data("0-1-2-5-8\n0-1-2-5-8\n".utf8))
    try #require(enrolled.status == 0, "\(enrolled.stderr)")
    let locker = try LockCommandTests.lock(screen, store: store)
    let ready = try #require(locker.next(containing: #""event":"ready""#))
    let nodes = try LockCommandTests.nodes(ready)

    scratch.fill()
    for pattern in [LockCommandTests.secret, LockCommandTests.wrong] {
      try LockCommandTests.draw(pattern, nodes: nodes, on: screen)
      // Each attempt is taken and refused for the full disk: the pad never stops taking input.
      let error = try #require(locker.next(containing: #""event":"error""#))
      #expect(error.contains("no space left"), "\(error)")
      // The error is shown for its hold; a stroke during it would be ignored (SPEC.md §2).
      _ = try #require(locker.next(containing: #""state":"normal""#))
    }
    #expect(!locker.output.allLines.contains { $0.contains("store_unavailable") })
    // A pad started while the disk is full, with no other process holding the store open,
    // cannot even read it (SQLite must make its -shm file first): it shows anyway, says so,
    // and takes no pattern. The running pad's -shm file is moved aside (its space kept, so the
    // pad's death frees none), as if no process had had the store open.
    let aside = scratch.file("shm-aside")
    #expect(link(store + "-shm", aside) == 0 && unlink(store + "-shm") == 0)
    let restarted = try Self.killPad(of: locker)
    #expect(restarted.contains(#""stage":"store_unavailable""#), "\(restarted)")

    scratch.unfill()
    #expect(unlink(aside) == 0)
    // The first press tries the store again (not an attempt); then the pattern unlocks.
    try screen.xdotool(["mousemove", "\(nodes[4].x)", "\(nodes[4].y)", "click", "1"])
    _ = try #require(locker.next(containing: #""stage":"verify""#))
    try LockCommandTests.draw(LockCommandTests.secret, nodes: nodes, on: screen)
    let verified = try #require(locker.next(containing: #""event":"verified""#))
    #expect(verified.contains(#""result":"accepted""#), "\(verified)")
    #expect(locker.waitForExit(timeout: 30) == 0)
    let status = try ProcessRunner.run(ProductBinary.gesturelock, ["--store", store, "status"])
    #expect(status.stdout.contains(#""failedAttempts":0"#), "\(status.stdout)")
  }

  /// One way the store is damaged behind the running pad.
  struct Damage: Sendable, CustomTestStringConvertible {
    let name: String
    /// Whether the pad is also killed afterwards (its successor finds the damage at start).
    let restartsPad: Bool
    let apply: @Sendable (_ store: String, _ directory: TemporaryDirectory) throws -> Void
    var testDescription: String { name + (restartsPad ? ", the pad restarted" : "") }
  }

  static let damages: [Damage] = [
    Damage(name: "its first page overwritten in place", restartsPad: false) { store, _ in
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: store))
      try handle.write(contentsOf: Data(repeating: 0x5A, count: 4096))
      try handle.close()
    },
    Damage(name: "truncated", restartsPad: false) { store, _ in
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: store))
      try handle.truncate(atOffset: 0)
      try handle.close()
    },
    Damage(name: "replaced by another file", restartsPad: true) { store, directory in
      let other = directory.path("garbage")
      try Data(String(repeating: "not a store\n", count: 700).utf8).write(
        to: URL(fileURLWithPath: other))
      #expect(rename(other, store) == 0)
    },
  ]

  @Test(
    "Damaged while locked: the right pattern does not unlock; the pad says so, and the account password unlocks",
    arguments: damages)
  func damagedWhileLocked(_ damage: Damage) throws {
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    let locker = try Self.lock(screen, store: store)
    let ready = try #require(locker.next(containing: #""event":"ready""#))
    let nodes = try LockCommandTests.nodes(ready)

    try damage.apply(store, screen.directory)
    if damage.restartsPad {
      let restarted = try Self.killPad(of: locker)
      #expect(restarted.contains(#""stage":"store_unavailable""#), "\(restarted)")
    }
    try LockCommandTests.draw(LockCommandTests.secret, nodes: nodes, on: screen)
    if !damage.restartsPad {
      let error = try #require(
        locker.next(containing: #""event":"error""#), "\(locker.output.allLines)")
      #expect(error.contains("store damaged"), "\(error)")
      let stage = try #require(locker.next(containing: #""event":"stage""#))
      #expect(stage.contains(#""stage":"store_unavailable""#), "\(stage)")
    }
    #expect(locker.isRunning)
    #expect(try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0))

    // No Tab needed: the account password is what the lock screen offers now.
    let accepted = try Self.typePassword(
      LockAccountPasswordTests.password, on: screen, locker: locker)
    #expect(accepted.contains(#""result":"accepted""#), "\(accepted)")
    #expect(locker.waitForExit(timeout: 30) == 0)
    let lines = locker.output.allLines
    #expect(
      !lines.contains { $0.contains(#""event":"verified""#) }, "the pattern was never checked")
    window.finish()
  }
}
