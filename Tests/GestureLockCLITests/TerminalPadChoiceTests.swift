import Foundation
import TestSupport
import Testing

/// How `gesturelock pad` chooses between the window and the terminal, and what it says when it
/// can have neither (issue 5, item 1).
@Suite("Terminal pad choice")
struct TerminalPadChoiceTests {
  static let noDisplay = ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""]

  @Test("Without a display or a terminal the pad names --tui, a terminal and xvfb-run")
  func neither() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", directory.path("lock.sqlite"), "pad"],
      environment: Self.noDisplay, timeout: 60)
    #expect(result.status == 9)
    // Not "no terminal": with `pad | cat` standard input is one; the message says what is
    // missing.
    #expect(
      result.stderr.contains(
        "no display, and standard input and output are not both a terminal"))
    #expect(result.stderr.contains("--tui"))
    #expect(result.stderr.contains("xvfb-run"))
  }

  @Test("TERM=dumb: the pad does not take over the terminal, with or without --tui")
  func dumbTerminal() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let store = directory.path("lock.sqlite")
    let environment = Self.noDisplay.merging(["LANG": "C", "TERM": "dumb"]) { $1 }
    for arguments in [["pad"], ["pad", "--tui"]] {
      let tty = try PseudoTerminal(
        ProductBinary.gesturelock, ["--store", store] + arguments, columns: 60, rows: 20,
        environment: environment)
      defer { tty.stop() }
      #expect(tty.waitForExit(timeout: 60) == 9, "\(arguments)")
      #expect(!PseudoTerminal.contains(tty.outputBytes[...], Array("\u{1B}[".utf8)))
      #expect(try tty.localModes() & PseudoTerminal.canonicalEcho == PseudoTerminal.canonicalEcho)
      if arguments.contains("--tui") {
        #expect(tty.errorOutput.contains("dumb terminal (TERM=dumb)"), "\(tty.errorOutput)")
      } else {
        #expect(tty.errorOutput.contains("no display, and this terminal (TERM=dumb)"))
        #expect(tty.errorOutput.contains("xvfb-run"))
      }
    }
  }

  @Test("--tui without a terminal exits 9 (no display to draw on) and says why")
  func tuiWithoutTerminal() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", directory.path("lock.sqlite"), "pad", "--tui"],
      environment: Self.noDisplay, timeout: 60)
    #expect(result.status == 9)
    #expect(
      result.stderr.contains("the terminal pad needs a terminal on standard input and output"))
  }

  @Test("--tui and --window together are a usage error")
  func both() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock,
      ["--store", directory.path("lock.sqlite"), "pad", "--tui", "--window"], timeout: 60)
    #expect(result.status == 2)
    #expect(result.stderr.contains("--tui") && result.stderr.contains("--window"))
  }

  @Test("With no display, a terminal gets the terminal pad without --tui")
  func terminalByDefault() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let events = directory.path("events.jsonl")
    let tty = try PseudoTerminal(
      ProductBinary.gesturelock,
      ["--store", directory.path("lock.sqlite"), "pad", "--events", events],
      columns: 60, rows: 20, environment: Self.noDisplay.merging(["LANG": "C"]) { $1 })
    defer { tty.stop() }
    #expect(tty.waitForOutput(Array("\u{1B}[?1049h".utf8), timeout: 60))
    tty.send("q")
    #expect(tty.waitForExit(timeout: 30) == 7)  // Closed without unlocking.
    let log = (try? String(contentsOfFile: events, encoding: .utf8)) ?? ""
    #expect(log.contains("\"terminal\":{\"columns\":60,\"rows\":20"))
  }
}
