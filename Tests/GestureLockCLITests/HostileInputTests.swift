import Foundation
import TestSupport
import Testing

/// The store a hostile case starts from.
enum HostileStore: String, Sendable {
  /// No file at the store path.
  case none
  /// A store with `HostileInput.pattern` enrolled for the default profile.
  case enrolled
  /// A directory where the store file should be.
  case directory
  /// A file of text that is not an SQLite database.
  case notSQLite
  /// An enrolled store cut to its first 2,000 bytes.
  case truncated
  /// An enrolled store whose `user_version` says schema 99 (a newer GestureLock).
  case newerSchema
  /// An enrolled store whose PHC string has a letter in its iteration count.
  case damagedPHC
  /// An enrolled store marked immutable with `chattr +i` (root ignores file modes).
  case readOnly
  /// A regular file where the store's directory should be (the store path is `<file>/lock.sqlite`).
  case parentIsFile
  /// Nothing at the store path, given with a trailing `/` (so it can only name a directory).
  case trailingSlash
}

/// Standard input of a hostile case.
enum HostileStdin: Sendable {
  case text(String)
  /// `count` bytes, all `byte`.
  case repeated(UInt8, count: Int)
  /// A directory opened for reading (`< /`): every read fails with EISDIR.
  case directory
  /// A file opened for writing only (`0> FILE`): every read fails with EBADF.
  case writeOnly
}

/// A trace file a hostile case passes with `--trace`.
enum HostileTrace: Sendable {
  case content(String)
  /// A syntactically valid trace with `count` samples, written streamed.
  case samples(Int)
}

/// One hostile or broken input to the CLI and what it must give.
struct HostileInput: Sendable, CustomTestStringConvertible {
  static let pattern = "0-1-2-5-8"

  let name: String
  let store: HostileStore
  let arguments: [String]
  let stdin: HostileStdin
  let trace: HostileTrace?
  let status: Int32
  /// A fragment the one-line error must contain (naming the problem).
  let mentions: String

  var testDescription: String { name }

  init(
    _ name: String, store: HostileStore = .none, _ arguments: [String],
    stdin: HostileStdin = .text(""), trace: HostileTrace? = nil, status: Int32, mentions: String
  ) {
    self.name = name
    self.store = store
    self.arguments = arguments
    self.stdin = stdin
    self.trace = trace
    self.status = status
    self.mentions = mentions
  }
}

/// Hostile or broken input and damaged stores (issue 7): each gets the documented exit code and a
/// one-line error naming the problem, never "unlocked", and leaves the store as it was. Together
/// with `BadInputTests` and the malformed traces of `TraceCommandTests` this is the bad-input
/// corpus.
@Suite("Hostile input and damaged stores: documented exit code, one line, store untouched")
struct HostileInputTests {
  static let right = "\(HostileInput.pattern)\n"
  static let twice = "\(HostileInput.pattern)\n\(HostileInput.pattern)\n"
  static let emptyTrace = #"{"view":{"width":300,"height":300},"samples":[]}"#

  static let cases: [HostileInput] = [
    // Stores that are not what they should be: exit 4, fail closed.
    HostileInput(
      "store path is a directory (verify)", store: .directory, ["verify"], stdin: .text(right),
      status: 4, mentions: "is a directory"),
    HostileInput(
      "store path is a directory (enroll)", store: .directory, ["enroll"], stdin: .text(twice),
      status: 4, mentions: "is a directory"),
    HostileInput(
      "store is not SQLite (verify)", store: .notSQLite, ["verify"], stdin: .text(right),
      status: 4, mentions: "not a database"),
    HostileInput(
      "store is not SQLite (enroll)", store: .notSQLite, ["enroll"], stdin: .text(twice),
      status: 4, mentions: "not a database"),
    HostileInput(
      "store is not SQLite (status)", store: .notSQLite, ["status"], status: 4,
      mentions: "not a database"),
    HostileInput(
      "store truncated", store: .truncated, ["verify"], stdin: .text(right), status: 4,
      mentions: "malformed"),
    HostileInput(
      "store from a newer schema (verify)", store: .newerSchema, ["verify"], stdin: .text(right),
      status: 4, mentions: "newer version"),
    HostileInput(
      "store from a newer schema (enroll another profile)", store: .newerSchema,
      ["--profile", "pay", "enroll"], stdin: .text(twice), status: 4, mentions: "newer version"),
    HostileInput(
      "damaged PHC string (right pattern)", store: .damagedPHC, ["verify"], stdin: .text(right),
      status: 4, mentions: "damaged"),
    HostileInput(
      "damaged PHC string (wrong pattern)", store: .damagedPHC, ["verify"],
      stdin: .text("6-7-8-5-4\n"), status: 4, mentions: "damaged"),
    HostileInput(
      "damaged PHC string (change)", store: .damagedPHC, ["change"],
      stdin: .text("\(right)6-7-8-5-4\n6-7-8-5-4\n"), status: 4, mentions: "damaged"),
    HostileInput(
      "read-only store (right pattern: the failure can't be counted first)", store: .readOnly,
      ["verify"], stdin: .text(right), status: 6, mentions: "read-only"),
    HostileInput(
      "read-only store (wrong pattern)", store: .readOnly, ["verify"],
      stdin: .text("6-7-8-5-4\n"), status: 6, mentions: "read-only"),
    HostileInput(
      "read-only store (enroll another profile)", store: .readOnly,
      ["--profile", "pay", "enroll"], stdin: .text(twice), status: 6, mentions: "read-only"),
    HostileInput(
      "store under a regular file", store: .parentIsFile, ["enroll"], stdin: .text(twice),
      status: 4, mentions: "not a directory"),
    HostileInput(
      "store path ending in '/' where nothing exists (enroll)", store: .trailingSlash, ["enroll"],
      stdin: .text(twice), status: 4, mentions: "ends in '/' and so names a directory"),
    HostileInput(
      "store path ending in '/' where nothing exists (status)", store: .trailingSlash,
      ["status"], status: 4, mentions: "ends in '/' and so names a directory"),

    // Standard input that cannot be read: exit 2 with the system's reason, never a trap.
    HostileInput(
      "stdin is a directory (enroll)", ["enroll"], stdin: .directory, status: 2,
      mentions: "cannot read standard input: Is a directory"),
    HostileInput(
      "stdin is a directory (verify)", store: .enrolled, ["verify"], stdin: .directory,
      status: 2, mentions: "cannot read standard input: Is a directory"),
    HostileInput(
      "stdin is a directory (change)", store: .enrolled, ["change"], stdin: .directory,
      status: 2, mentions: "cannot read standard input: Is a directory"),
    HostileInput(
      "stdin is a directory (remove)", store: .enrolled, ["remove"], stdin: .directory,
      status: 2, mentions: "cannot read standard input: Is a directory"),
    HostileInput(
      "stdin is open for writing only (verify)", store: .enrolled, ["verify"], stdin: .writeOnly,
      status: 2, mentions: "cannot read standard input: Bad file descriptor"),
    HostileInput(
      "stdin is open for writing only (enroll)", ["enroll"], stdin: .writeOnly, status: 2,
      mentions: "cannot read standard input: Bad file descriptor"),

    // Huge input: refused at the cap, before anything is parsed or hashed.
    HostileInput(
      "100 MB of digits on stdin (enroll)", ["enroll"], stdin: .repeated(0x37, count: 100_000_000),
      status: 2, mentions: "larger than 64 KiB"),
    HostileInput(
      "100 MB of newlines on stdin (verify)", store: .enrolled, ["verify"],
      stdin: .repeated(0x0A, count: 100_000_000), status: 2, mentions: "larger than 64 KiB"),
    HostileInput(
      "trace of 10 million samples (360 MB)", store: .enrolled, ["verify", "--trace", "TRACE"],
      trace: .samples(10_000_000), status: 2, mentions: "larger than 64 MiB"),
    HostileInput(
      "trace of 1.2 million samples under the size cap", ["recognize", "--trace", "TRACE"],
      trace: .samples(1_200_000), status: 2, mentions: "more than 1000000 samples"),

    // Broken traces.
    HostileInput(
      "truncated JSON trace", store: .enrolled, ["verify", "--trace", "TRACE"],
      trace: .content(#"{"view":{"width":300,"height":300},"samples":[{"t":0,"#), status: 2,
      mentions: "not valid JSON"),
    HostileInput(
      "samples of the wrong type", store: .enrolled, ["verify", "--trace", "TRACE"],
      trace: .content(#"{"view":{"width":300,"height":300},"samples":"lots"}"#), status: 2,
      mentions: "'samples' has the wrong type"),
    HostileInput(
      "100,000 nested arrays", ["recognize", "--trace", "TRACE"],
      trace: .content(String(repeating: "[", count: 100_000)), status: 2,
      mentions: "not valid JSON"),
    HostileInput(
      "trace that is a directory", ["recognize", "--trace", "/tmp"], status: 2, mentions: "--trace"
    ),

    // Broken text on stdin and in arguments.
    HostileInput(
      "grid in fullwidth digits", ["layout", "--grid", "３x３", "--view", "100x100"], status: 2,
      mentions: "RxC"),
    HostileInput(
      "negative grid", ["layout", "--grid", "-3x3", "--view", "100x100"], status: 2,
      mentions: "RxC"),
    HostileInput(
      "three-dimensional grid", ["layout", "--grid", "3x3x3", "--view", "100x100"], status: 2,
      mentions: "RxC"),
    HostileInput(
      "empty store path", ["--store", "", "status"], status: 2, mentions: "--store"),
    HostileInput(
      "trace that is empty", store: .enrolled, ["verify", "--trace", "TRACE"],
      trace: .content(""), status: 2, mentions: "--trace"),
    HostileInput(
      "index beyond any integer", store: .enrolled, ["verify"],
      stdin: .text("0-1-2-99999999999999999999999\n"), status: 2, mentions: "not a node"),
    HostileInput(
      "trailing dash", store: .enrolled, ["verify"], stdin: .text("0-1-2-\n"), status: 2,
      mentions: "empty"),
    HostileInput(
      "NUL byte inside a pattern", store: .enrolled, ["verify"], stdin: .text("0-1-\u{0}2-5\n"),
      status: 2, mentions: "ASCII digit"),
    HostileInput(
      "stdin not UTF-8", store: .enrolled, ["verify"], stdin: .repeated(0xFF, count: 16),
      status: 2, mentions: "not UTF-8"),
    HostileInput(
      "PIN with a letter", ["enroll", "--kind", "pin"], stdin: .text("12a4\n12a4\n"), status: 2,
      mentions: "digits only"),
    HostileInput(
      "passcode over 1,024 bytes",
      ["enroll", "--kind", "passcode"],
      stdin: .text(
        String(repeating: "a", count: 2_000) + "\n" + String(repeating: "a", count: 2_000)
          + "\n"),
      status: 2, mentions: "1024 UTF-8 bytes"),
  ]

  @Test(
    "Each hostile input gets its exit code and one line, and the store is untouched",
    arguments: cases.filter { $0.store != .readOnly })
  func hostile(_ input: HostileInput) throws {
    try Self.check(input)
  }

  /// Whether a file in a temporary directory can be made immutable (`chattr +i`: root, on a
  /// file system with the flag, such as ext4), which the read-only store cases need.
  static let immutableFilesWork: Bool = {
    guard let directory = try? TemporaryDirectory(prefix: "gesturelock-chattr") else {
      return false
    }
    let probe = directory.path("probe")
    guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
    defer { _ = chattr("-i", probe) }
    return chattr("+i", probe)
  }()

  @Test(
    "A store the process cannot write (immutable): its exit code and one line, untouched",
    .enabled(
      if: immutableFilesWork,
      "needs chattr +i on a temporary file: root, on a file system with the immutable flag"),
    arguments: cases.filter { $0.store == .readOnly })
  func hostileReadOnly(_ input: HostileInput) throws {
    try Self.check(input)
  }

  /// Runs `input` against a store prepared as it asks, and checks the exit code, the one line
  /// on standard error, and the store afterwards.
  static func check(_ input: HostileInput) throws {
    let cli = try CLI()
    try #require(try prepare(input.store, cli), "chattr +i failed on \(cli.store)")
    defer { if input.store == .readOnly { _ = Self.chattr("-i", cli.store) } }
    var arguments = input.arguments
    if let trace = input.trace {
      let file = cli.directory.path("trace.json")
      try Self.write(trace, to: file)
      arguments = arguments.map { $0 == "TRACE" ? file : $0 }
    }
    let before = Self.snapshot(cli.store)
    let started = Date()
    // The store option comes first; a case that passes its own `--store` comes later and wins
    // or is refused.
    let store =
      switch input.store {
      case .parentIsFile: cli.store + "/lock.sqlite"
      case .trailingSlash: cli.store + "/"
      default: cli.store
      }
    let result = try Self.run(["--store", store] + arguments, stdin: input.stdin, cli: cli)
    let elapsed = Date().timeIntervalSince(started)

    #expect(result.status == input.status, "stderr: \(result.stderr)")
    #expect(result.stderr.contains(input.mentions), "stderr: \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
    #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"))
    #expect(!(result.stdout + result.stderr).lowercased().contains("unlocked"))
    #expect(result.stdout.isEmpty, "stdout: \(result.stdout.prefix(200))")
    #expect(elapsed < 60, "took \(elapsed) s")
    #expect(Self.snapshot(cli.store) == before, "the store changed")
    if input.store == .none || input.store == .trailingSlash {
      #expect(!FileManager.default.fileExists(atPath: cli.store), "a store was created")
    }
    if input.store == .enrolled || input.store == .readOnly {
      // The record is still whole and uncounted: the right pattern unlocks at once.
      if input.store == .readOnly { _ = Self.chattr("-i", cli.store) }
      let status = try #require(CLI.json(try cli.run(["status"])))
      #expect(status["failedAttempts"] as? Int == 0)
      #expect(try cli.run(["verify"], stdin: Self.right).status == 0)
    }
  }

  @Test("Two processes enrolling at once: exactly one wins, the store holds its valid record")
  func concurrentEnrolment() throws {
    let cli = try CLI()
    let patterns = [HostileInput.pattern, "6-7-8-5-4"]
    let results = ResultBox()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let result = try? cli.enroll(patterns[index])
      results.set(index, result)
    }
    let first = try #require(results.get(0))
    let second = try #require(results.get(1))
    #expect([first.status, second.status].sorted() == [0, 2], "\(first) \(second)")
    let winner = first.status == 0 ? 0 : 1
    let loser = 1 - winner
    let lost = winner == 0 ? second : first
    #expect(lost.stderr.contains("already has a secret"), "stderr: \(lost.stderr)")
    #expect(lost.stderr.split(separator: "\n").count == 1)
    let status = try #require(CLI.json(try cli.run(["status"])))
    #expect(status["enrolled"] as? Bool == true)
    #expect(status["failedAttempts"] as? Int == 0)
    #expect(try cli.run(["verify"], stdin: "\(patterns[winner])\n").status == 0)
    #expect(try cli.run(["verify"], stdin: "\(patterns[loser])\n").status == 1)
  }

  // MARK: - Setting up

  /// Runs `gesturelock arguments…` with `stdin`: bytes through a pipe, or a directory or a
  /// write-only file redirected by `/bin/sh` (a `Process` cannot open those for the child).
  static func run(_ arguments: [String], stdin: HostileStdin, cli: CLI) throws -> ProcessResult {
    let redirection: (operator: String, target: String)? =
      switch stdin {
      case .text, .repeated: nil
      case .directory: ("<", cli.directory.url.path)
      case .writeOnly: ("0>", cli.directory.path("write-only-stdin"))
      }
    guard let redirection else {
      return try ProcessRunner.run(
        ProductBinary.gesturelock, arguments, stdin: bytes(stdin), environment: ["LANG": "C"],
        timeout: 120)
    }
    return try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", #"exec "$0" "$@" "# + redirection.operator + #""$GL_STDIN""#,
        ProductBinary.gesturelock.path,
      ] + arguments,
      environment: ["LANG": "C", "GL_STDIN": redirection.target], timeout: 120)
  }

  /// Puts the store of `kind` at `cli.store`; `false` when this machine can't make it.
  static func prepare(_ kind: HostileStore, _ cli: CLI) throws -> Bool {
    let url = URL(fileURLWithPath: cli.store)
    switch kind {
    case .none, .trailingSlash:
      return true
    case .directory:
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      return true
    case .notSQLite, .parentIsFile:
      try Data(String(repeating: "not a database\n", count: 300).utf8).write(to: url)
      return true
    case .enrolled, .truncated, .newerSchema, .damagedPHC, .readOnly:
      let enrolled = try cli.enroll(HostileInput.pattern)
      try #require(enrolled.status == 0, "stderr: \(enrolled.stderr)")
    }
    var bytes = try Data(contentsOf: url)
    switch kind {
    case .truncated:
      bytes = bytes.prefix(2_000)
    case .newerSchema:
      // The header's user_version: 4 bytes, big-endian, at offset 60.
      bytes.replaceSubrange(60..<64, with: [0, 0, 0, 99])
    case .damagedPHC:
      let marker = Data("$i=".utf8)
      let range = try #require(bytes.range(of: marker), "no PHC string in the store")
      bytes[range.upperBound] = UInt8(ascii: "x")
    case .readOnly:
      return chattr("+i", cli.store)
    default:
      return true
    }
    try bytes.write(to: url)
    return true
  }

  /// Runs `chattr flag path`; `true` when it worked.
  static func chattr(_ flag: String, _ path: String) -> Bool {
    guard
      let result = try? ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/chattr"), [flag, path], timeout: 10)
    else { return false }
    return result.status == 0
  }

  static func bytes(_ stdin: HostileStdin) -> Data {
    switch stdin {
    case .text(let text): Data(text.utf8)
    case .repeated(let byte, let count): Data(repeating: byte, count: count)
    case .directory, .writeOnly: Data()
    }
  }

  static func write(_ trace: HostileTrace, to path: String) throws {
    switch trace {
    case .content(let text):
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    case .samples(let count):
      try Data().write(to: URL(fileURLWithPath: path))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      try handle.write(
        contentsOf: Data(
          #"{"view":{"width":300,"height":300},"samples":[{"t":0,"x":0,"y":0,"phase":"began"}"#
            .utf8))
      let block = Data(
        String(repeating: #",{"t":0,"x":0,"y":0,"phase":"moved"}"#, count: 10_000).utf8)
      for _ in 0..<(count / 10_000) { try handle.write(contentsOf: block) }
      try handle.write(contentsOf: Data("]}".utf8))
    }
  }

  /// The store's bytes (`nil` for a missing file) and its WAL's (a missing WAL is an empty one:
  /// opening a store that can't be written may leave an empty `-wal` file behind).
  static func snapshot(_ path: String) -> [Data?] {
    [
      try? Data(contentsOf: URL(fileURLWithPath: path)),
      (try? Data(contentsOf: URL(fileURLWithPath: path + "-wal"))) ?? Data(),
    ]
  }
}

/// Results of processes run on several threads.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Int: ProcessResult] = [:]
  func set(_ index: Int, _ result: ProcessResult?) { lock.withLock { results[index] = result } }
  func get(_ index: Int) -> ProcessResult? { lock.withLock { results[index] } }
}
