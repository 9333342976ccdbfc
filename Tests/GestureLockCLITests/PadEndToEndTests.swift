import Foundation
import GestureLockRender
import TestSupport
import Testing

/// The desktop pad driven like a person would: a real window on a private X display (Xvfb),
/// real mouse drags sent by `xdotool`, screenshots taken by ImageMagick's `import`.
@Suite("Lock pad end to end under Xvfb with real xdotool drags", .serialized)
struct PadEndToEndTests {
  @Test(
    "Enrol by drawing twice, a wrong pattern shows red, the right one unlocks, and a restart keeps the secret"
  )
  func enrolRejectAcceptRestart() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-pad")
    let store = directory.path("lock.sqlite")
    let secret = [0, 1, 2, 5, 8]
    let wrong = [0, 3, 6, 7]

    var pad = try PadProcess(display: display.display, store: store)
    let ready = try pad.waitForEvent("ready")
    #expect(ready["stage"] as? String == "enrol")
    let nodes = try PadProcess.nodes(of: ready)

    // Enrolment: draw, then draw again to confirm.
    try pad.enrolByDrawing(secret, nodes: nodes)

    // A wrong pattern: rejected, and the path shows red while the error is held.
    try pad.drag(through: wrong.map { nodes[$0] })
    let rejected = try pad.waitForEvent("verified")
    #expect(rejected["result"] as? String == "rejected")
    #expect(rejected["attemptsBeforeDelay"] as? Int == 4)
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "error" }
    let shot = try pad.screenshotOfNextFrame(to: directory.path("error.png"))
    // Midway between nodes 0 and 3 lies the path, away from any node circle.
    let between = (x: (nodes[0].x + nodes[3].x) / 2, y: (nodes[0].y + nodes[3].y) / 2)
    let pixel = shot.pixel(x: Int(between.x), y: Int(between.y))
    #expect(pixel.red > 180 && pixel.green < 110 && pixel.blue < 110, "path pixel is \(pixel)")
    // The untouched path between 1 and 2 is not drawn (background there).
    let unused = shot.pixel(x: Int((nodes[4].x + nodes[5].x) / 2), y: Int(nodes[4].y))
    #expect(!(unused.red > 180 && unused.green < 110), "no red where nothing was drawn")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // The right pattern unlocks.
    try pad.drag(through: secret.map { nodes[$0] })
    let accepted = try pad.waitForEvent("verified")
    #expect(accepted["result"] as? String == "accepted")
    #expect(try pad.stop() == 0)

    // Restart: the secret is still enrolled, read from the store.
    var again = try PadProcess(display: display.display, store: store)
    let readyAgain = try again.waitForEvent("ready")
    #expect(readyAgain["stage"] as? String == "verify")
    let nodesAgain = try PadProcess.nodes(of: readyAgain)
    try again.drag(through: secret.map { nodesAgain[$0] })
    #expect(try again.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(try again.stop() == 0)

    // Nothing in the log ever names the pattern's nodes (no --log-nodes given).
    for line in pad.lines + again.lines {
      #expect(!line.contains("\"event\":\"node\""))
    }
  }

  @Test("Without a display the pad says how to run it and exits 9")
  func noDisplay() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-pad")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", directory.path("lock.sqlite"), "pad"],
      environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], timeout: 30)
    #expect(result.status == 9)
    #expect(result.stderr.contains("xvfb-run"))
  }
}

/// A running `gesturelock pad` on a virtual display, with its event log and window.
struct PadProcess {
  let process: Process
  let reader: LineReader
  let display: String
  var window: String = ""

  /// Starts `gesturelock pad` with `arguments` after the command (e.g. `--passcode`); its
  /// standard error goes to the test's, or to the file `errorPath`. `stay`: with `--stay`, so
  /// that a test can go on after an unlock (the gate itself is tested in `PadGateTests`).
  init(
    display: String, store: String, arguments: [String] = [], errorPath: String? = nil,
    stay: Bool = true
  ) throws {
    process = Process()
    process.executableURL = ProductBinary.gesturelock
    process.arguments =
      ["--store", store, "--lang", "en", "pad", "--log-frames"] + (stay ? ["--stay"] : [])
      + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    if let errorPath {
      _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
      process.standardError = FileHandle(forWritingAtPath: errorPath)
    } else {
      process.standardError = FileHandle.standardError
    }
    self.display = display
    reader = LineReader(output.fileHandleForReading)
    try process.run()
  }

  var lines: [String] { reader.allLines }

  /// Waits for the next event named `name` that satisfies `predicate`.
  mutating func waitForEvent(
    _ name: String, timeout: Double = 30, where predicate: ([String: Any]) -> Bool = { _ in true }
  ) throws -> [String: Any] {
    let line = reader.next(timeout: timeout) { line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
        let event = object as? [String: Any], event["event"] as? String == name
      else { return false }
      return predicate(event)
    }
    guard let line,
      let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else {
      throw PadTestError.noEvent(name, log: lines)
    }
    if name == "ready" { window = try findWindow() }
    return event
  }

  /// Node centres in window coordinates from a `ready` event.
  static func nodes(of ready: [String: Any]) throws -> [(x: Double, y: Double)] {
    let nodes = try #require(ready["nodes"] as? [[String: Any]])
    return nodes.map { (x: ($0["x"] as? Double) ?? 0, y: ($0["y"] as? Double) ?? 0) }
  }

  /// Enrols by drawing `pattern` (node indices into `nodes`) twice, and waits until the pad
  /// shows its normal state again.
  mutating func enrolByDrawing(_ pattern: [Int], nodes: [(x: Double, y: Double)]) throws {
    try drag(through: pattern.map { nodes[$0] })
    _ = try waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    try drag(through: pattern.map { nodes[$0] })
    _ = try waitForEvent("enrolled")
    _ = try waitForEvent("state") { $0["state"] as? String == "normal" }
  }

  /// Presses the left button at the first point, moves through the others, and releases.
  func drag(through points: [(x: Double, y: Double)]) throws {
    func point(_ p: (x: Double, y: Double)) -> [String] { [String(Int(p.x)), String(Int(p.y))] }
    try xdotool(["mousemove", "--window", window] + point(points[0]) + ["mousedown", "1"])
    for next in points.dropFirst() {
      usleep(30_000)
      try xdotool(["mousemove", "--window", window] + point(next))
    }
    usleep(30_000)
    try xdotool(["mouseup", "1"])
  }

  /// Waits for the next frame the pad presents after the events read so far (its `frame`
  /// event: the pad runs with `--log-frames`), then captures the window: what the screen shows
  /// once the state those events announced is drawn, with no sleep before the screenshot.
  mutating func screenshotOfNextFrame(to path: String) throws -> PixelBuffer {
    _ = try waitForEvent("frame")
    return try screenshot(to: path)
  }

  /// Resizes the window (no window manager runs on the test's display: X applies the size).
  func resizeWindow(width: Int, height: Int) throws {
    try xdotool(["windowsize", window, String(width), String(height)])
  }

  /// Captures the window with ImageMagick's `import` and decodes it.
  func screenshot(to path: String) throws -> PixelBuffer {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/import"), ["-window", window, path],
      environment: ["DISPLAY": display], timeout: 30)
    guard result.status == 0 else { throw PadTestError.tool("import", result.stderr) }
    return try PixelBuffer(contentsOfPNG: path)
  }

  /// Asks the pad to quit (SDL turns SIGTERM into a quit event, like closing the window) and
  /// returns its exit status (with `--stay`: 0 if it was unlocked, else 7).
  func stop() throws -> Int32 {
    if process.isRunning { process.terminate() }
    return try waitForExit()
  }

  /// Waits for the pad to exit by itself and returns its status; 137 after killing it when it
  /// did not exit within `timeout` seconds.
  func waitForExit(timeout: Double = 15) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return 137
    }
    return process.terminationStatus
  }

  private func findWindow() throws -> String {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/xdotool"), ["search", "--sync", "--name", "^GestureLock$"],
      environment: ["DISPLAY": display], timeout: 20)
    guard result.status == 0, let id = result.stdout.split(separator: "\n").first else {
      throw PadTestError.tool("xdotool search", result.stderr)
    }
    return String(id)
  }

  private func xdotool(_ arguments: [String]) throws {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, environment: ["DISPLAY": display],
      timeout: 20)
    guard result.status == 0 else { throw PadTestError.tool("xdotool", result.stderr) }
  }
}

enum PadTestError: Error, CustomStringConvertible {
  case noEvent(String, log: [String])
  case tool(String, String)

  var description: String {
    switch self {
    case .noEvent(let name, let log):
      "no '\(name)' event; log so far:\n" + log.joined(separator: "\n")
    case .tool(let name, let stderr): "\(name) failed: \(stderr)"
    }
  }
}
