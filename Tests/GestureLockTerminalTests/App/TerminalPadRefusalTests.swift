import GestureLockPadFlow
import GestureLockTerminal
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Where the terminal pad refuses to start, before it touches the terminal or the store.
@Suite("Terminal pad refusals")
struct TerminalPadRefusalTests {
  @Test("TERM=dumb is refused: a dumb terminal has no cursor addressing")
  func dumbTerminal() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let options = PadOptions(storePath: directory.path("lock.sqlite"), profile: "default")
    let log = EventLog(descriptor: open("/dev/null", O_WRONLY | O_CLOEXEC))
    #expect(throws: TerminalPadError.dumbTerminal) {
      try TerminalPad.run(options, log: log, environment: ["TERM": "dumb"])
    }
    #expect(TerminalPadError.dumbTerminal.description.contains("TERM=dumb"))
  }
}
