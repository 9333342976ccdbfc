import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One way to name the store (or a file of it) as `pad`'s output.
struct StoreAsOutputCase: Sendable, CustomTestStringConvertible {
  let option: String
  /// The path given, from the store's path.
  let path: @Sendable (CLI) -> String

  let name: String
  var testDescription: String { name }
}

/// The files `gesturelock pad` writes besides the store: `--events FILE` and `--record FILE`.
@Suite("Pad command files", .serialized)
struct PadCommandFilesTests {
  static let storeCases: [StoreAsOutputCase] = [
    StoreAsOutputCase(option: "events", path: { $0.store }, name: "--events STORE"),
    StoreAsOutputCase(option: "record", path: { $0.store }, name: "--record STORE"),
    StoreAsOutputCase(
      option: "events", path: { $0.directory.path(".") + "/lock.sqlite" },
      name: "--events DIR/./STORE"),
    StoreAsOutputCase(
      option: "record", path: { $0.store + "-wal" }, name: "--record STORE-wal"),
    StoreAsOutputCase(
      option: "events", path: { $0.store + "-journal" }, name: "--events STORE-journal"),
    StoreAsOutputCase(
      option: "events",
      path: { cli in
        let link = cli.directory.path("link.sqlite")
        _ = symlink(cli.store, link)
        return link
      }, name: "--events LINK-TO-STORE"),
  ]

  @Test(
    "--events or --record naming the store is refused, and the store still verifies",
    arguments: storeCases)
  func storeIsNotAnOutput(_ testCase: StoreAsOutputCase) throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5").status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: cli.store))
    let result = try cli.run(["pad", "--\(testCase.option)", testCase.path(cli)])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--\(testCase.option): "), "\(result.stderr)")
    #expect(result.stderr.contains("is the lock store"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: cli.store)) == before)
    #expect(try cli.run(["verify"], stdin: "0-1-2-5\n").status == 0)
  }

  @Test("--events and --record naming one file are refused before anything is written")
  func eventsAndRecordShareAFile() throws {
    let cli = try CLI()
    let shared = cli.directory.path("pad.json")
    try Data("keep".utf8).write(to: URL(fileURLWithPath: shared))
    let result = try cli.run(["pad", "--tui", "--events", shared, "--record", shared])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--events and --record both name"), "\(result.stderr)")
    #expect(try String(contentsOfFile: shared, encoding: .utf8) == "keep")
  }

  @Test("--events on a FIFO nobody reads is refused at once instead of hanging")
  func eventsOnAnUnreadFIFO() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let fifo = directory.path("events.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let tty = try PseudoTerminal(
      ProductBinary.gesturelock,
      ["--store", directory.path("lock.sqlite"), "pad", "--tui", "--events", fifo],
      columns: 80, rows: 30, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "LANG": "C"])
    defer { tty.stop() }
    #expect(tty.waitForExit(timeout: 30) == 2)
    #expect(tty.errorOutput.contains("--events: cannot create"), "\(tty.errorOutput)")
  }

  @Test(
    "In the terminal, --events naming the screen itself is refused (exit 2)",
    arguments: ["/dev/tty", "/dev/stdout", "/proc/self/fd/1"])
  func eventsOnTheScreen(_ path: String) throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let tty = try PseudoTerminal(
      ProductBinary.gesturelock,
      ["--store", directory.path("lock.sqlite"), "pad", "--tui", "--events", path],
      columns: 80, rows: 30, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "LANG": "C"])
    defer { tty.stop() }
    #expect(tty.waitForExit(timeout: 30) == 2)
    #expect(tty.errorOutput.contains("is the terminal the pad draws on"), "\(tty.errorOutput)")
  }

  @Test("An existing --record file keeps its bytes when the pad refuses to start")
  func recordingSurvivesARefusedStart() throws {
    let cli = try CLI()
    let trace = cli.directory.path("trace.json")
    let bytes = Data("{\"kept\":true}\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: trace))
    let headless = ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "", "LANG": "C"]
    // --tui --window is a usage error (2); no terminal and no display is exit 9.
    for (arguments, status) in [(["--tui", "--window"], 2), (["--tui"], 9), ([], 9)]
      as [([String], Int32)]
    {
      let result = try ProcessRunner.run(
        ProductBinary.gesturelock,
        ["--store", cli.store, "pad", "--record", trace] + arguments, environment: headless,
        timeout: 60)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == bytes, "\(arguments)")
    }
    // Nor is a new file created: it is written when a pad closes.
    let fresh = cli.directory.path("fresh.json")
    _ = try cli.run(["pad", "--record", fresh, "--tui", "--window"])
    #expect(!FileManager.default.fileExists(atPath: fresh))
  }

  @Test("--record in a directory that does not exist, or on a directory, is refused at once")
  func recordingThatCannotBeWritten() throws {
    let cli = try CLI()
    for path in [cli.directory.path("missing/trace.json"), cli.directory.path(".")] {
      let result = try cli.run(["pad", "--record", path, "--tui"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("--record: cannot create"), "\(result.stderr)")
    }
  }

  @Test("The terminal pad writes an existing --events file 0600 and the --record trace at the end")
  func privateModes() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui")
    let events = directory.path("events.jsonl")
    let trace = directory.path("trace.json")
    for path in [events, trace] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8)))
      #expect(chmod(path, 0o644) == 0)
    }
    let pad = try TerminalPadRun(
      directory: directory, arguments: ["--log-nodes", "--record", trace])
    defer { pad.stop() }
    let cells = try TerminalPadRun.cells(of: pad.waitForEvent("ready"))
    #expect(Self.mode(events) == 0o600)
    // The trace is not touched until the pad closes.
    #expect(try String(contentsOfFile: trace, encoding: .utf8) == "old\n")
    pad.tty.send("\u{1B}[<0;\(cells[0].column + 1);\(cells[0].row + 1)M")
    pad.tty.send("\u{1B}[<32;\(cells[2].column + 1);\(cells[2].row + 1)M")
    pad.tty.send("\u{1B}[<0;\(cells[2].column + 1);\(cells[2].row + 1)m")
    _ = try pad.waitForEvent("too_short")
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 30) == 7)  // Closed without unlocking.
    #expect(Self.mode(events) == 0o600)
    #expect(Self.mode(trace) == 0o600)
    #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("\"samples\""))
    #expect(try !String(contentsOfFile: events, encoding: .utf8).hasPrefix("old"))
  }

  /// The permission bits of the file at `path`, or -1.
  static func mode(_ path: String) -> Int {
    var status = stat()
    guard stat(path, &status) == 0 else { return -1 }
    return Int(status.st_mode & 0o777)
  }
}
