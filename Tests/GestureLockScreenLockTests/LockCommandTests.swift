import Foundation
import GestureLockCore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturelock lock` itself (issue 14) under Xvfb with two monitors side by side, checked by
/// real clients: screenshots by `import`, python3-xlib windows and grabs, `xdotool` typing
/// and drawing the pattern at the node positions of the event log's `ready` event.
@Suite(
  "gesturelock lock under Xvfb with two monitors", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct LockCommandTests {
  /// The enrolled pattern, and a wrong one.
  static let secret = [0, 1, 2, 5, 8]
  static let wrong = [0, 3, 6, 7]

  /// A store in the display's scratch directory with `pattern` enrolled.
  static func store(on screen: TwoMonitorDisplay, pattern: String = "0-1-2-5-8") throws -> String {
    let store = screen.directory.path("lock.sqlite")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "enroll"],
      stdin: Data("\(pattern)\n\(pattern)\n".utf8))
    try #require(result.status == 0, "\(result.stderr)")
    return store
  }

  /// Starts `gesturelock lock` (event log on its standard output) with the pointer on the
  /// right monitor, so the pad goes there; `environment` is added to the test's.
  ///
  /// It starts with no signal blocked, as from a shell or xss-lock: the test process's threads
  /// block most signals and a child inherits that mask, so a signal sent to the lock would
  /// otherwise stay pending and test nothing. (python3 clears the mask and `exec`s it: the
  /// process id is the lock's.)
  static func lock(
    _ screen: TwoMonitorDisplay, store: String, arguments: [String] = [],
    environment: [String: String] = [:], readingErrors: Bool = false
  ) throws -> ChildClient {
    try screen.xdotool(["mousemove", "1200", "300"])
    return try ChildClient(
      XlibHelper.python,
      [
        "-c",
        "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
          + "os.execv(sys.argv[1], sys.argv[1:])",
        ProductBinary.gesturelock.path, "--store", store, "--lang", "en", "lock",
      ] + arguments,
      display: screen.name, environment: environment, readingErrors: readingErrors)
  }

  /// The node centres of a `ready` event line, in root points (the pad is on the right
  /// monitor, at x 800).
  static func nodes(_ line: String) throws -> [(x: Int, y: Int)] {
    let event = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let nodes = try #require(event["nodes"] as? [[String: Any]])
    return nodes.map {
      (
        x: Int(($0["x"] as? Double) ?? 0) + Int(TwoMonitorDisplay.right.origin.x),
        y: Int(($0["y"] as? Double) ?? 0)
      )
    }
  }

  /// Draws `pattern` through the nodes with xdotool: press, moves, release.
  static func draw(_ pattern: [Int], nodes: [(x: Int, y: Int)], on screen: TwoMonitorDisplay)
    throws
  {
    let first = nodes[pattern[0]]
    try screen.xdotool(["mousemove", "\(first.x)", "\(first.y)", "mousedown", "1"])
    for index in pattern.dropFirst() {
      usleep(30_000)
      try screen.xdotool(["mousemove", "\(nodes[index].x)", "\(nodes[index].y)"])
    }
    usleep(30_000)
    try screen.xdotool(["mouseup", "1"])
  }

  /// Waits until a screenshot shows no pixel of `colour` (the holder raises the cover over a
  /// window mapped later as soon as it hears of it); `false` after 20 s.
  static func waitUntilHidden(_ colour: UInt32, on screen: TwoMonitorDisplay) throws -> Bool {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      if try ScreenCoverTests.visible(colour, on: screen) == (0, 0) { return true }
      usleep(100_000)
    }
    return false
  }

  /// The pad processes the holder started and that still run.
  static func padChildren(of holder: Int32) -> [Int32] {
    let path = "/proc/\(holder)/task/\(holder)/children"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: " ").compactMap { Int32($0) }
  }

  @Test(
    "Locked: nothing of the window shows, grabs fail, keys never reach it, later windows stay under; Escape and q do not quit"
  )
  func locksTheScreen() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(on: screen)
    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    let locker = try Self.lock(screen, store: store)
    let ready = try #require(locker.next(containing: #""event":"ready""#))
    #expect(ready.contains(#""window":{"width":800,"height":600}"#), "\(ready)")
    #expect(try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0))

    try ScreenCoverTests.expectGrabs(held: true, on: screen)

    try screen.xdotool(["key", "b", "Escape", "q", "ctrl+c"])
    window.send("ping")
    #expect(window.output.next { $0 == "key" || $0 == "pong" } == "pong")

    let later = try ScreenCoverTests.window(ScreenCoverTests.laterColour, on: screen)
    #expect(try Self.waitUntilHidden(ScreenCoverTests.laterColour, on: screen))
    window.send("raise")
    #expect(window.next(containing: "raised") != nil)
    #expect(try Self.waitUntilHidden(ScreenCoverTests.colour, on: screen))

    // Quit signals do not end it either.
    kill(locker.pid, SIGTERM)
    kill(locker.pid, SIGINT)
    kill(locker.pid, SIGHUP)
    try screen.xdotool(["mousemove", "1210", "310"])
    #expect(locker.isRunning)
    #expect(try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0))
    later.finish()
    window.finish()
  }

  @Test(
    "A wrong pattern is counted; killing the pad brings it back, covered; the right pattern exits 0 and uncovers"
  )
  func unlocksOnlyWithTheSecret() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(on: screen)
    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    let locker = try Self.lock(screen, store: store)
    var nodes = try Self.nodes(try #require(locker.next(containing: #""event":"ready""#)))

    try Self.draw(Self.wrong, nodes: nodes, on: screen)
    let rejected = try #require(locker.next(containing: #""event":"verified""#))
    #expect(rejected.contains(#""result":"rejected""#) && rejected.contains("4"), "\(rejected)")
    _ = locker.next(containing: #""state":"normal""#)

    // Kill the pad (not the holder): the screen stays covered and a new pad comes up.
    let children = Self.padChildren(of: locker.pid)
    try #require(children.count == 1)
    kill(children[0], SIGKILL)
    let again = try #require(locker.next(containing: #""event":"ready""#))
    #expect(again.contains(#""stage":"verify""#))
    #expect(Self.padChildren(of: locker.pid) != children)
    #expect(try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0))
    nodes = try Self.nodes(again)

    try Self.draw(Self.secret, nodes: nodes, on: screen)
    let accepted = try #require(locker.next(containing: #""event":"verified""#))
    #expect(accepted.contains(#""result":"accepted""#))
    #expect(locker.waitForExit(timeout: 30) == 0)
    let (left, right) = try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen)
    #expect(left > 100_000 && right > 100_000)
    // Grabs released too.
    let attempt = try screen.helperClient(["trygrab", "keyboard"])
    #expect(attempt.nextLine() == "0")
    window.finish()
  }

  @Test("Five different wrong patterns lock the pad out (throttled), still covered")
  func wrongPatternsAreThrottled() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(on: screen)
    let locker = try Self.lock(screen, store: store)
    let nodes = try Self.nodes(try #require(locker.next(containing: #""event":"ready""#)))
    let wrongs = [[0, 3, 6, 7], [2, 5, 8, 7], [6, 7, 8, 5], [0, 4, 8, 7], [1, 4, 7, 6]]
    for pattern in wrongs {
      try Self.draw(pattern, nodes: nodes, on: screen)
      let verdict = try #require(locker.next(containing: #""event":"verified""#))
      #expect(verdict.contains(#""result":"rejected""#), "\(verdict)")
      if pattern != wrongs.last { _ = locker.next(containing: #""state":"normal""#) }
    }
    #expect(locker.next(containing: #""stage":"locked_out""#) != nil)
    #expect(locker.isRunning)
    let status = try ProcessRunner.run(ProductBinary.gesturelock, ["--store", store, "status"])
    #expect(status.stdout.contains(#""failedAttempts":5"#), "\(status.stdout)")
  }

  @Test("Refusals: a grab held elsewhere exits 10, nothing enrolled 5, no display 9")
  func refusals() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(on: screen)
    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    let holder = try screen.helperClient(["holdgrab", "keyboard"])
    #expect(holder.next(containing: "grabbed") == "grabbed 0")
    let refused = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "--lang", "en", "lock"],
      environment: ["DISPLAY": screen.name], timeout: 60)
    #expect(refused.status == 10)
    #expect(
      refused.stderr.contains("another program holds the keyboard: the screen was NOT locked"))
    let (left, right) = try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen)
    #expect(left > 100_000 && right > 100_000)
    holder.finish()
    window.finish()

    let chinese = try ProcessRunner.run(
      ProductBinary.gesturelock,
      ["--store", screen.directory.path("empty.sqlite"), "--lang", "zh-Hans", "lock"],
      environment: ["DISPLAY": screen.name], timeout: 60)
    #expect(chinese.status == 5)
    #expect(chinese.stderr.contains("gesturelock pad"), "\(chinese.stderr)")

    let noDisplay = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "--lang", "en", "lock"],
      environment: ["DISPLAY": ""], timeout: 60)
    #expect(noDisplay.status == 9)
    #expect(noDisplay.stderr.contains("NOT locked"), "\(noDisplay.stderr)")

    // --blank-after: 0 or whole seconds from 1; a fraction of a second would swallow every
    // input as the one that wakes the screen, so the lock could never be opened.
    for value in ["0.5", "-1", "86401", "nan", "abc"] {
      let bad = try ProcessRunner.run(
        ProductBinary.gesturelock,
        ["--store", store, "--lang", "en", "lock", "--blank-after", value],
        environment: ["DISPLAY": screen.name], timeout: 60)
      #expect(bad.status == 2, "\(value): \(bad.stderr)")
      #expect(bad.stderr.contains("--blank-after"), "\(value): \(bad.stderr)")
    }

    // The store is read while the display is opened; its verdict still comes first.
    let neither = try ProcessRunner.run(
      ProductBinary.gesturelock,
      ["--store", screen.directory.path("empty.sqlite"), "--lang", "en", "lock"],
      environment: ["DISPLAY": ""], timeout: 60)
    #expect(neither.status == 5, "\(neither.stderr)")
  }

  @Test(
    "A window raised over the cover a thousand times a second, then left mapped, goes under again with no input"
  )
  func raiseStormEndsCovered() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(on: screen)
    let locker = try Self.lock(screen, store: store)
    #expect(locker.next(containing: #""event":"ready""#) != nil)
    let later = try ScreenCoverTests.window(
      ScreenCoverTests.laterColour, on: screen, override: true)
    later.send("raisestorm 0.5 0.001")
    #expect(later.next(containing: "stormed") != nil)
    // Screenshots only from here: no key or pointer event may be what wakes the holder.
    #expect(try Self.waitUntilHidden(ScreenCoverTests.laterColour, on: screen))
    kill(locker.pid, SIGKILL)
    later.finish()
  }

  @Test(
    "Once the lock began, a pad started after the store was removed does not refuse: it shows (the account password), covered"
  )
  func removedStoreAfterReadyKeepsTheLock() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(on: screen)
    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    let locker = try Self.lock(screen, store: store)
    #expect(locker.next(containing: #""event":"ready""#) != nil)
    for suffix in ["", "-wal", "-shm"] { unlink(store + suffix) }
    let first = try #require(Self.padChildren(of: locker.pid).first)
    kill(first, SIGKILL)
    // The next pad finds no secret; it must neither refuse (exit 5) nor uncover: it shows.
    #expect(locker.next(containing: #""event":"ready""#) != nil)
    let second = Self.padChildren(of: locker.pid)
    #expect(second.count == 1 && second.first != first, "\(second)")
    // The second pad goes on working: it follows its monitor going away (a `layout`, as in
    // `followsAMonitorRemoved`), and is still the holder's only pad after that.
    try screen.xrandr(["--delmonitor", "GL-RIGHT"])
    #expect(locker.next(containing: #""event":"layout""#) != nil)
    #expect(Self.padChildren(of: locker.pid) == second, "the second pad should stay")
    #expect(locker.isRunning)
    #expect(try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0))
    try ScreenCoverTests.expectGrabs(held: true, on: screen)
    kill(locker.pid, SIGKILL)
    window.finish()
  }

  @Test("Blank when idle: black after the idle time; the waking press is swallowed, not an attempt")
  func blanksWhenIdle() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(on: screen)
    let locker = try Self.lock(screen, store: store, arguments: ["--blank-after", "3"])
    let nodes = try Self.nodes(try #require(locker.next(containing: #""event":"ready""#)))
    // The pad draws a background that is not black; blank, the whole screen is black.
    func blackPixels() throws -> Int {
      try screen.screenshot().count(of: 0x000000, in: TwoMonitorDisplay.right)
    }
    #expect(try blackPixels() < 800 * 600)
    let deadline = Date().addingTimeInterval(30)
    while try blackPixels() < 800 * 600, Date() < deadline { usleep(100_000) }
    #expect(try blackPixels() == 800 * 600)

    // A press-drag-release that wakes the screen (the pointer did not move before: the press
    // is the waking input) is swallowed whole: no stroke, no attempt.
    try screen.xdotool(["mousedown", "1"])
    for index in Self.wrong {
      usleep(30_000)
      try screen.xdotool(["mousemove", "\(nodes[index].x)", "\(nodes[index].y)"])
    }
    try screen.xdotool(["mouseup", "1"])
    let wokeDeadline = Date().addingTimeInterval(30)
    while try blackPixels() == 800 * 600, Date() < wokeDeadline { usleep(100_000) }
    #expect(try blackPixels() < 800 * 600)
    // The right pattern still unlocks (a move first: should the screen have blanked again
    // meanwhile, it wakes it), and the waking one was never verified.
    try screen.xdotool(["mousemove", "1190", "290"])
    try Self.draw(Self.secret, nodes: nodes, on: screen)
    #expect(locker.waitForExit(timeout: 30) == 0)
    let events = locker.output.allLines
    #expect(events.filter { $0.contains(#""event":"verified""#) }.count == 1, "\(events)")
    #expect(!events.contains { $0.contains("too_short") || $0.contains("rejected") })
  }

  @Test("The pad follows a monitor removed while locked: from the right monitor to the left")
  func followsAMonitorRemoved() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(on: screen)
    let locker = try Self.lock(screen, store: store)
    _ = try #require(locker.next(containing: #""event":"ready""#))
    func black(in rect: Rect) throws -> Int {
      try screen.screenshot().count(of: 0x000000, in: rect)
    }
    // The pad on the right monitor (under the pointer), the left one black.
    #expect(try black(in: TwoMonitorDisplay.left) == 800 * 600)
    #expect(try black(in: TwoMonitorDisplay.right) < 800 * 600)

    try screen.xrandr(["--delmonitor", "GL-RIGHT"])
    #expect(locker.next(containing: #""event":"layout""#) != nil)
    let deadline = Date().addingTimeInterval(30)
    while try black(in: TwoMonitorDisplay.left) == 800 * 600, Date() < deadline {
      usleep(100_000)
    }
    #expect(try black(in: TwoMonitorDisplay.left) < 800 * 600)
    #expect(locker.isRunning)
  }
}
