import Foundation
import TestSupport
import Testing

/// `gesturelock pad --tui` on a pseudo-terminal of its own, driven by keys and xterm mouse
/// reports, watched through its `--events` file and the bytes it draws (issue 5).
@Suite("Terminal pad end to end", .serialized)
struct TerminalPadEndToEndTests {
  /// Space, Right, Space, Right, Space, Down, Space, Return: the pattern 0-1-2-5 by keyboard.
  static let keysFor0125 = " \u{1B}[C \u{1B}[C \u{1B}[B \r"
  /// The same for 0-3-6-7 (a wrong pattern when 0-1-2-5 is enrolled).
  static let keysFor0367 = " \u{1B}[B \u{1B}[B \u{1B}[C \r"

  @Test("Keyboard only: enrol by drawing twice, unlock, and still enrolled after a restart")
  func keyboardEnrolmentAndUnlock() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun(directory: directory)
    defer { pad.stop() }
    #expect(try pad.waitForEvent("ready")["stage"] as? String == "enrol")

    pad.tty.send(Self.keysFor0125)
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }
    pad.tty.send(Self.keysFor0125)
    _ = try pad.waitForEvent("enrolled")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "normal" }

    pad.tty.send(Self.keysFor0125)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 0)

    let again = try TerminalPadRun(directory: directory, eventsName: "again.jsonl")
    defer { again.stop() }
    #expect(try again.waitForEvent("ready")["stage"] as? String == "verify")
    again.tty.send(Self.keysFor0125)
    #expect(try again.waitForEvent("verified")["result"] as? String == "accepted")
    again.tty.send("q")
    #expect(again.tty.waitForExit(timeout: 30) == 0)
  }

  @Test("An SGR mouse drag whose two reports jump over the middle node selects it")
  func mouseDragOverTheMiddle() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun(directory: directory, arguments: ["--log-nodes"])
    defer { pad.stop() }
    let cells = try TerminalPadRun.cells(of: pad.waitForEvent("ready"))
    let (first, last) = (cells[0], cells[8])
    // xterm reports 1-based cells: press on node 0, one motion report on node 8, release.
    pad.tty.send("\u{1B}[<0;\(first.column + 1);\(first.row + 1)M")
    pad.tty.send("\u{1B}[<32;\(last.column + 1);\(last.row + 1)M")
    pad.tty.send("\u{1B}[<0;\(last.column + 1);\(last.row + 1)m")
    _ = try pad.waitForEvent("too_short")
    let nodes = pad.events().filter { $0["event"] as? String == "node" }.compactMap {
      $0["index"] as? Int
    }
    #expect(nodes == [0, 4, 8])
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 7)  // Closed without unlocking.
  }

  @Test("A wrong pattern is rejected and drawn in the error colour")
  func wrongPatternShowsTheErrorColour() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun.enrolled("0-1-2-5", in: directory)
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    let mark = pad.tty.outputCount
    pad.tty.send(Self.keysFor0367)
    let verdict = try pad.waitForEvent("verified")
    #expect(verdict["result"] as? String == "rejected")
    // PadStyle's error red, rgb(235, 64, 52), as a truecolor foreground.
    #expect(pad.tty.waitForOutput(Array("38;2;235;64;52".utf8), since: mark, timeout: 30))
    pad.tty.send([0x03])  // Ctrl-C
    #expect(pad.tty.waitForExit(timeout: 30) == 7)  // Closed without unlocking.
  }

  @Test("A resize in the middle of a stroke cancels it without counting an attempt")
  func resizeCancelsTheStroke() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun.enrolled("0-1-2-5", in: directory)
    defer { pad.stop() }
    let cells = try TerminalPadRun.cells(of: pad.waitForEvent("ready"))
    pad.tty.send("\u{1B}[<0;\(cells[0].column + 1);\(cells[0].row + 1)M")
    pad.tty.send("\u{1B}[<32;\(cells[3].column + 1);\(cells[3].row + 1)M")
    pad.tty.send("\u{1B}[<32;\(cells[6].column + 1);\(cells[6].row + 1)M")
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "selected" }

    try pad.tty.resize(columns: 100, rows: 36)
    _ = try pad.waitForEvent("cancelled")
    let layout = try pad.waitForEvent("layout")
    let terminal = layout["terminal"] as? [String: Any]
    #expect(terminal?["columns"] as? Int == 100 && terminal?["rows"] as? Int == 36)
    // The rest of the old drag (more motion, the release) does not start or submit anything.
    pad.tty.send("\u{1B}[<32;\(cells[7].column + 1);\(cells[7].row + 1)M")
    pad.tty.send("\u{1B}[<0;\(cells[7].column + 1);\(cells[7].row + 1)m")
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 7)  // Closed without unlocking.
    #expect(!pad.events().contains { $0["event"] as? String == "verified" })

    let status = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", directory.path("lock.sqlite"), "status"])
    #expect(status.stdout.contains("\"failedAttempts\":0"))
  }
  @Test("On the Linux console (TERM=linux) the pad is drawn with half blocks, never braille")
  func linuxConsoleGlyphs() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun(directory: directory, environment: ["TERM": "linux"])
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 7)  // Closed without unlocking.
    let screen = String(decoding: pad.tty.outputBytes, as: UTF8.self)
    #expect(screen.unicodeScalars.contains { "▀▄█".unicodeScalars.contains($0) })
    #expect(!screen.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
  }

  @Test("A huge terminal (3000×500) is drawn in its corner and the pad runs as usual")
  func hugeTerminal() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun(directory: directory, columns: 3000, rows: 500)
    defer { pad.stop() }
    let ready = try pad.waitForEvent("ready")
    let terminal = ready["terminal"] as? [String: Any]
    #expect(terminal?["columns"] as? Int == 400 && terminal?["rows"] as? Int == 200)
    pad.tty.send(Self.keysFor0125)
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 7)  // Closed without unlocking.
  }

  @Test(
    "A typed passcode appears nowhere: not on the screen, not in the event log, not in the store")
  func passcodeNeverShown() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let secret = "hunter2-Zebra"
    let pad = try TerminalPadRun(directory: directory, arguments: ["--kind", "passcode"])
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    pad.tty.send(secret + "\r")
    _ = try pad.waitForEvent("stage") { $0["stage"] as? String == "confirm" }
    pad.tty.send(secret + "\r")
    _ = try pad.waitForEvent("enrolled")
    pad.tty.send([0x03])  // Ctrl-C (q is a letter on a text passcode pad)
    #expect(pad.tty.waitForExit(timeout: 30) == 0)
    let screen = String(decoding: pad.tty.outputBytes, as: UTF8.self)
    let log = (try? String(contentsOfFile: pad.eventsPath, encoding: .utf8)) ?? ""
    #expect(!log.isEmpty)
    for text in [screen, log] {
      #expect(!text.contains(secret) && !text.contains("hunter2") && !text.contains("Zebra"))
    }
    for suffix in ["", "-wal"] {
      let bytes =
        (try? Data(contentsOf: URL(fileURLWithPath: directory.path("lock.sqlite" + suffix))))
        ?? Data()
      #expect(
        bytes.range(of: Data(secret.utf8)) == nil && bytes.range(of: Data("Zebra".utf8)) == nil)
    }
  }

  @Test("A terminal too small for the pad asks for more room and takes no input until it grows")
  func tooSmallTakesNoInput() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let pad = try TerminalPadRun.enrolled("0-1-2-5", in: directory)
    defer { pad.stop() }
    _ = try pad.waitForEvent("ready")
    let mark = pad.tty.outputCount
    try pad.tty.resize(columns: 12, rows: 5)
    _ = try pad.waitForEvent("layout")
    #expect(pad.tty.waitForOutput(Array("larger".utf8), since: mark, timeout: 30))
    // The keys that would draw the enrolled pattern: nothing the user cannot see is selected.
    pad.tty.send(Self.keysFor0125)
    try pad.tty.resize(columns: 80, rows: 30)
    _ = try pad.waitForEvent("layout") {
      ($0["terminal"] as? [String: Any])?["columns"] as? Int == 80
    }
    pad.tty.send(Self.keysFor0125)
    #expect(try pad.waitForEvent("verified")["result"] as? String == "accepted")
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 0)
    // One stroke only (the one drawn at full size): the small terminal's keys did nothing.
    #expect(pad.events().filter { $0["state"] as? String == "selected" }.count == 1)
    #expect(pad.events().filter { $0["event"] as? String == "verified" }.count == 1)
  }
}

/// A `gesturelock pad --tui` on its own pseudo-terminal (80 × 30 cells, truecolor), its event
/// log in a file.
struct TerminalPadRun {
  let tty: PseudoTerminal
  let eventsPath: String

  /// `stay`: with `--stay`, so that a test can go on after an unlock (the gate itself is
  /// tested in `PadGateTests`).
  init(
    directory: TemporaryDirectory, arguments: [String] = [], eventsName: String = "events.jsonl",
    columns: Int = 80, rows: Int = 30, environment: [String: String] = [:], stay: Bool = true
  ) throws {
    eventsPath = directory.path(eventsName)
    tty = try PseudoTerminal(
      ProductBinary.gesturelock,
      ["--store", directory.path("lock.sqlite"), "pad", "--tui", "--events", eventsPath]
        + (stay ? ["--stay"] : []) + arguments,
      columns: columns, rows: rows,
      environment: [
        "TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C", "NO_COLOR": "",
        "DISPLAY": "", "WAYLAND_DISPLAY": "",
      ].merging(environment) { $1 })
  }

  /// Kills the pad if it still runs (a failed test leaves no process behind).
  func stop() { tty.stop() }

  /// Every event logged so far.
  func events() -> [[String: Any]] {
    guard let text = try? String(contentsOfFile: eventsPath, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
  }

  /// Waits for the first event named `name` satisfying `predicate`, after those an earlier
  /// call returned; polls the file (no fixed sleeps).
  func waitForEvent(
    _ name: String, timeout: Double = 60, where predicate: ([String: Any]) -> Bool = { _ in true }
  ) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let all = events()
      for index in cursor.value..<max(cursor.value, all.count) {
        let event = all[index]
        if event["event"] as? String == name, predicate(event) {
          cursor.value = index + 1
          return event
        }
      }
      if tty.waitForExit(timeout: 0) != nil, events().count == all.count { break }
      usleep(20_000)
    }
    throw TerminalPadTestError.noEvent(name, tty.errorOutput)
  }

  private let cursor = Cursor()

  /// How far `waitForEvent` has read.
  private final class Cursor: @unchecked Sendable { var value = 0 }

  /// The cell of each node from a `ready` or `layout` event, by index.
  static func cells(of event: [String: Any]) throws -> [(column: Int, row: Int)] {
    guard let cells = event["cells"] as? [[String: Any]] else {
      throw TerminalPadTestError.noEvent("cells", "")
    }
    return cells.sorted { ($0["index"] as? Int ?? 0) < ($1["index"] as? Int ?? 0) }.map {
      (column: $0["column"] as? Int ?? -1, row: $0["row"] as? Int ?? -1)
    }
  }

  /// Enrols `pattern` in the store in `directory`, then starts the pad over it.
  static func enrolled(
    _ pattern: String, in directory: TemporaryDirectory, arguments: [String] = [],
    stay: Bool = true
  ) throws -> TerminalPadRun {
    try enroll(pattern, in: directory)
    return try TerminalPadRun(directory: directory, arguments: arguments, stay: stay)
  }

  /// Enrols `pattern` in the directory's store with the CLI.
  static func enroll(_ pattern: String, in directory: TemporaryDirectory) throws {
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", directory.path("lock.sqlite"), "enroll"],
      stdin: Data("\(pattern)\n\(pattern)\n".utf8))
    guard result.status == 0 else { throw TerminalPadTestError.noEvent("enroll", result.stderr) }
  }
}

/// Why a terminal pad test could not go on.
enum TerminalPadTestError: Error, CustomStringConvertible {
  /// The event never came; carries the pad's standard error.
  case noEvent(String, String)

  var description: String {
    switch self {
    case .noEvent(let name, let stderr): "no '\(name)' event; stderr: \(stderr)"
    }
  }
}
