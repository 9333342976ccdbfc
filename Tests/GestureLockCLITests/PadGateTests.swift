import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The gate (issue 14): `gesturelock pad` exits 0 as soon as the user unlocks (or has just
/// enrolled the first secret), and only then; 7 when closed without unlocking; `--stay` keeps
/// the pad open after "Unlocked" and exits 0 only if it was unlocked during the session. Each
/// way out, in the window (Xvfb, xdotool) and in the terminal (a pseudo-terminal).
@Suite("The pad as a gate: exit 0 only when unlocked, 7 when closed", .serialized)
struct PadGateTests {
  static let secret = [0, 1, 2, 5, 8]

  // MARK: - Window

  @Test("Window: the right pattern ends the pad by itself with 0")
  func windowUnlockExitsZero() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-gate")
    try Self.enroll("0-1-2-5-8", in: directory)
    var pad = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"), stay: false)
    defer { _ = try? pad.stop() }
    let nodes = try PadProcess.nodes(of: pad.waitForEvent("ready"))
    try pad.drag(through: [0, 3, 6, 7].map { nodes[$0] })
    #expect(try pad.waitForEvent("verified")["result"] as? String == "rejected")
    #expect(pad.process.isRunning, "a wrong pattern does not end the pad")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
    try pad.drag(through: Self.secret.map { nodes[$0] })
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(try pad.waitForExit(timeout: 30) == 0)
  }

  @Test("Window: enrolling the first secret ends the pad with 0")
  func windowEnrolExitsZero() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-gate")
    var pad = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"), stay: false)
    defer { _ = try? pad.stop() }
    let nodes = try PadProcess.nodes(of: pad.waitForEvent("ready"))
    try pad.drag(through: Self.secret.map { nodes[$0] })
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    try pad.drag(through: Self.secret.map { nodes[$0] })
    _ = try pad.waitForEvent("enrolled")
    #expect(try pad.waitForExit(timeout: 30) == 0)
  }

  @Test("Window: closed without unlocking (window closed by the window manager, SIGTERM) exits 7")
  func windowClosedExitsSeven() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-gate")
    try Self.enroll("0-1-2-5-8", in: directory)
    // Closed through the window (WM_DELETE_WINDOW, as a window manager's close button).
    var closed = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"), stay: false)
    defer { _ = try? closed.stop() }
    _ = try closed.waitForEvent("ready")
    let close = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/python3"), ["-c", Self.deleteWindow, closed.window],
      environment: ["DISPLAY": display.display], timeout: 20)
    #expect(close.status == 0, "\(close.stderr)")
    #expect(try closed.waitForExit(timeout: 30) == 7)
    // A signal.
    var signalled = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"), stay: false)
    _ = try signalled.waitForEvent("ready")
    #expect(try signalled.stop() == 7)
  }

  @Test("Window --stay: stays open after an unlock; then 0 when closed, 7 without an unlock")
  func windowStay() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-gate")
    try Self.enroll("0-1-2-5-8", in: directory)
    var pad = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"), stay: true)
    defer { _ = try? pad.stop() }
    let nodes = try PadProcess.nodes(of: pad.waitForEvent("ready"))
    try pad.drag(through: Self.secret.map { nodes[$0] })
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    // The success hold ends and the pad goes on.
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
    #expect(pad.process.isRunning)
    #expect(try pad.stop() == 0)

    var idle = try PadProcess(
      display: display.display, store: directory.path("lock.sqlite"), stay: true)
    _ = try idle.waitForEvent("ready")
    #expect(try idle.stop() == 7)
  }

  // MARK: - Terminal

  @Test("Terminal: the right pattern by keyboard ends the pad by itself with 0")
  func terminalUnlockExitsZero() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-gate")
    let pad = try TerminalPadRun.enrolled("0-1-2-5", in: directory, stay: false)
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    pad.tty.send(TerminalPadEndToEndTests.keysFor0367)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "rejected")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
    pad.tty.send(TerminalPadEndToEndTests.keysFor0125)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(pad.tty.waitForExit(timeout: 30) == 0)
  }

  @Test("Terminal: enrolling the first secret ends the pad with 0")
  func terminalEnrolExitsZero() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-gate")
    let pad = try TerminalPadRun(directory: directory, stay: false)
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    pad.tty.send(TerminalPadEndToEndTests.keysFor0125)
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
    pad.tty.send(TerminalPadEndToEndTests.keysFor0125)
    _ = try pad.waitForEvent("enrolled")
    #expect(pad.tty.waitForExit(timeout: 30) == 0)
  }

  @Test("Terminal: q and a signal without unlocking exit 7")
  func terminalClosedExitsSeven() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-gate")
    let quit = try TerminalPadRun.enrolled("0-1-2-5", in: directory, stay: false)
    defer { quit.stop() }
    _ = try quit.waitForEvent("ready")
    quit.tty.send("q")
    #expect(quit.tty.waitForExit(timeout: 30) == 7)

    let signalled = try TerminalPadRun(directory: directory, eventsName: "sig.jsonl", stay: false)
    defer { signalled.stop() }
    _ = try signalled.waitForEvent("ready")
    signalled.tty.signal(SIGTERM)
    #expect(signalled.tty.waitForExit(timeout: 30) == 7)
  }

  @Test("Terminal --stay: q after an unlock exits 0")
  func terminalStay() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-gate")
    let pad = try TerminalPadRun.enrolled("0-1-2-5", in: directory, stay: true)
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    pad.tty.send(TerminalPadEndToEndTests.keysFor0125)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
    #expect(pad.tty.waitForExit(timeout: 0) == nil, "still open after the unlock")
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 0)
  }

  /// Sends WM_DELETE_WINDOW to the window whose id is the first argument, as a window
  /// manager's close button does (python3-xlib).
  static let deleteWindow = """
    import sys
    from Xlib import X, display
    from Xlib.protocol import event
    d = display.Display()
    w = d.create_resource_object("window", int(sys.argv[1]))
    protocols = d.intern_atom("WM_PROTOCOLS")
    delete = d.intern_atom("WM_DELETE_WINDOW")
    w.send_event(event.ClientMessage(window=w, client_type=protocols, data=(32, [delete, X.CurrentTime, 0, 0, 0])))
    d.sync()
    """

  /// Enrols `pattern` in the directory's store with the CLI.
  static func enroll(_ pattern: String, in directory: TemporaryDirectory) throws {
    try TerminalPadRun.enroll(pattern, in: directory)
  }
}
