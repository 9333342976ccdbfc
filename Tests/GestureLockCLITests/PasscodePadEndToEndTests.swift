import Foundation
import GestureLockCore
import GestureLockRender
import TestSupport
import Testing

/// The passcode pad and the lockout countdown driven like a person would, on a private X
/// display: real clicks and key presses from `xdotool`, screenshots from ImageMagick's
/// `import`, compared with frames the renderer draws for what should be on screen.
///
/// Set `GESTURELOCK_SCREENSHOT_DIR` to keep the screenshots for a look.
@Suite("Passcode pad and lockout end to end under Xvfb", .serialized)
struct PasscodePadEndToEndTests {
  static let pin = "384729"

  @Test("A 6-digit PIN is enrolled and unlocked by real clicks; a wrong PIN shows red dots")
  func pinByClicks() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-passpad")
    let store = directory.path("lock.sqlite")

    var pad = try PadProcess(display: display.display, store: store, arguments: ["--passcode"])
    let ready = try pad.waitForEvent("ready")
    #expect(ready["kind"] as? String == "pin")
    #expect(ready["stage"] as? String == "enrol")
    let keys = try PadProcess.keys(of: ready)
    #expect(keys.count == 11, "1–9, 0 and ⌫; no OK key on a PIN pad")
    #expect(keys["submit"] == nil)

    // A common PIN is refused at the first entry, before any confirmation.
    try pad.typeKeys(["1", "2", "3", "4", "5", "6"])
    let refused = try pad.waitForEvent("refused")
    #expect(refused["reason"] as? String == "common_pin")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // Enrolment: the PIN, then again to confirm; each click enters one digit.
    try pad.clickDigits(PasscodePadEndToEndTests.pin, keys: keys)
    let confirm = try pad.waitForEvent("stage")
    #expect(confirm["stage"] as? String == "confirm", "the first stage change after the refusal")
    try pad.clickDigits(PasscodePadEndToEndTests.pin, keys: keys)
    let enrolled = try pad.waitForEvent("enrolled")
    #expect(enrolled["kind"] as? String == "pin")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // ⌫ by click removes a digit; the PIN then still needs all six.
    try pad.click(keys["5"]!)
    _ = try pad.waitForEvent("key") { $0["action"] as? String == "entered" }
    try pad.click(keys["delete"]!)
    let deleted = try pad.waitForEvent("key") { $0["action"] as? String == "deleted" }
    #expect(deleted["length"] as? Int == 0)

    // A wrong PIN: rejected, and the six dots and the message show red during the hold.
    try pad.clickDigits("505050", keys: keys)
    let rejected = try pad.waitForEvent("verified")
    #expect(rejected["result"] as? String == "rejected")
    #expect(rejected["attemptsBeforeDelay"] as? Int == 4)
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "error" }
    let shot = try pad.screenshotOfNextFrame(to: directory.path("wrong-pin.png"))
    keep(directory.path("wrong-pin.png"), as: "wrong-pin.png")
    let expected = try PasscodePadEndToEndTests.errorFrame(
      ready: ready, message: "Wrong passcode. 4 attempts left")
    // Red above the keys (dots and message), whatever the renderer draws.
    let keysTop = Int(keys["1"]!.y - (ready["radius"] as? Double ?? 0))
    var red = 0
    for y in 0..<keysTop {
      for x in 0..<shot.width {
        let p = shot.pixel(x: x, y: y)
        if p.red > 180 && p.green < 110 && p.blue < 110 { red += 1 }
      }
    }
    #expect(red > 150, "red pixels above the keys: \(red)")
    let difference = PixelCompare.differingFraction(shot, expected)
    #expect(difference < 0.005, "the window differs from the expected error frame: \(difference)")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // Another wrong PIN, typed on the keyboard: digits count like clicks.
    try pad.typeKeys(["2", "7", "1", "8", "2", "8"])
    let typed = try pad.waitForEvent("verified")
    #expect(typed["result"] as? String == "rejected")
    #expect(typed["attemptsBeforeDelay"] as? Int == 3)
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // The right PIN unlocks.
    try pad.clickDigits(PasscodePadEndToEndTests.pin, keys: keys)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(try pad.stop() == 0)

    // Restart without --passcode: the stored kind chooses the passcode pad.
    var again = try PadProcess(display: display.display, store: store)
    let readyAgain = try again.waitForEvent("ready")
    #expect(readyAgain["kind"] as? String == "pin")
    #expect(readyAgain["stage"] as? String == "verify")
    #expect(readyAgain["nodes"] == nil)
    let keysAgain = try PadProcess.keys(of: readyAgain)
    try again.clickDigits(PasscodePadEndToEndTests.pin, keys: keysAgain)
    #expect(try again.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(try again.stop() == 0)

    // The log names no digit: key events say what happened and how many, never which key.
    for line in pad.lines + again.lines {
      for secret in [PasscodePadEndToEndTests.pin, "505050", "271828", "123456"] {
        #expect(!line.contains(secret))
      }
      let event = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if event["event"] as? String == "key" {
        #expect(Set(event.keys).isSubset(of: ["event", "action", "length"]), "\(line)")
      }
    }
  }

  @Test("Five wrong patterns lock the pad: a countdown on screen that ticks, drags ignored")
  func lockoutCountdown() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-lockout")
    let store = directory.path("lock.sqlite")
    let secret = [0, 1, 2, 5, 8]
    // Five different wrong patterns: repeating one would not be counted again.
    let wrong = [[0, 3, 6, 7], [1, 4, 7, 8], [2, 5, 8, 7], [6, 7, 8, 5], [0, 4, 8, 7]]

    var pad = try PadProcess(display: display.display, store: store)
    let ready = try pad.waitForEvent("ready")
    let nodes = try PadProcess.nodes(of: ready)
    try pad.enrolByDrawing(secret, nodes: nodes)

    for (index, pattern) in wrong.enumerated() {
      try pad.drag(through: pattern.map { nodes[$0] })
      let verdict = try pad.waitForEvent("verified")
      #expect(verdict["result"] as? String == "rejected")
      #expect(verdict["attemptsBeforeDelay"] as? Int == 4 - index)
      if index < wrong.count - 1 {
        _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
      }
    }
    // After the fifth: locked out for a minute (SPEC.md §4), said in the log.
    let locked = try pad.waitForEvent("stage") { $0["stage"] as? String == "locked_out" }
    let until = try #require(
      (locked["lockedUntil"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) })
    #expect((50...61).contains(until.timeIntervalSinceNow), "locked until \(until)")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // On screen: "Too many attempts. Try again in 0:5x", ticking down: the frame drawn once the
    // hold is over, then the frames the countdown draws (one a second) until another second
    // shows. No sleep: each screenshot follows a `frame` event.
    let first = try pad.screenshotOfNextFrame(to: directory.path("countdown-1.png"))
    keep(directory.path("countdown-1.png"), as: "countdown-1.png")
    let countdown = try Countdown(ready: ready)
    let shownFirst = try countdown.secondsShown(in: first)
    #expect((45...60).contains(shownFirst), "first screenshot shows 0:\(shownFirst)")
    var shownLater = shownFirst
    for _ in 0..<5 where shownLater == shownFirst {
      let later = try pad.screenshotOfNextFrame(to: directory.path("countdown-2.png"))
      shownLater = try countdown.secondsShown(in: later)
    }
    keep(directory.path("countdown-2.png"), as: "countdown-2.png")
    #expect(shownLater < shownFirst, "the countdown ticks: \(shownFirst) then \(shownLater)")

    // A drag during the lockout selects nothing and draws nothing. A resize after it is the
    // barrier: X delivers the drag's events to the pad before the resize, and the pad logs the
    // resize (`layout`) only once it has taken them.
    try pad.drag(through: secret.map { nodes[$0] })
    try pad.resizeWindow(width: 420, height: 560)
    let next = pad.reader.next(timeout: 30) { line in
      ["state", "verified", "layout"].contains { line.contains("\"event\":\"\($0)\"") }
    }
    #expect(
      next?.contains("\"event\":\"layout\"") == true,
      "no state change or verdict while locked out, before the resize: \(next ?? "nothing")")
    #expect(try pad.stop() == 0)

    // A restart does not lift the lockout: it is read from the store.
    var again = try PadProcess(display: display.display, store: store)
    let readyAgain = try again.waitForEvent("ready")
    #expect(readyAgain["stage"] as? String == "locked_out")
    #expect(readyAgain["lockedUntil"] as? String == locked["lockedUntil"] as? String)
    #expect(try again.stop() == 7)  // Closed without unlocking.
  }

  @Test("A text passcode is typed (digits once, not twice) and submitted with Return or OK")
  func textPasscode() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-textpad")
    let store = directory.path("lock.sqlite")
    let passcode = "Tr0ub4dor&3"

    var pad = try PadProcess(
      display: display.display, store: store, arguments: ["--kind", "passcode"])
    let ready = try pad.waitForEvent("ready")
    #expect(ready["kind"] as? String == "passcode")
    let keys = try PadProcess.keys(of: ready)
    #expect(keys.count == 12, "the OK key takes the bottom-left position")
    let ok = try #require(keys["submit"])

    // First entry typed and submitted with Return; one key event per character.
    try pad.typeText(passcode)
    let typed = try pad.waitForEvent("key") { $0["length"] as? Int == passcode.count }
    #expect(typed["action"] as? String == "entered")
    try pad.typeKeys(["Return"])
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    let lengths = pad.lines.compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["length"]
        as? Int
    }
    #expect(lengths.max() == passcode.count, "each typed character entered once: \(lengths)")
    // Confirmation typed and submitted with the OK key.
    try pad.typeText(passcode)
    _ = try pad.waitForEvent("key") { $0["length"] as? Int == passcode.count }
    try pad.click(ok)
    #expect(try pad.waitForEvent("enrolled")["kind"] as? String == "passcode")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // Too short: feedback only, not a failed attempt.
    try pad.typeText("abc")
    _ = try pad.waitForEvent("key") { $0["length"] as? Int == 3 }
    try pad.click(ok)
    let short = try pad.waitForEvent("too_short")
    #expect(short["minimum"] as? Int == 4)
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    try pad.typeText(passcode)
    _ = try pad.waitForEvent("key") { $0["length"] as? Int == passcode.count }
    try pad.typeKeys(["Return"])
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(try pad.stop() == 0)
    for line in pad.lines {
      #expect(!line.contains("Tr0ub") && !line.contains("abc"))
    }
  }

  struct BadOptions: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let mentions: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    "Contradicting pad options are refused before any window opens (exit 2)",
    arguments: [
      BadOptions(arguments: ["--passcode", "--kind", "pattern"], mentions: "--kind pattern"),
      BadOptions(arguments: ["--kind", "pin", "--grid", "4x4"], mentions: "no grid"),
      BadOptions(arguments: ["--kind", "passcode", "--record", "t.json"], mentions: "reveal"),
      BadOptions(arguments: ["--kind", "fingerprint"], mentions: "--kind"),
      BadOptions(arguments: ["--passcode", "--pin-length", "5"], mentions: "4, 6"),
      BadOptions(arguments: ["--kind", "numeric", "--pin-length", "4"], mentions: "for PINs"),
    ])
  func badOptions(_ bad: BadOptions) throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-padopts")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock,
      ["--store", directory.path("lock.sqlite"), "pad"]
        + bad.arguments.map { $0 == "t.json" ? directory.path("t.json") : $0 },
      environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], timeout: 30)
    #expect(result.status == 2)
    #expect(result.stderr.contains(bad.mentions), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: directory.path("t.json")))
  }

  // MARK: - Expected frames

  /// The passcode pad's frame after a wrong 6-digit PIN: six red dots and a red `message`.
  static func errorFrame(ready: [String: Any], message: String) throws -> PixelBuffer {
    let size = try windowSize(of: ready)
    let keypad = Keypad(
      bounds: Rect(origin: .zero, size: size), insets: PasscodeScene.insets(for: size),
      mode: .pin(length: 6))
    // The pad's keys must be where this keypad puts them, or the comparison means nothing.
    let keys = try PadProcess.keys(of: ready)
    for (name, point) in keys {
      let key: KeypadKey = name == "delete" ? .delete : .digit(Int(name)!)
      let center = try #require(keypad.center(of: key))
      #expect(abs(center.x - point.x) < 0.01 && abs(center.y - point.y) < 0.01, "key \(name)")
    }
    var entry = PasscodeEntry(keypad: keypad)
    entry.insert("000000", at: 0)
    entry.showError(at: 0)
    let scene = PasscodeScene.build(entry: entry, message: message, viewSize: size)
    return try SceneRenderer().render(scene, scale: 1)
  }

  static func windowSize(of ready: [String: Any]) throws -> Size {
    let window = try #require(ready["window"] as? [String: Any])
    let width = try #require(window["width"] as? Int)
    let height = try #require(window["height"] as? Int)
    return Size(width: Double(width), height: Double(height))
  }

  /// Reads the lockout countdown off a gesture pad screenshot by matching its message band
  /// against frames rendered for each possible number of seconds.
  struct Countdown {
    let size: Size
    let layout: GridLayout
    /// The rows above the grid, where the message is drawn.
    let band: Range<Int>

    init(ready: [String: Any]) throws {
      size = try PasscodePadEndToEndTests.windowSize(of: ready)
      // As the pad lays out: the whole window with the pad's insets.
      layout = try GridLayout(
        grid: .standard, bounds: Rect(origin: .zero, size: size),
        insets: PadScene.insets(for: size))
      let nodes = try PadProcess.nodes(of: ready)
      for (index, node) in nodes.enumerated() {
        let center = layout.center(of: index)
        #expect(abs(center.x - node.x) < 0.01 && abs(center.y - node.y) < 0.01, "node \(index)")
      }
      band = 0..<Int(layout.firstCenter.y - layout.nodeRadius)
    }

    /// The seconds (0 to 60) whose rendered message matches `shot` best.
    ///
    /// - Throws: When no candidate matches closely, e.g. another message is shown.
    func secondsShown(in shot: PixelBuffer) throws -> Int {
      var best: (seconds: Int, difference: Double) = (-1, 1)
      for seconds in 0...60 {
        let message = PadMessage.lockedOut(secondsRemaining: seconds).text(in: .english)
        let scene = PadScene.build(
          model: PadModel(layout: layout), message: message, viewSize: size)
        let frame = try SceneRenderer().render(scene, scale: 1)
        let difference = PixelCompare.differingFraction(shot, frame, rows: band)
        if difference < best.difference { best = (seconds, difference) }
      }
      #expect(best.difference < 0.002, "best match 0:\(best.seconds) differs by \(best.difference)")
      return best.seconds
    }
  }
}

/// Pixel comparisons of screenshots with rendered frames.
enum PixelCompare {
  /// The fraction of pixels in `rows` (all rows by default) whose colour differs by more than
  /// 48 (sum of the channel differences); 1 when the sizes differ.
  static func differingFraction(_ a: PixelBuffer, _ b: PixelBuffer, rows: Range<Int>? = nil)
    -> Double
  {
    guard a.width == b.width, a.height == b.height else { return 1 }
    let rows = (rows ?? 0..<a.height).clamped(to: 0..<a.height)
    guard !rows.isEmpty, a.width > 0 else { return 1 }
    var differing = 0
    for y in rows {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        let distance =
          abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green))
          + abs(Int(p.blue) - Int(q.blue))
        if distance > 48 { differing += 1 }
      }
    }
    return Double(differing) / Double(rows.count * a.width)
  }
}

/// Copies a screenshot to `$GESTURELOCK_SCREENSHOT_DIR`, when set, to look at after the run.
private func keep(_ path: String, as name: String) {
  guard let directory = ProcessInfo.processInfo.environment["GESTURELOCK_SCREENSHOT_DIR"],
    !directory.isEmpty
  else { return }
  let target = URL(fileURLWithPath: directory).appendingPathComponent(name)
  try? FileManager.default.createDirectory(
    atPath: directory, withIntermediateDirectories: true)
  try? FileManager.default.removeItem(at: target)
  try? FileManager.default.copyItem(at: URL(fileURLWithPath: path), to: target)
}

extension PadProcess {
  /// Key centres in window coordinates from a passcode pad's `ready` event, by key name
  /// (`0`…`9`, `delete`, `submit`).
  static func keys(of ready: [String: Any]) throws -> [String: (x: Double, y: Double)] {
    let keys = try #require(ready["keys"] as? [[String: Any]])
    var centres: [String: (x: Double, y: Double)] = [:]
    for key in keys {
      let name = try #require(key["key"] as? String)
      centres[name] = (x: (key["x"] as? Double) ?? 0, y: (key["y"] as? Double) ?? 0)
    }
    return centres
  }

  /// Moves the pointer to `point` in the window and clicks the left button there.
  func click(_ point: (x: Double, y: Double)) throws {
    try run([
      "mousemove", "--window", window, String(Int(point.x)), String(Int(point.y)), "click", "1",
    ])
  }

  /// Clicks the keys of `digits` in turn, each after the previous one was entered (or, for the
  /// last digit of a PIN, submitted).
  mutating func clickDigits(_ digits: String, keys: [String: (x: Double, y: Double)]) throws {
    for digit in digits {
      try click(try #require(keys[String(digit)]))
      _ = try waitForEvent("key") { $0["action"] as? String == "entered" }
    }
  }

  /// Gives the window the keyboard focus and types `text` (through the input method: SDL text
  /// input events).
  func typeText(_ text: String) throws {
    try run(["windowfocus", "--sync", window])
    try run(["type", "--delay", "40", text])
  }

  /// Gives the window the keyboard focus and presses `keys` (X key names) in turn.
  func typeKeys(_ keys: [String]) throws {
    try run(["windowfocus", "--sync", window])
    try run(["key", "--delay", "40"] + keys)
  }

  private func run(_ arguments: [String]) throws {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, environment: ["DISPLAY": display],
      timeout: 20)
    guard result.status == 0 else { throw PadTestError.tool("xdotool", result.stderr) }
  }
}
