import Foundation
import TestSupport
import Testing

@testable import GestureLockSecurity

/// Store faults that once answered wrongly or changed what they found: a read-only file system
/// hiding a `-wal`, someone else's database at the path, a damaged store's log folded away, an
/// unknown file format, a damaged stored hash, and a `--store` that cannot name a file.
@Suite("Store faults, end to end: regressions")
struct StoreRegressionTests {
  /// The bytes and permission bits of `path`.
  static func snapshot(_ path: String) throws -> (bytes: Data, mode: Int) {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let mode = try #require(attributes[.posixPermissions] as? Int) & 0o777
    return (try Data(contentsOf: URL(fileURLWithPath: path)), mode)
  }

  /// A connection that has read the store, so that no other connection's close is the last
  /// one: what is written meanwhile stays in the `-wal` file.
  static func holdingWriteAheadLog(_ path: String) throws -> SQLiteDatabase {
    let holder = try SQLiteDatabase(path: path, create: false)
    _ = try holder.scalar("SELECT count(*) FROM credential")
    return holder
  }

  /// The size of `path`, or `nil` when there is none.
  static func size(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
  }

  @Test(
    "Read-only file system with a non-empty -wal: status exits 6, never 'not enrolled'",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func readOnlyWithWriteAheadLog() throws {
    let cli = try CLI()
    // A store whose main file holds no record, and a secret enrolled only in its -wal.
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    #expect(try cli.run(["remove", "--force"]).status == 0)
    let holder = try Self.holdingWriteAheadLog(cli.store)
    #expect(try cli.enroll("6-7-8-5-4").status == 0)
    let scratch = try ScratchFileSystem(kibibytes: 512)
    let store = scratch.file("lock.sqlite")
    for suffix in ["", "-wal", "-shm"] {
      try FileManager.default.copyItem(atPath: cli.store + suffix, toPath: store + suffix)
    }
    withExtendedLifetime(holder) {}
    #expect((Self.size(store + "-wal") ?? 0) > 0, "the secret must be in the -wal only")
    try scratch.setReadOnly(true)
    defer { try? scratch.setReadOnly(false) }
    let status = try cli.run(["--store", store, "status"], withStore: false)
    #expect(status.status == 6, "\(status.status) \(status.stdout) \(status.stderr)")
    #expect(CLI.json(status)?["enrolled"] as? Bool != false, "\(status.stdout)")
    #expect(status.stderr.contains("read-only"), "\(status.stderr)")
  }

  @Test("Someone else's SQLite database, also behind a link: exit 4, bytes and mode as found")
  func foreignDatabase() throws {
    let cli = try CLI()
    let foreign = cli.directory.path("foreign.sqlite")
    let made = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/python3"),
      [
        "-c",
        """
        import sqlite3, sys
        c = sqlite3.connect(sys.argv[1])
        c.execute('CREATE TABLE t (x INTEGER)')
        c.execute('INSERT INTO t VALUES (42)')
        c.execute('PRAGMA user_version = 2')
        c.commit()
        c.close()
        """,
        foreign,
      ])
    #expect(made.status == 0, "\(made.stderr)")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: foreign)
    let before = try Self.snapshot(foreign)
    let link = cli.directory.path("link.sqlite")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: foreign)
    for path in [foreign, link] {
      for (arguments, stdin) in [
        (["status"], ""), (["verify"], "0-1-2-5-8\n"), (["enroll"], "0-1-2-5-8\n0-1-2-5-8\n"),
        (["remove", "--force"], ""), (["change"], "0-1-2-5-8\n6-7-8-5-4\n6-7-8-5-4\n"),
      ] {
        let result = try cli.run(["--store", path] + arguments, stdin: stdin, withStore: false)
        #expect(result.status == 4, "\(path) \(arguments): \(result.status) \(result.stderr)")
        let after = try Self.snapshot(foreign)
        #expect(after.bytes == before.bytes, "\(path) \(arguments): bytes changed")
        #expect(after.mode == 0o644, "\(path) \(arguments): mode \(String(after.mode, radix: 8))")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: foreign + "-wal"))
  }

  @Test("A damaged store with a non-empty -wal: status exits 4; the file and its -wal as found")
  func damagedWithWriteAheadLog() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let holder = try Self.holdingWriteAheadLog(cli.store)
    // A wrong attempt: the record's page changes in the -wal only.
    #expect(try cli.run(["verify"], stdin: "0-3-6-7\n").status == 1)
    let store = cli.directory.path("damaged.sqlite")
    for suffix in ["", "-wal"] {
      try FileManager.default.copyItem(atPath: cli.store + suffix, toPath: store + suffix)
    }
    withExtendedLifetime(holder) {}
    let log = try Data(contentsOf: URL(fileURLWithPath: store + "-wal"))
    #expect(!log.isEmpty)
    // Damage a page of the main file that the -wal does not replace (of page 1, the b-tree
    // after the 100-byte file header, so that SQLite opens the file and finds the damage).
    var bytes = try Data(contentsOf: URL(fileURLWithPath: store))
    let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
    var replaced = Set<Int>()
    var frame = 32
    while frame + 24 <= log.count {
      replaced.insert(log[frame..<frame + 4].reduce(0) { $0 << 8 | Int($1) })
      frame += 24 + pageSize
    }
    let page = try #require(
      (1...(bytes.count / pageSize)).last { !replaced.contains($0) }, "pages in -wal: \(replaced)")
    let start = (page - 1) * pageSize + (page == 1 ? 100 : 0)
    let end = page * pageSize
    bytes.replaceSubrange(start..<end, with: Data(repeating: 0xA5, count: end - start))
    try bytes.write(to: URL(fileURLWithPath: store))

    let status = try cli.run(["--store", store, "status"], withStore: false)
    #expect(status.status == 4, "\(status.status) \(status.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == bytes, "the main file changed")
    #expect(
      (try? Data(contentsOf: URL(fileURLWithPath: store + "-wal"))) == log, "the -wal changed")
  }

  @Test("Header byte 18 set to 3 (no known file format): status, verify, enroll exit 4")
  func unknownFileFormat() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: cli.store))
    bytes[18] = 3
    try bytes.write(to: URL(fileURLWithPath: cli.store))
    for (arguments, stdin) in [
      (["status"], ""), (["verify"], "0-1-2-5-8\n"), (["enroll"], "6-7-8-5-4\n6-7-8-5-4\n"),
    ] {
      let result = try cli.run(arguments, stdin: stdin)
      #expect(result.status == 4, "\(arguments): \(result.status) \(result.stderr)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: cli.store)) == bytes)
  }

  @Test("A stored hash that is 'garbage': enroll and remove --force exit 4; the row stays")
  func damagedStoredHash() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    try SQLiteDatabase(path: cli.store, create: false)
      .execute("UPDATE credential SET phc = 'garbage'")
    func rows() throws -> Int? {
      try SQLiteDatabase(path: cli.store, create: false)
        .scalar("SELECT count(*) FROM credential WHERE phc = 'garbage'").integer
    }
    #expect(try rows() == 1)
    let enroll = try cli.enroll("6-7-8-5-4")
    #expect(enroll.status == 4, "\(enroll.status) \(enroll.stderr)")
    #expect(try rows() == 1)
    let remove = try cli.run(["remove", "--force"])
    #expect(remove.status == 4, "\(remove.status) \(remove.stderr)")
    #expect(try rows() == 1)
  }
}
