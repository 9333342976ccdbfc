import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One way to leave the terminal pad.
struct ExitWay: Sendable, CustomTestStringConvertible {
  let name: String
  /// Bytes typed, or `nil` to send `signal` instead.
  let bytes: [UInt8]?
  let signal: Int32

  var testDescription: String { name }
}

/// Every way out of the terminal pad leaves the terminal as it found it (issue 5, "Terminal
/// hygiene").
@Suite("Terminal pad exit", .serialized)
struct TerminalPadExitTests {
  /// What the pad writes last: attributes reset, SGR mouse off, button tracking off, cursor
  /// shown, main screen back.
  static let leaveSequence = Array(
    "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[?1049l".utf8)
  /// What the pad writes first.
  static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h".utf8)

  static let ways: [ExitWay] = [
    ExitWay(name: "q", bytes: Array("q".utf8), signal: 0),
    ExitWay(name: "Ctrl-C", bytes: [0x03], signal: 0),
    ExitWay(name: "Ctrl-D", bytes: [0x04], signal: 0),
    ExitWay(name: "SIGTERM", bytes: nil, signal: SIGTERM),
    ExitWay(name: "SIGINT", bytes: nil, signal: SIGINT),
    ExitWay(name: "SIGHUP", bytes: nil, signal: SIGHUP),
    // Signals whose default would kill the pad with the terminal raw (SIGQUIT: Swift's
    // backtracer would print over the pad, which then went on).
    ExitWay(name: "SIGQUIT", bytes: nil, signal: SIGQUIT),
    ExitWay(name: "SIGUSR1", bytes: nil, signal: SIGUSR1),
    ExitWay(name: "SIGALRM", bytes: nil, signal: SIGALRM),
    // Less common ones that also end a process by default (signal(7)).
    ExitWay(name: "SIGPWR", bytes: nil, signal: SIGPWR),
    ExitWay(name: "SIGIO", bytes: nil, signal: SIGIO),
    ExitWay(name: "SIGRTMIN+3", bytes: nil, signal: __libc_current_sigrtmin() + 3),
  ]

  @Test("Leaving restores the screen modes and the terminal's cooked mode", arguments: ways)
  func restores(_ way: ExitWay) throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun(directory: directory)
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    #expect(pad.tty.waitForOutput(Self.enterSequence))
    // While the pad runs, the terminal is raw: no canonical lines, no echo.
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == 0)

    if let bytes = way.bytes { pad.tty.send(bytes) } else { pad.tty.signal(way.signal) }
    // Closed without unlocking (SPEC.md §7).
    #expect(pad.tty.waitForExit(timeout: 30) == 7)
    #expect(pad.tty.outputBytes.suffix(Self.leaveSequence.count).elementsEqual(Self.leaveSequence))
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == PseudoTerminal.canonicalEcho)
    #expect(pad.tty.errorOutput.isEmpty)
  }

  @Test("SIGTSTP gives the terminal back before stopping; SIGCONT takes it again and redraws")
  func suspendAndResume() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun.enrolled("0-1-2-5", in: directory)
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    #expect(pad.tty.waitForOutput(Self.enterSequence))

    var mark = pad.tty.outputCount
    pad.tty.signal(SIGTSTP)
    #expect(pad.tty.waitForOutput(Self.leaveSequence, since: mark, timeout: 30))
    #expect(Self.waitUntil { Self.isStopped(pad.tty.pid) }, "the pad did not stop")
    // Stopped: the terminal is the shell's again, cooked and echoing.
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == PseudoTerminal.canonicalEcho)
    #expect(!PseudoTerminal.contains(pad.tty.output(since: mark)[...], Self.enterSequence))

    mark = pad.tty.outputCount
    pad.tty.signal(SIGCONT)
    #expect(pad.tty.waitForOutput(Self.enterSequence, since: mark, timeout: 30))
    #expect(!Self.isStopped(pad.tty.pid))
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == 0)
    // The whole frame again: the grid's hint line is drawn after the enter sequence.
    #expect(pad.tty.waitForOutput(Array("Return".utf8), since: mark, timeout: 30))
    // A second SIGCONT (idempotent) does not enter again.
    let afterResume = pad.tty.outputCount
    pad.tty.signal(SIGCONT)

    pad.tty.send(TerminalPadEndToEndTests.keysFor0125)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    #expect(!PseudoTerminal.contains(pad.tty.output(since: afterResume)[...], Self.enterSequence))
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 0)
    #expect(pad.tty.outputBytes.suffix(Self.leaveSequence.count).elementsEqual(Self.leaveSequence))
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == PseudoTerminal.canonicalEcho)
  }

  /// Whether the process `pid` is stopped (state `T` in `/proc/PID/stat`).
  static func isStopped(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
  }

  /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass.
  static func waitUntil(timeout: Double = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }

  @Test("A crash still puts the terminal back before the process dies")
  func crash() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    // A SIGSEGV from kill(2) is not a fault: Swift's backtracer, which the pad hands a crash
    // on to, would report it and return into the running program. Without the backtracer the
    // default action follows, as after a real fault.
    let pad = try TerminalPadRun(
      directory: directory, environment: ["SWIFT_BACKTRACE": "enable=no"])
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    #expect(pad.tty.waitForOutput(Self.enterSequence))
    pad.tty.signal(SIGSEGV)
    let status = pad.tty.waitForExit(timeout: 60)
    // Under `make test-asan`/`test-tsan` the sanitizer's own SEGV handler comes before the
    // default action and exits with its own code; the pad must still die, not go on.
    if ProcessInfo.processInfo.environment["GESTURELOCK_SANITIZER"] != nil {
      #expect(status != nil && status != 0)
    } else {
      #expect(status == 128 + SIGSEGV)
    }
    #expect(PseudoTerminal.contains(pad.tty.outputBytes[...], Self.leaveSequence))
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == PseudoTerminal.canonicalEcho)
  }

  @Test("A fatal signal sent with kill ends the pad, with Swift's backtracer on as users have it")
  func killedWithAFatalSignal() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun(directory: directory)
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    #expect(pad.tty.waitForOutput(Self.enterSequence))
    pad.tty.signal(SIGSEGV)
    // The backtracer returns from a signal it did not cause by a fault: the pad used to go on
    // in a cooked terminal, still taking input. It must die instead.
    let status = pad.tty.waitForExit(timeout: 60)
    #expect(status != nil && status != 0, "the pad is still running or exited 0")
    #expect(PseudoTerminal.contains(pad.tty.outputBytes[...], Self.leaveSequence))
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == PseudoTerminal.canonicalEcho)
  }
}
