import Foundation
import TestSupport
import Testing

/// `gesturelock lock` (the front, as installed) chooses by itself: the Wayland session lock
/// when `WAYLAND_DISPLAY` names a compositor that offers it, else X11 through `DISPLAY`, else
/// exit 9; `--display-server` forces one. X11 is an Xvfb here, beside a headless sway.
@Suite(
  "gesturelock lock chooses Wayland or X11",
  .enabled(
    if: WaylandCompositor.isAvailable,
    "\(WaylandCompositor.unavailableReason ?? "")"),
  // Xvfb is installed by `make deps`; without it the X11 side cannot be shown.
  .enabled(if: VirtualDisplay.isAvailable, "Xvfb is missing (make deps)"))
struct LockChoiceTests {
  /// The `ready` line's window as `WIDTHxHEIGHT`: 640x480 is sway's output, 1024x768 the Xvfb.
  static func window(_ locker: ChildProcess) -> String? {
    guard let ready = fields(locker.next(containing: #""event":"ready""#)),
      let window = ready["window"] as? [String: Any], let width = window["width"] as? Int,
      let height = window["height"] as? Int
    else { return nil }
    return "\(width)x\(height)"
  }

  @Test("A Wayland session whose compositor offers the lock: Wayland, not the XWayland display")
  func waylandFirst() throws {
    let sway = try WaylandCompositor()
    let x11 = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-choice")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    let keyboard = try sway.keepKeyboard()
    var environment = sway.environment
    environment["DISPLAY"] = x11.display
    let locker = try LockCommandDriver.lock(store: store, environment: environment)
    #expect(Self.window(locker) == "640x480")
    try LockCommandDriver.unlock(locker, withPIN: "5827", on: sway)
    #expect(locker.waitForExit() == 0)
    withExtendedLifetime(keyboard) {}
  }

  @Test("--display-server x11 forces X11 although the compositor offers the lock")
  func forcedX11() throws {
    let sway = try WaylandCompositor()
    let x11 = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-choice")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    var environment = sway.environment
    environment["DISPLAY"] = x11.display
    let locker = try LockCommandDriver.lock(
      store: store, options: ["--display-server", "x11"], environment: environment)
    #expect(Self.window(locker) == "1024x768")
    // The Wayland session was left alone: a locker there is not refused.
    let probe = try sway.locker(colour: 0x3366CC)
    probe.send("unlock")
    #expect(probe.next(containing: "\"unlocked\"") != nil)
  }

  @Test("WAYLAND_DISPLAY naming no compositor: X11 through DISPLAY")
  func x11Otherwise() throws {
    let x11 = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-choice")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    let runtime = try TemporaryDirectory(prefix: "gesturelock-runtime")
    let locker = try LockCommandDriver.lock(
      store: store,
      environment: [
        "WAYLAND_DISPLAY": "wayland-nothing-here", "XDG_RUNTIME_DIR": runtime.url.path,
        "DISPLAY": x11.display,
      ])
    #expect(Self.window(locker) == "1024x768")
  }

  @Test("Neither a compositor with the lock nor an X display: exit 9, naming both")
  func neither() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-choice")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    let runtime = try TemporaryDirectory(prefix: "gesturelock-runtime")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "--lang", "en", "lock"],
      environment: [
        "WAYLAND_DISPLAY": "wayland-nothing-here", "XDG_RUNTIME_DIR": runtime.url.path,
        "DISPLAY": "",
      ])
    #expect(result.status == 9)
    #expect(result.stderr.contains("no Wayland compositor with a session lock"), "\(result.stderr)")
    #expect(result.stderr.contains("NOT locked"), "\(result.stderr)")
  }

  @Test("X11 --daemonize returns once both grabs are held: another client's grab fails then")
  func x11Daemonize() throws {
    let x11 = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-choice")
    let store = try LockCommandDriver.store(in: directory, secret: "5827", kind: "pin")
    let environment = ["WAYLAND_DISPLAY": "", "DISPLAY": x11.display]
    let locker = try LockCommandDriver.lock(
      store: store, options: ["--daemonize"], environment: environment)
    defer { LockCommandDriver.killProcesses(using: store) }
    #expect(locker.waitForExit(timeout: 60) == 0)
    // At once: python3-xlib's grab of the keyboard (1 = AlreadyGrabbed, 0 = Success).
    let grab = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/python3"),
      [
        "-c",
        "from Xlib import display, X\nd = display.Display()\n"
          + "print(d.screen().root.grab_keyboard(True, X.GrabModeAsync, X.GrabModeAsync, "
          + "X.CurrentTime))",
      ], environment: environment)
    #expect(grab.stdout == "1\n", "\(grab.stderr)")
    // The lock goes on in the background: its pad reports on the shared standard output.
    #expect(locker.next(containing: #""event":"ready""#) != nil)
    // No process id to end it by: Xvfb going away ends it (exit 9, display lost).
    x11.stop()
  }
}
