import Foundation
import GestureLockRender
import TestSupport
import Testing

/// The pad's grids, keyboard operation, stealth and route modes, driven on a private X display
/// (Xvfb) with `xdotool` keys and drags and checked in the event log and in screenshots.
@Suite("Lock pad grids, keyboard, stealth and route under Xvfb", .serialized)
struct PadModesEndToEndTests {
  @Test("A secret enrolled on 4×4 keeps the pad on 4×4 even when started with --grid 3x3")
  func storedGridWins() throws {
    let display = try VirtualDisplay()
    let cli = try CLI()
    #expect(try cli.enroll("0-5-10-15-11", grid: "4x4").status == 0)
    var pad = try PadProcess(
      display: display.display, store: cli.store, arguments: ["--grid", "3x3"])
    let ready = try pad.waitForEvent("ready")
    #expect(ready["grid"] as? String == "4x4")
    #expect(ready["stage"] as? String == "verify")
    let nodes = try PadProcess.nodes(of: ready)
    #expect(nodes.count == 16)
    try pad.drag(through: [0, 5, 10, 15, 11].map { nodes[$0] })
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(try pad.stop() == 0)
  }

  @Test("pad --grid 3x5: a non-square grid in the window, enrolled by drags and stored as 3x5")
  func nonSquareGrid() throws {
    let display = try VirtualDisplay()
    let cli = try CLI()
    var pad = try PadProcess(
      display: display.display, store: cli.store, arguments: ["--grid", "3x5"])
    let ready = try pad.waitForEvent("ready")
    #expect(ready["grid"] as? String == "3x5")
    let nodes = try PadProcess.nodes(of: ready)
    #expect(nodes.count == 15)
    // Square cells: the same pitch across and down, row-major indices.
    let pitch = nodes[1].x - nodes[0].x
    #expect(abs((nodes[5].y - nodes[0].y) - pitch) < 0.01)
    #expect(abs(nodes[14].x - nodes[10].x - 4 * pitch) < 0.01)
    let secret = [0, 6, 12, 13, 9, 3]
    try pad.drag(through: secret.map { nodes[$0] })
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
    try pad.drag(through: secret.map { nodes[$0] })
    #expect(try pad.waitForEvent("enrolled")["grid"] as? String == "3x5")
    #expect(try pad.stop() == 0)
    #expect(CLI.json(try cli.run(["status"]))?["grid"] as? String == "3x5")
    #expect(try cli.run(["verify"], stdin: "0-6-12-13-9-3\n").status == 0)
  }

  @Test("Keyboard only: arrows, Space and Return enrol and unlock; Escape cancels; too short")
  func keyboardOnly() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-pad")
    var pad = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"), arguments: ["--log-nodes"])
    let ready = try pad.waitForEvent("ready")
    #expect(ready["stage"] as? String == "enrol")
    let nodes = try PadProcess.nodes(of: ready)

    // Space on 0, then Right twice and Space on 2: node 1 comes in between (skipped-node rule).
    // The focus ring is drawn around node 2 before Return.
    let draw = ["space", "Right", "Right", "space", "Down", "space"]
    try pad.pressKeys(draw)
    for index in [0, 1, 2, 5] {
      _ = try pad.waitForEvent("node") { $0["index"] as? Int == index }
    }
    let shot = try pad.screenshotOfNextFrame(to: directory.path("focus.png"))
    let pitch = nodes[1].x - nodes[0].x
    let ring = (x: Int(nodes[5].x + pitch / 4 * 1.3), y: Int(nodes[5].y))
    let amber = shot.pixel(x: ring.x, y: ring.y)
    #expect(amber.red > 200 && amber.green > 140 && amber.blue < 90, "focus ring pixel \(amber)")
    let elsewhere = shot.pixel(x: Int(nodes[0].x + pitch / 4 * 1.3), y: Int(nodes[0].y))
    #expect(!(elsewhere.red > 200 && elsewhere.blue < 90), "no ring at node 0: \(elsewhere)")
    try pad.pressKeys(["Return"])
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // The focus is back on node 0 for the confirmation: the same keys draw the same pattern.
    try pad.pressKeys(draw + ["Return"])
    _ = try pad.waitForEvent("enrolled")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // Escape cancels an attempt: nothing submitted, nothing counted.
    try pad.pressKeys(["space", "Down", "space", "Escape"])
    _ = try pad.waitForEvent("cancelled")
    // Return with two nodes: too short, not counted.
    try pad.pressKeys(["space", "Right", "space", "Return"])
    let short = try pad.waitForEvent("too_short")
    #expect(short["length"] as? Int == 2)
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    // The right pattern by keys unlocks, with no failed attempt before it.
    try pad.pressKeys(draw + ["Return"])
    let verified = try pad.waitForEvent("verified")
    #expect(verified["result"] as? String == "accepted")
    #expect(try pad.stop() == 0)
    #expect(!pad.lines.contains { $0.contains("\"rejected\"") })
  }

  @Test("--stealth: mid-drag the window shows no path and no selected node; tracking goes on")
  func stealth() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-pad")
    var pad = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"),
      arguments: ["--stealth", "--log-nodes"])
    let ready = try pad.waitForEvent("ready")
    let nodes = try PadProcess.nodes(of: ready)
    let before = try pad.screenshotOfNextFrame(to: directory.path("before.png"))

    try pad.press(at: nodes[0])
    try pad.move(to: nodes[1])
    try pad.move(to: nodes[4])
    try pad.move(to: (x: nodes[5].x + 10, y: nodes[5].y + 40))
    for index in [0, 1, 4, 5] {
      _ = try pad.waitForEvent("node") { $0["index"] as? Int == index }
    }
    #expect(pad.lines.contains { $0.contains("\"state\":\"selected\"") })
    // The frame drawn after node 5 joined: a frame is drawn for every touch taken.
    let during = try pad.screenshotOfNextFrame(to: directory.path("during.png"))
    // The frame mid-drag is the untouched pad's frame: no path, no trailing line, no
    // highlighted node. (The message row is compared too: it does not change.)
    let differing = Self.differingPixels(before, during)
    #expect(differing == 0, "\(differing) pixels changed while drawing in stealth mode")
    let between = during.pixel(x: Int((nodes[0].x + nodes[1].x) / 2), y: Int(nodes[0].y))
    #expect(!(between.blue > 180 && between.red < 80), "path pixel \(between)")

    try pad.release()
    let completed = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    #expect(completed["stage"] as? String == "confirm")
    #expect(try pad.stop() == 7)  // Closed without unlocking.
  }

  @Test("pad --route free enrols in the free route, the store keeps it, and a restart applies it")
  func freeRoute() throws {
    let display = try VirtualDisplay()
    let cli = try CLI()
    var pad = try PadProcess(
      display: display.display, store: cli.store,
      arguments: ["--route", "free", "--hit-radius", "0.2", "--log-nodes"])
    let ready = try pad.waitForEvent("ready")
    #expect(ready["route"] as? String == "free")
    let nodes = try PadProcess.nodes(of: ready)
    let pitch = nodes[1].x - nodes[0].x
    let hitRadius = try #require(ready["hitRadius"] as? Double)
    #expect(abs(hitRadius - 0.2 * pitch) < 0.01)

    // From 0 around node 1 (below it) to 2, then 5 and 8: the free route leaves 1 out.
    func detour(_ nodes: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
      let pitch = nodes[1].x - nodes[0].x
      return [
        nodes[0], (nodes[0].x + 0.5 * pitch, nodes[0].y + 0.6 * pitch),
        (nodes[0].x + 1.5 * pitch, nodes[0].y + 0.6 * pitch), nodes[2], nodes[5], nodes[8],
      ]
    }
    try pad.drag(through: detour(nodes))
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
    try pad.drag(through: detour(nodes))
    _ = try pad.waitForEvent("enrolled")
    #expect(try pad.stop() == 0)
    let selected = pad.lines.compactMap { line -> Int? in
      guard line.contains("\"event\":\"node\"") else { return nil }
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["index"] as? Int
    }
    #expect(selected == [0, 2, 5, 8, 0, 2, 5, 8])

    let status = try #require(CLI.json(try cli.run(["status"])))
    #expect(status["route"] as? String == "free")
    #expect(try cli.run(["verify"], stdin: "0-2-5-8\n").status == 0)

    // Started again without --route: the stored route is in force.
    var again = try PadProcess(display: display.display, store: cli.store)
    let readyAgain = try again.waitForEvent("ready")
    #expect(readyAgain["route"] as? String == "free")
    try again.drag(through: detour(try PadProcess.nodes(of: readyAgain)))
    #expect(try again.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(try again.stop() == 0)
  }

  /// Pixels whose channels differ by more than 2 between two screenshots of the same size.
  static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    guard a.width == b.width, a.height == b.height else { return a.width * a.height }
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
        if abs(Int(p.red) - Int(q.red)) > 2 || abs(Int(p.green) - Int(q.green)) > 2
          || abs(Int(p.blue) - Int(q.blue)) > 2
        {
          count += 1
        }
      }
    }
    return count
  }
}

extension PadProcess {
  /// Gives the window the keyboard focus (no window manager: `windowfocus`, not
  /// `windowactivate`) and presses `keys` (X key names such as `Right`, `space`, `Return`).
  func pressKeys(_ keys: [String]) throws {
    try xdotoolCommand(["windowfocus", "--sync", window])
    try xdotoolCommand(["key", "--delay", "40"] + keys)
  }

  /// Moves the pointer to `point` in the window and holds the left button down.
  func press(at point: (x: Double, y: Double)) throws {
    try xdotoolCommand(
      [
        "mousemove", "--window", window, String(Int(point.x)), String(Int(point.y)), "mousedown",
        "1",
      ])
  }

  /// Moves the pointer to `point` in the window (the button state unchanged).
  func move(to point: (x: Double, y: Double)) throws {
    usleep(30_000)
    try xdotoolCommand([
      "mousemove", "--window", window, String(Int(point.x)), String(Int(point.y)),
    ])
  }

  /// Releases the left button.
  func release() throws {
    usleep(30_000)
    try xdotoolCommand(["mouseup", "1"])
  }

  private func xdotoolCommand(_ arguments: [String]) throws {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, environment: ["DISPLAY": display],
      timeout: 20)
    guard result.status == 0 else { throw PadTestError.tool("xdotool", result.stderr) }
  }
}
