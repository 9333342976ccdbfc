import Foundation
import GestureLockCore
import TestSupport

/// A private X server showing two 800×600 monitors side by side, made the way that works here:
/// one Xvfb screen of 1600×600 split into two RandR monitors with `xrandr --setmonitor`.
///
/// Xvfb's own `+xinerama` with two `-screen`s places both screens at 0,0 (seen here), and
/// Xephyr inside Xvfb adds a second server to every test. RandR monitors are what a locker
/// reads anyway (`XRRGetMonitors`), and Xvfb (21.1) keeps those a client sets, as long as it
/// does not reset: `-noreset`, or the monitors vanish when `xrandr` disconnects as the last
/// client. The left monitor takes Xvfb's one output (`screen`), the right one has none.
final class TwoMonitorDisplay: @unchecked Sendable {
  /// The server.
  let server: VirtualDisplay
  /// Scratch files (screenshots, the helper script).
  let directory: TemporaryDirectory
  /// The python3-xlib helper's path.
  let helper: String
  /// The python3-xlib attacker's path (``XlibAttacker``).
  let attacker: String
  /// The monitors as set: left at 0,0 and right at 800,0, each 800×600.
  static let left = Rect(x: 0, y: 0, width: 800, height: 600)
  static let right = Rect(x: 800, y: 0, width: 800, height: 600)

  /// Whether every program the tests need is installed (`make deps`).
  static var isAvailable: Bool {
    VirtualDisplay.isAvailable && XlibHelper.isAvailable
      && ["/usr/bin/xrandr", "/usr/bin/xdotool", "/usr/bin/import"].allSatisfy {
        FileManager.default.isExecutableFile(atPath: $0)
      }
  }

  /// Starts the server with both monitors (or, with `rightMonitor` false, with the root shrunk
  /// to the left monitor alone, for the test that adds one while locked).
  init(rightMonitor: Bool = true) throws {
    // Composite (Xvfb has it by default; said anyway): the lock's cover uses its overlay
    // window, and the compositor test needs it.
    server = try VirtualDisplay(
      screen: "1600x600x24", extraArguments: ["-noreset", "+extension", "Composite"])
    directory = try TemporaryDirectory(prefix: "gesturelock-screenlock")
    helper = try XlibHelper.install(in: directory)
    attacker = try XlibAttacker.install(in: directory)
    try xrandr(["--setmonitor", "GL-LEFT", "800/211x600/158+0+0", "screen"])
    if rightMonitor {
      try xrandr(["--setmonitor", "GL-RIGHT", "800/211x600/158+800+0", "none"])
    } else {
      try xrandr(["--output", "screen", "--off", "--fb", "800x600"])
    }
  }

  /// The `DISPLAY` value.
  var name: String { server.display }

  /// Adds the right monitor: grows the root to 1600×600 and defines the monitor, as plugging
  /// in a second screen does.
  func addRightMonitor() throws {
    try xrandr(["--fb", "1600x600", "--output", "screen", "--auto"])
    try xrandr(["--setmonitor", "GL-RIGHT", "800/211x600/158+800+0", "none"])
  }

  /// Runs `xrandr` with `arguments` on this display.
  func xrandr(_ arguments: [String]) throws {
    try tool("/usr/bin/xrandr", arguments)
  }

  /// Runs `xdotool` with `arguments` on this display.
  func xdotool(_ arguments: [String]) throws {
    try tool("/usr/bin/xdotool", arguments)
  }

  private func tool(_ path: String, _ arguments: [String]) throws {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: path), arguments, environment: ["DISPLAY": name])
    guard result.status == 0 else {
      throw ToolError.failed(path, arguments, result.stderr)
    }
  }

  /// A screenshot of the whole 1600×600 screen.
  func screenshot() throws -> Screenshot {
    try Screenshot(of: name, width: 1600, height: 600, in: directory)
  }

  /// Starts the helper in `mode` with `arguments`.
  func helperClient(_ arguments: [String]) throws -> ChildClient {
    try ChildClient(XlibHelper.python, [helper] + arguments, display: name)
  }

  /// Starts the attacker with `arguments`.
  func attackerClient(_ arguments: [String]) throws -> ChildClient {
    try ChildClient(XlibHelper.python, [attacker] + arguments, display: name)
  }

  /// Starts the probe locker (`ScreenCoverProbe`) with `arguments`.
  func probe(_ arguments: [String] = []) throws -> ChildClient {
    try ChildClient(
      ProductBinary.directory.appendingPathComponent("ScreenCoverProbe"), arguments, display: name)
  }
}

/// A command-line tool failed.
enum ToolError: Error {
  /// The tool, its arguments and its standard error.
  case failed(String, [String], String)
}
