import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The pads and their displays (issue 11, item 8): a display lost while the pad is open exits 9
/// in every front end, the window never lays the grid out smaller than its minimum, and the
/// text passcode pad in a terminal draws no keypad.
@Suite("The pads' displays: lost ones exit 9, the window's minimum size, the text pad's surface")
struct PadDisplayTests {
  @Test("The window pad exits 9 and says so when its X server goes away")
  func windowDisplayLost() throws {
    var display: VirtualDisplay? = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-pad")
    let stderr = directory.path("stderr.txt")
    var pad = try PadProcess(
      display: display!.display, store: directory.path("lock.sqlite"), errorPath: stderr)
    _ = try pad.waitForEvent("ready")
    display = nil  // Kills Xvfb.
    let deadline = Date().addingTimeInterval(30)
    while pad.process.isRunning && Date() < deadline { usleep(20_000) }
    #expect(!pad.process.isRunning)
    if pad.process.isRunning { _ = try pad.stop() }
    #expect(pad.process.terminationStatus == 9)
    let message = (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? ""
    #expect(message.contains("the display was lost"), "\(message)")
  }

  @Test("A window made smaller than the minimum grows back before the grid is laid out again")
  func windowMinimumSize() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-pad")
    var pad = try PadProcess(display: display.display, store: directory.path("lock.sqlite"))
    _ = try pad.waitForEvent("ready")
    // No window manager runs on this display: X applies any size asked for.
    let resized = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/xdotool"), ["windowsize", pad.window, "30", "30"],
      environment: ["DISPLAY": display.display], timeout: 20)
    #expect(resized.status == 0, "\(resized.stderr)")
    let layout = try pad.waitForEvent("layout") { event in
      let window = event["window"] as? [String: Any]
      return (window?["width"] as? Int ?? 0) >= 240 && (window?["height"] as? Int ?? 0) >= 300
    }
    #expect(layout["window"] != nil)
    #expect(try pad.stop() == 7)
  }

  @Test("The terminal pad exits 9 when its terminal hangs up, 7 when the user leaves")
  func terminalLost() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let lost = try TerminalPadRun(directory: directory)
    defer { lost.stop() }
    _ = try lost.waitForEvent("ready")
    lost.tty.hangUp()
    #expect(lost.tty.waitForExit(timeout: 30) == 9)

    let left = try TerminalPadRun(directory: directory, eventsName: "left.jsonl")
    defer { left.stop() }
    _ = try left.waitForEvent("ready")
    left.tty.send("q")
    #expect(left.tty.waitForExit(timeout: 30) == 7)
  }

  @Test("In a terminal, the text passcode pad shows the dots and the hint, no keypad")
  func textPadHasNoKeypad() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    func screen(kind: String, hint: String) throws -> String {
      let pad = try TerminalPadRun(
        directory: directory, arguments: ["--kind", kind], eventsName: "\(kind).jsonl")
      defer { pad.stop() }
      _ = try pad.waitForEvent("ready")
      #expect(pad.tty.waitForOutput(Array(hint.utf8), timeout: 30))
      pad.tty.send([0x03])
      #expect(pad.tty.waitForExit(timeout: 30) == 7)
      return String(decoding: pad.tty.outputBytes, as: UTF8.self)
    }
    // The numeric pad draws its keys, with the OK key; the text pad none of them.
    #expect(try screen(kind: "numeric", hint: "Type the digits").contains("OK"))
    let text = try screen(kind: "passcode", hint: "Type the passcode")
    #expect(!text.contains("OK"), "\(text)")
  }
}
