import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturelock pad --relock-after SECONDS` (issue 15): after "Unlocked" the pad stays open and
/// locks again after that long without input (a `stage` event `verify`); the gate's exit code
/// then says whether it was unlocked when closed. The terminal pad (a pseudo-terminal) and the
/// window (Xvfb, xdotool).
@Suite("pad --relock-after: locks again after a time without input", .serialized)
struct PadRelockTests {
  /// A terminal pad with `--relock-after 1` over a store with 0-1-2-5, unlocked by its keys,
  /// returned once it has locked again by itself (the `stage` event `verify`).
  static func terminalPadLockedAgain(in directory: TemporaryDirectory) throws -> TerminalPadRun {
    let pad = try TerminalPadRun.enrolled(
      "0-1-2-5", in: directory, arguments: ["--relock-after", "1"], stay: false)
    _ = try pad.waitForEvent("ready")
    pad.tty.send(TerminalPadEndToEndTests.keysFor0125)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    // Not ended by the gate: it waits, then locks again by itself.
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "verify" }
    return pad
  }

  @Test("Terminal: unlocked, then locked again after 1 s idle; unlocked again; q exits 0")
  func terminalRelocks() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-relock")
    let pad = try Self.terminalPadLockedAgain(in: directory)
    defer { pad.stop() }
    #expect(pad.tty.waitForExit(timeout: 0) == nil, "still open after locking again")
    // Locked: the same pattern is checked (and counted) again, and unlocks again.
    pad.tty.send(TerminalPadEndToEndTests.keysFor0125)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 0)
  }

  @Test("Terminal: closed after it locked again exits 7")
  func terminalClosedAfterRelockExitsSeven() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-relock")
    let pad = try Self.terminalPadLockedAgain(in: directory)
    defer { pad.stop() }
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 7)
  }

  @Test("Window: unlocked, locked again after 1 s idle, then closed: 7")
  func windowRelocks() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-relock")
    try TerminalPadRun.enroll("0-1-2-5-8", in: directory)
    var pad = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"),
      arguments: ["--relock-after", "1"], stay: false)
    defer { _ = try? pad.stop() }
    let nodes = try PadProcess.nodes(of: pad.waitForEvent("ready"))
    try pad.drag(through: [0, 1, 2, 5, 8].map { nodes[$0] })
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "verify" }
    #expect(pad.process.isRunning, "the gate does not end a pad that locks again")
    #expect(try pad.stop() == 7)
  }

  @Test(
    "A relock time out of 1…86400 seconds is a usage error (exit 2)",
    arguments: ["0", "-5", "x", "86401"])
  func outOfRange(value: String) throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-relock")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock,
      ["--store", directory.path("lock.sqlite"), "pad", "--tui", "--relock-after", value],
      environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], timeout: 30)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("--relock-after"), "\(result.stderr)")
  }
}
