import Foundation
import GestureLockCore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturelock lock` against the other X clients of the session (issue 21): any client may
/// make requests on any window, so each request that could make the cover invisible is made
/// on the lock's windows by a real client (python3-xlib), which then samples the whole screen
/// for a second. Under the lock is a window of one colour over the whole root: no pixel of it
/// may show in any sample, the lock must go on holding the grabs, and what was undone is
/// logged on standard error.
@Suite(
  "gesturelock lock against other X clients of the session", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct LockTamperingTests {
  /// The colour of the window under the lock, and the desktop's stand-in.
  static let colour = ScreenCoverTests.colour

  /// A request of another client: which of the lock's windows (`cover`, `pane`, `overlay`,
  /// as ``XlibAttacker`` names them) and what it does to them.
  struct Tampering: Sendable, CustomTestStringConvertible {
    var target: String
    var action: String
    /// Whether the lock can hear of it (a Composite redirection sends no event).
    var logged = true
    var testDescription: String { "\(action) the \(target)" }
  }

  /// A locked screen over a window of ``colour`` covering the whole root.
  struct LockedScreen {
    let screen: TwoMonitorDisplay
    let store: String
    let desktop: ChildClient
    let locker: ChildClient
    /// The `ready` event of the first pad.
    let ready: String

    /// Starts it; `before` runs once the desktop window shows, before the lock.
    init(before: (TwoMonitorDisplay) throws -> Void = { _ in }) throws {
      screen = try TwoMonitorDisplay()
      store = try LockCommandTests.store(on: screen)
      desktop = try screen.helperClient(
        ["window", "0", "0", "1600", "600", String(LockTamperingTests.colour, radix: 16)])
      try #require(desktop.next(containing: "mapped") != nil)
      try before(screen)
      locker = try LockCommandTests.lock(screen, store: store, readingErrors: true)
      ready = try #require(locker.next(containing: #""event":"ready""#))
    }

    /// The window the pad's pane is in, from the pad's environment (a window inside the
    /// Composite overlay window is in no tree a client can walk from the root).
    func surface() throws -> String {
      let pad = try #require(LockCommandTests.padChildren(of: locker.pid).first)
      let environment = try String(contentsOfFile: "/proc/\(pad)/environ", encoding: .utf8)
      let entry = try #require(
        environment.split(separator: "\0").first { $0.hasPrefix("GESTURELOCK_COVER_WINDOW=") })
      return String(entry.dropFirst("GESTURELOCK_COVER_WINDOW=".count))
    }

    /// Whether the lock logged a line containing `text` on standard error (already, or within
    /// the time ``LineReader/next(timeout:where:)`` waits).
    func logged(_ text: String) -> Bool {
      guard let output = locker.errorOutput else { return false }
      return output.allLines.contains { $0.contains(text) }
        || output.next(where: { $0.contains(text) }) != nil
    }

    /// Has another client make `tampering`, then sample the screen for a second; expects the
    /// colour never seen and the lock still holding.
    ///
    /// - Returns: The attacker, still connected (its windows, such as the one it reparented
    ///   into, live as long as it does).
    @discardableResult
    func expectCovered(after tampering: Tampering) throws -> ChildClient {
      let attacker = try screen.attackerClient([
        "tamper", tampering.target, tampering.action, String(LockTamperingTests.colour, radix: 16),
        "1", try surface(),
      ])
      let touched = try #require(attacker.next(containing: "tampered"))
      #expect(touched != "tampered 0", "no window to tamper with")
      #expect(attacker.next(containing: "errors") == "errors 0")
      let watched = try #require(attacker.next(containing: "watched"))
      let figures = watched.split(separator: " ").dropFirst().compactMap { Int($0) }
      #expect(figures.count == 2 && figures[0] >= 2, "\(watched)")
      #expect(figures.last == 0, "pixels of the desktop seen: \(watched)")
      #expect(locker.isRunning)
      try ScreenCoverTests.expectGrabs(held: true, on: screen)
      if tampering.logged {
        let line = locker.errorOutput?.next { $0.contains("another X client") }
        #expect(line != nil, "nothing logged")
      }
      return attacker
    }
  }

  /// Locks a screen, has another client make `tampering` and expects it covered.
  static func lockAndTamper(_ tampering: Tampering) throws {
    let locked = try LockedScreen()
    let attacker = try locked.expectCovered(after: tampering)
    attacker.finish()
    kill(locked.locker.pid, SIGKILL)
  }

  @Test(
    "A request on the cover leaves no pixel of the desktop for a second; the lock holds, logged",
    arguments: [
      Tampering(target: "cover", action: "shape"),
      Tampering(target: "cover", action: "reparent"),
      Tampering(target: "cover", action: "redirect", logged: false),
      Tampering(target: "cover", action: "unmap"),
      Tampering(target: "cover", action: "move"),
      Tampering(target: "cover", action: "lower"),
      Tampering(target: "cover", action: "inputshape"),
    ])
  func coverTampering(_ tampering: Tampering) throws {
    try Self.lockAndTamper(tampering)
  }

  @Test(
    "The cover destroyed by another client is made again: never uncovered, the pad comes back in it and the secret unlocks"
  )
  func coverDestroyed() throws {
    let locked = try LockedScreen()
    let attacker = try locked.expectCovered(after: Tampering(target: "cover", action: "destroy"))
    let lines = locked.locker.errorOutput?.allLines ?? []
    #expect(
      lines.contains { $0.contains("destroyed") && $0.contains("made again") }, "\(lines)")
    let again = try #require(locked.locker.next(containing: #""event":"ready""#))
    try LockCommandTests.draw(
      LockCommandTests.secret, nodes: try LockCommandTests.nodes(again), on: locked.screen)
    #expect(locked.locker.waitForExit(timeout: 30) == 0)
    let (left, right) = try ScreenCoverTests.visible(Self.colour, on: locked.screen)
    #expect(left > 100_000 && right > 100_000)
    attacker.finish()
  }

  @Test(
    "A request on the Composite overlay window the cover is drawn in leaves no pixel of the desktop; undone, logged",
    arguments: [
      Tampering(target: "overlay", action: "unmap"),
      Tampering(target: "overlay", action: "shape"),
      Tampering(target: "overlay", action: "reparent"),
      Tampering(target: "overlay", action: "lower"),
      Tampering(target: "overlay", action: "destroy"),
      Tampering(target: "overlay", action: "opacity"),
    ])
  func overlayTampering(_ tampering: Tampering) throws {
    try Self.lockAndTamper(tampering)
  }

  @Test(
    "A client that clears override-redirect on the cover and the overlay window, redirects their parents' children and unmaps them cannot keep them unmapped; logged truthfully"
  )
  func mapIntercepted() throws {
    let locked = try LockedScreen()
    // Both windows unmapped at once show the desktop until the lock has heard of it (on a
    // loaded machine the attacker's first sample can come first): so the samples that count
    // are those taken after the lock logged its repair, which it does once the server has
    // carried it out. Before the fix the screen stayed uncovered for good.
    let attacker = try locked.screen.attackerClient([
      "tamper", "outer", "intercept", String(Self.colour, radix: 16), "0", try locked.surface(),
    ])
    #expect(attacker.next(containing: "tampered") == "tampered 2")
    #expect(attacker.next(containing: "errors") == "errors 0")
    #expect(locked.logged("cleared override-redirect"))
    let watch = try locked.screen.attackerClient(["watch", String(Self.colour, radix: 16), "1"])
    let watched = try #require(watch.next(containing: "watched"))
    let figures = watched.split(separator: " ").dropFirst().compactMap { Int($0) }
    #expect(figures.count == 2 && figures.last == 0, "pixels of the desktop seen: \(watched)")
    #expect(locked.locker.isRunning)
    try ScreenCoverTests.expectGrabs(held: true, on: locked.screen)
    let lines = locked.locker.errorOutput?.allLines ?? []
    // Covered again: so nothing may say it is not.
    #expect(!lines.contains { $0.contains("NOT covered") }, "\(lines)")
    attacker.finish()
    kill(locked.locker.pid, SIGKILL)
  }

  @Test(
    "Override-redirect cleared on the cover's windows (no event tells of it) is set again and logged"
  )
  func overrideRedirectCleared() throws {
    let locked = try LockedScreen()
    let attacker = try locked.expectCovered(after: Tampering(target: "outer", action: "override"))
    // Logged by the check the holder makes at least once a second, not by an event.
    #expect(locked.logged("cleared override-redirect"))
    // And really set again, as another client sees it.
    let overrides = try locked.screen.attackerClient(["overrides", "outer", try locked.surface()])
    #expect(overrides.next(containing: "overrides") == "overrides 1 1")
    attacker.finish()
    kill(locked.locker.pid, SIGKILL)
  }

  @Test(
    "A request on the pad's pane shows the cover under it, never the desktop",
    arguments: [
      Tampering(target: "pane", action: "reparent", logged: false),
      Tampering(target: "pane", action: "shape", logged: false),
      Tampering(target: "pane", action: "destroy", logged: false),
      // No event tells of it: the check made at least once a second finds it.
      Tampering(target: "pane", action: "opacity"),
    ])
  func paneTampering(_ tampering: Tampering) throws {
    try Self.lockAndTamper(tampering)
  }

  @Test(
    "Under a compositor (xcompmgr), _NET_WM_WINDOW_OPACITY 0 on the cover leaves no pixel of the desktop",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xcompmgr"),
      "needs xcompmgr (make deps)"))
  func opacityUnderACompositor() throws {
    var compositor: ChildClient?
    let locked = try LockedScreen { screen in
      compositor = try ChildClient(
        URL(fileURLWithPath: "/usr/bin/xcompmgr"), ["-n"], display: screen.name)
      let ready = try screen.attackerClient(["compositor"])
      try #require(ready.next(containing: "composited") != nil)
      // Composited, the desktop shows: the check below can fail.
      let (left, right) = try ScreenCoverTests.visible(Self.colour, on: screen)
      try #require(left > 100_000 && right > 100_000)
    }
    let attacker = try locked.expectCovered(after: Tampering(target: "cover", action: "opacity"))
    #expect(compositor?.isRunning == true)
    attacker.finish()
    kill(locked.locker.pid, SIGKILL)
  }
}
