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
    #expect(pad.tty.waitForExit(timeout: 30) == 0)
    #expect(pad.tty.outputBytes.suffix(Self.leaveSequence.count).elementsEqual(Self.leaveSequence))
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == PseudoTerminal.canonicalEcho)
    #expect(pad.tty.errorOutput.isEmpty)
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
    #expect(pad.tty.waitForExit(timeout: 60) == 128 + SIGSEGV)
    #expect(PseudoTerminal.contains(pad.tty.outputBytes[...], Self.leaveSequence))
    #expect(try pad.tty.localModes() & PseudoTerminal.canonicalEcho == PseudoTerminal.canonicalEcho)
  }
}
