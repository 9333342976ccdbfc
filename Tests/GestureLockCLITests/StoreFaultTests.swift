import Foundation
import TestSupport
import Testing

@testable import GestureLockSecurity

/// What a script sees for each store fault (issue 11): damage exits 4 for every command and
/// changes nothing; busy, read-only and full exit 6 and say which; a missing `--store`
/// directory exits 2 naming it; no store at all exits 5 for `status`.
@Suite("Store faults, end to end: exit codes a script can act on")
struct StoreFaultTests {
  /// An enrolled store with one failure, closed; its bytes.
  static func enrolledBytes(_ cli: CLI) throws -> [UInt8] {
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    #expect(try cli.run(["verify"], stdin: "0-3-6-7\n").status == 1)
    return Array(try Data(contentsOf: URL(fileURLWithPath: cli.store)))
  }

  /// `status`, a wrong `verify` and `enroll` on the store holding `bytes`: each exits 4, or
  /// answers as the intact store would; never "not enrolled", never unlocked, never enrolled.
  static func expectFailsClosed(_ bytes: [UInt8], cli: CLI, label: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: cli.store))
    let status = try cli.run(["status"])
    #expect(
      status.status == 4 || (status.status == 0 && CLI.json(status)?["enrolled"] as? Bool == true),
      "\(label): status \(status.status) \(status.stdout)")
    let verify = try cli.run(["verify"], stdin: "2-5-8-7\n")
    #expect([1, 2, 3, 4].contains(verify.status), "\(label): verify \(verify.status)")
    let enroll = try cli.enroll("6-7-8-5-4")
    #expect([2, 4].contains(enroll.status), "\(label): enroll \(enroll.status)")
    for result in [status, verify, enroll] where result.status == 4 {
      #expect(result.stderr.contains("store damaged or unreadable"), "\(label)")
    }
  }

  @Test("A store cut at each page boundary, or one byte short, exits 4 for every command")
  func truncatedStore() throws {
    let cli = try CLI()
    let bytes = try Self.enrolledBytes(cli)
    for length in Array(stride(from: 0, to: bytes.count, by: 4096)) + [bytes.count - 1] {
      try Self.expectFailsClosed(Array(bytes[..<length]), cli: cli, label: "cut at \(length)")
      #expect(try cli.run(["status"]).status == 4, "cut at \(length)")
    }
  }

  @Test("Bytes of the last page flipped: exit 4, or the intact answer; never 'not enrolled'")
  func flippedBytes() throws {
    let cli = try CLI()
    let bytes = try Self.enrolledBytes(cli)
    // Every 127th byte of the last page (the library test flips each one), header first.
    for offset in stride(from: bytes.count - 4096, to: bytes.count, by: 127) {
      var damaged = bytes
      damaged[offset] ^= 0xFF
      try Self.expectFailsClosed(damaged, cli: cli, label: "byte \(offset)")
    }
  }

  @Test("An empty or 1-byte file, also behind a symbolic link, exits 4 and stays as it was")
  func emptyFiles() throws {
    let cli = try CLI()
    for size in [0, 1] {
      let target = cli.directory.path("target-\(size)")
      try Data(repeating: 0x41, count: size).write(to: URL(fileURLWithPath: target))
      let link = cli.directory.path("link-\(size)")
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      for path in [target, link] {
        for (arguments, stdin) in [
          (["status"], ""), (["verify"], "0-1-2-5-8\n"), (["enroll"], "0-1-2-5-8\n0-1-2-5-8\n"),
        ] {
          let result = try cli.run(["--store", path] + arguments, stdin: stdin, withStore: false)
          #expect(result.status == 4, "\(path) \(arguments): \(result.stderr)")
        }
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: target)).count == size)
    }
  }

  @Test("Busy: another connection holds a write transaction past 5 s: exit 6, nothing counted")
  func busyStore() throws {
    let cli = try CLI()
    _ = try Self.enrolledBytes(cli)
    let holder = try SQLiteDatabase(path: cli.store, create: false)
    try holder.execute("BEGIN IMMEDIATE")
    let verify = try cli.run(["verify"], stdin: "2-5-8-7\n")
    #expect(verify.status == 6, "\(verify.stderr)")
    #expect(verify.stderr.contains("store busy"), "\(verify.stderr)")
    try holder.execute("ROLLBACK")
    #expect(CLI.json(try cli.run(["status"]))?["failedAttempts"] as? Int == 1)
  }

  @Test(
    "Read-only file system: status works (0); verify and enroll exit 6 and say read-only",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func readOnlyStore() throws {
    let scratch = try ScratchFileSystem(kibibytes: 256)
    let store = scratch.file("lock.sqlite")
    func run(_ arguments: [String], _ stdin: String = "") throws -> ProcessResult {
      try ProcessRunner.run(
        ProductBinary.gesturelock, ["--store", store] + arguments, stdin: Data(stdin.utf8),
        environment: ["LANG": "C"])
    }
    #expect(try run(["enroll"], "0-1-2-5-8\n0-1-2-5-8\n").status == 0)
    try scratch.setReadOnly(true)
    defer { try? scratch.setReadOnly(false) }
    let status = try run(["status"])
    #expect(status.status == 0, "\(status.stderr)")
    #expect(CLI.json(status)?["enrolled"] as? Bool == true)
    let verify = try run(["verify"], "2-5-8-7\n")
    #expect(verify.status == 6)
    #expect(verify.stderr.contains("read-only"), "\(verify.stderr)")
    let other = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", scratch.file("new.sqlite"), "enroll"],
      stdin: Data("0-1-2-5-8\n0-1-2-5-8\n".utf8), environment: ["LANG": "C"])
    #expect(other.status == 6, "\(other.stderr)")
  }

  @Test(
    "No space left: verify exits 6 and says so; nothing is counted",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func fullStore() throws {
    let scratch = try ScratchFileSystem(kibibytes: 256)
    let store = scratch.file("lock.sqlite")
    func run(_ arguments: [String], _ stdin: String = "") throws -> ProcessResult {
      try ProcessRunner.run(
        ProductBinary.gesturelock, ["--lang", "zh-Hans", "--store", store] + arguments,
        stdin: Data(stdin.utf8), environment: ["LANG": "C"])
    }
    #expect(try run(["enroll"], "0-1-2-5-8\n0-1-2-5-8\n").status == 0)
    scratch.fill()
    let verify = try run(["verify"], "2-5-8-7\n")
    #expect(verify.status == 6, "\(verify.stderr)")
    #expect(verify.stderr.contains("没有剩余空间"), "\(verify.stderr)")
    scratch.unfill()
    #expect(CLI.json(try run(["status"]))?["failedAttempts"] as? Int == 0)
  }

  @Test("A --store in a directory that does not exist: exit 2 naming it, nothing created")
  func missingDirectory() throws {
    let cli = try CLI()
    let path = cli.directory.path("nonexist/dir/x.sqlite")
    let english = try cli.run(
      ["--store", path, "enroll"], stdin: "0-1-2-5-8\n0-1-2-5-8\n", withStore: false)
    #expect(english.status == 2)
    #expect(
      english.stderr.contains("the directory \(cli.directory.path("nonexist")) does not exist"))
    let chinese = try cli.run(
      ["--lang", "zh-Hans", "--store", path, "enroll"], stdin: "0-1-2-5-8\n0-1-2-5-8\n",
      withStore: false)
    #expect(chinese.status == 2)
    #expect(chinese.stderr.contains("目录 \(cli.directory.path("nonexist")) 不存在"))
    #expect(!FileManager.default.fileExists(atPath: cli.directory.path("nonexist")))
  }

  @Test("status where there is no store: exit 5, says so, creates nothing (also by default)")
  func statusWithoutStore() throws {
    let cli = try CLI()
    let chosen = try cli.run(["status"])
    #expect(chosen.status == 5)
    #expect(chosen.stdout.isEmpty)
    // (Long paths are shortened in messages.)
    #expect(chosen.stderr.hasPrefix("gesturelock: there is no store at /"), "\(chosen.stderr)")
    #expect(chosen.stderr.hasSuffix(": nothing is enrolled there\n"), "\(chosen.stderr)")
    let data = cli.directory.path("data")
    let standard = try ProcessRunner.run(
      ProductBinary.gesturelock, ["status"],
      environment: ["LANG": "C", "XDG_DATA_HOME": data])
    #expect(standard.status == 5)
    #expect(standard.stderr.hasPrefix("gesturelock: there is no store at /"))
    #expect(standard.stderr.hasSuffix(": nothing is enrolled there\n"))
    #expect(!FileManager.default.fileExists(atPath: data))
  }

  @Test("The default directory is made 0700, and made so again; a chosen one is warned about")
  func directoryModes() throws {
    let cli = try CLI()
    let data = cli.directory.path("data")
    let own = data + "/gesturelock"
    let environment = ["LANG": "C", "XDG_DATA_HOME": data]
    let enrolled = try ProcessRunner.run(
      ProductBinary.gesturelock, ["enroll"], stdin: Data("0-1-2-5-8\n0-1-2-5-8\n".utf8),
      environment: environment)
    #expect(enrolled.status == 0, "\(enrolled.stderr)")
    #expect(!enrolled.stderr.contains("warning"))
    #expect(try mode(of: own) == 0o700)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: own)
    #expect(
      try ProcessRunner.run(ProductBinary.gesturelock, ["status"], environment: environment)
        .status == 0)
    #expect(try mode(of: own) == 0o700)

    let chosen = cli.directory.path("shared")
    try FileManager.default.createDirectory(atPath: chosen, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: chosen)
    let warned = try cli.run(
      ["--store", chosen + "/lock.sqlite", "enroll"], stdin: "0-1-2-5-8\n0-1-2-5-8\n",
      withStore: false)
    #expect(warned.status == 0)
    #expect(warned.stderr.contains("warning: the store's directory /"))
    #expect(warned.stderr.contains(" is open to other users (mode 755)"))
    #expect(try mode(of: chosen) == 0o755)
    let again = try cli.run(["--store", chosen + "/lock.sqlite", "status"], withStore: false)
    #expect(!again.stderr.contains("warning"))
  }
}

/// The permission bits of `path`.
private func mode(of path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return try #require(attributes[.posixPermissions] as? Int) & 0o777
}
