import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// A record with every optional field set, to check the round trip of each column.
func sampleRecord(profile: String = "default", failures: Int = 3) throws -> CredentialRecord {
  CredentialRecord(
    profile: profile, kind: .pattern, grid: try Grid(rows: 4, columns: 5),
    rules: PatternRules(minimumLength: 5, maximumLength: 12, route: .free),
    phc: try SecretHasher().hash([1, 2, 3], with: cheapKDF),
    secretAttempts: AttemptCounter(
      failures: failures, lockedUntil: 1_700_000_060.25,
      lockoutAnchor: LockoutAnchor(seconds: 60, bootID: "3f2a-boot", monotonicEnd: 4_321.5)),
    lastFailureAt: 1_700_000_000.25, lockedPermanently: true, repeatDigest: Array(0..<32),
    latestWallTime: 1_700_000_001.5,
    createdAt: 1_600_000_000, updatedAt: 1_700_000_000.25)
}

/// The permission bits of `path`.
func mode(of path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return try #require(attributes[.posixPermissions] as? Int) & 0o777
}

@Suite("SQLiteCredentialStore")
struct SQLiteCredentialStoreTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory(prefix: "gl-sec-store") }

  @Test("A record written in one store instance reads back equal in another")
  func roundTrip() throws {
    let path = directory.path("lock.sqlite")
    let record = try sampleRecord()
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    #expect(try SQLiteCredentialStore(path: path).record(for: "default") == record)
  }

  @Test("A record without optional fields reads back equal")
  func roundTripWithoutOptionals() throws {
    let store = SQLiteCredentialStore(path: directory.path("lock.sqlite"))
    let record = CredentialRecord(
      profile: "kiosk", kind: .pattern, grid: .standard, rules: .standard, phc: "$x",
      createdAt: 1, updatedAt: 2)
    try store.update(profile: "kiosk") { (stored: inout CredentialRecord?) throws(SecurityError) in
      stored = record
    }
    #expect(try store.record(for: "kiosk") == record)
  }

  @Test("Profiles are separate rows; setting one to nil deletes only it")
  func profilesAndDeletion() throws {
    let store = SQLiteCredentialStore(path: directory.path("lock.sqlite"))
    for name in ["alice", "bob"] {
      let record = try sampleRecord(profile: name)
      try store.update(profile: name) { (stored: inout CredentialRecord?) throws(SecurityError) in
        stored = record
      }
    }
    try store.update(profile: "alice") { (stored: inout CredentialRecord?) throws(SecurityError) in
      stored = nil
    }
    #expect(try store.record(for: "alice") == nil)
    #expect(try store.record(for: "bob")?.profile == "bob")
  }

  @Test("When the body throws, nothing is written")
  func throwingBodyWritesNothing() throws {
    let store = SQLiteCredentialStore(path: directory.path("lock.sqlite"))
    let record = try sampleRecord()
    let error = securityError { () throws(SecurityError) in
      try store.update(profile: "default") {
        (stored: inout CredentialRecord?) throws(SecurityError) in
        stored = record
        throw .invalidSecret(.controlCharacter)
      }
    }
    #expect(error == .invalidSecret(.controlCharacter))
    #expect(try store.record(for: "default") == nil)
  }

  @Test("A body that renames the record is refused; nothing is written")
  func renameRefused() throws {
    let store = SQLiteCredentialStore(path: directory.path("lock.sqlite"))
    let record = try sampleRecord(profile: "bob")
    let error = securityError { () throws(SecurityError) in
      try store.update(profile: "alice") { (stored: inout CredentialRecord?) in stored = record }
    }
    #expect(error == .invalidProfile(.renamed(profile: "alice")))
    #expect(try store.record(for: "alice") == nil)
    #expect(try store.record(for: "bob") == nil)
  }

  @Test("GestureLock's own directory is made 0700; the database, -wal and -shm files are 0600")
  func fileModes() throws {
    let path = directory.path("data/gesturelock/lock.sqlite")
    let store = SQLiteCredentialStore(path: path, directory: .own)
    let record = try sampleRecord()
    try store.update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in
      stored = record
    }
    // The connection is still open, so the WAL and shared-memory files exist.
    #expect(try mode(of: directory.path("data")) == 0o700)
    #expect(try mode(of: directory.path("data/gesturelock")) == 0o700)
    #expect(try mode(of: path) == 0o600)
    #expect(try mode(of: path + "-wal") == 0o600)
    #expect(try mode(of: path + "-shm") == 0o600)
  }

  @Test("An existing store file that others may read or write is made 0600 when opened")
  func looseModeTightened() throws {
    let path = directory.path("lock.sqlite")
    let record = try sampleRecord()
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)
    #expect(try SQLiteCredentialStore(path: path).record(for: "default") == record)
    #expect(try mode(of: path) == 0o600)
  }

  @Test("A missing directory someone chose is an error naming it; nothing is created")
  func missingChosenDirectory() throws {
    let path = directory.path("typo/dir/lock.sqlite")
    let record = try sampleRecord()
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).update(profile: "default") {
        (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
      }
    }
    #expect(error == .storeFile(.missingDirectory(path: directory.path("typo"))))
    #expect(!FileManager.default.fileExists(atPath: directory.path("typo")))
  }

  @Test("Only a path in the default directory is GestureLock's own")
  func ownDirectoryIsTheDefault() {
    let environment = ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]
    #expect(
      StoreLocation.isInDefaultDirectory("/data/gesturelock/lock.sqlite", environment: environment))
    #expect(
      StoreLocation.isInDefaultDirectory("/data/gesturelock/other.db", environment: environment))
    #expect(!StoreLocation.isInDefaultDirectory("/data/lock.sqlite", environment: environment))
    #expect(
      !StoreLocation.isInDefaultDirectory("/tmp/gesturelock/lock.sqlite", environment: environment))
    #expect(!StoreLocation.isInDefaultDirectory("lock.sqlite", environment: environment))
  }

  @Test("GestureLock's own directory found open to others is made 0700 again")
  func ownDirectoryTightened() throws {
    let own = directory.path("gesturelock")
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: own)
    let store = SQLiteCredentialStore(path: own + "/lock.sqlite", directory: .own)
    #expect(try store.record(for: "default") == nil)
    #expect(try mode(of: own) == 0o755, "a read with no store file changes nothing")
    let record = try sampleRecord()
    try store.update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: own)
    #expect(
      try SQLiteCredentialStore(path: own + "/lock.sqlite", directory: .own)
        .record(for: "default") == record)
    #expect(try mode(of: own) == 0o700)
  }

  @Test("An existing parent directory someone chose keeps its mode")
  func existingDirectoryUntouched() throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
    let store = SQLiteCredentialStore(path: directory.path("lock.sqlite"))
    let record = try sampleRecord()
    try store.update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in
      stored = record
    }
    #expect(try mode(of: directory.url.path) == 0o755)
  }

  @Test("WAL, synchronous FULL and the current schema version are in effect")
  func pragmas() throws {
    let path = directory.path("lock.sqlite")
    let store = SQLiteCredentialStore(path: path)
    let record = try sampleRecord()
    try store.update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in
      stored = record
    }
    let connection = try #require(store.connection)
    #expect(try connection.scalar("PRAGMA journal_mode") == .text("wal"))
    // synchronous: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
    #expect(try connection.scalar("PRAGMA synchronous") == .integer(2))
    #expect(
      try connection.scalar("PRAGMA user_version") == .integer(SQLiteCredentialStore.schemaVersion))
    // WAL is a property of the file: another connection sees it too.
    let other = try SQLiteDatabase(path: path, create: false)
    #expect(try other.scalar("PRAGMA journal_mode") == .text("wal"))
  }

  @Test("Reading a missing store returns nothing and creates neither file nor directory")
  func missingStoreIsNotCreated() throws {
    let path = directory.path("absent/lock.sqlite")
    #expect(try SQLiteCredentialStore(path: path).record(for: "default") == nil)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: directory.path("absent")))
  }

  @Test("A new store is created whole: no temporary file is left beside it")
  func createdWhole() throws {
    let path = directory.path("lock.sqlite")
    let record = try sampleRecord()
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(names == ["lock.sqlite"])
    #expect(try SQLiteCredentialStore(path: path).record(for: "default") == record)
  }

  @Test("A reader that found no file sees the store and record another writer creates")
  func readerSeesLaterSchema() throws {
    let path = directory.path("lock.sqlite")
    let reader = SQLiteCredentialStore(path: path)
    #expect(try reader.record(for: "default") == nil)
    #expect(try reader.exists() == false)
    let record = try sampleRecord()
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    #expect(try reader.record(for: "default") == record)
  }

  @Test("Two store instances on one file see each other's committed changes")
  func twoConnections() throws {
    let path = directory.path("lock.sqlite")
    let first = SQLiteCredentialStore(path: path)
    let second = SQLiteCredentialStore(path: path)
    let record = try sampleRecord(failures: 0)
    try first.update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in
      stored = record
    }
    for store in [second, first, second] {
      try store.update(profile: "default") {
        (stored: inout CredentialRecord?) throws(SecurityError) in
        stored?.secretAttempts.failures += 1
      }
    }
    #expect(try first.record(for: "default")?.secretAttempts.failures == 3)
  }
}

@Suite("SQLiteCredentialStore fails closed")
struct StoreDamageTests {
  /// A way to spoil the store at `path` (an enrolled store exists there unless noted).
  struct Damage: Sendable, CustomTestStringConvertible {
    let name: String
    let needsStore: Bool
    /// The error it gives: a path GestureLock cannot use is `storeFile`, damage
    /// `storeUnavailable`.
    var expected = ErrorCase.storeUnavailable
    let apply: @Sendable (String) throws -> Void
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(name: "a text file, not SQLite", needsStore: false) { path in
      try Data(String(repeating: "this is not a database\n", count: 400).utf8)
        .write(to: URL(fileURLWithPath: path))
    },
    Damage(name: "the path is a directory", needsStore: false, expected: .storeFile) { path in
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    },
    Damage(name: "truncated to its first page", needsStore: true) { path in
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.truncate(atOffset: 4096)
      try handle.close()
    },
    Damage(name: "truncated mid-header", needsStore: true) { path in
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.truncate(atOffset: 50)
      try handle.close()
    },
    Damage(name: "a page overwritten with garbage", needsStore: true) { path in
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.seek(toOffset: 4096 + 8)
      try handle.write(contentsOf: Data((0..<2000).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }))
      try handle.close()
    },
    Damage(name: "created by a newer version (user_version 5)", needsStore: true) { path in
      try SQLiteDatabase(path: path, create: false).execute(
        "PRAGMA user_version = \(SQLiteCredentialStore.schemaVersion + 1)")
    },
    Damage(name: "another program's SQLite database", needsStore: false) { path in
      try SQLiteDatabase(path: path, create: true).execute("CREATE TABLE songs (title TEXT)")
    },
    Damage(name: "an unknown secret kind in the record", needsStore: true) { path in
      try SQLiteDatabase(path: path, create: false).execute("UPDATE credential SET kind = 'iris'")
    },
    Damage(name: "an impossible grid in the record", needsStore: true) { path in
      try SQLiteDatabase(path: path, create: false).execute("UPDATE credential SET grid_rows = 12")
    },
    Damage(name: "a failure counter near Int.max", needsStore: true) { path in
      try SQLiteDatabase(path: path, create: false)
        .execute("UPDATE credential SET failed_attempts = 9223372036854775807")
    },
    Damage(name: "an empty file", needsStore: false) { path in
      try Data().write(to: URL(fileURLWithPath: path))
    },
    Damage(name: "a 1-byte file", needsStore: false) { path in
      try Data("x".utf8).write(to: URL(fileURLWithPath: path))
    },
    Damage(name: "one byte short: the index's last byte is gone", needsStore: true) { path in
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.truncate(atOffset: try handle.seekToEnd() - 1)
      try handle.close()
    },
    Damage(name: "schema version 0 on a store with a table", needsStore: true) { path in
      try SQLiteDatabase(path: path, create: false).execute("PRAGMA user_version = 0")
    },
    Damage(name: "an unknown table beside the credentials", needsStore: true) { path in
      try SQLiteDatabase(path: path, create: false).execute("CREATE TABLE extra (x TEXT)")
    },
    Damage(name: "a column missing from the credentials", needsStore: true) { path in
      try SQLiteDatabase(path: path, create: false)
        .execute("ALTER TABLE credential DROP COLUMN repeat_digest")
    },
  ]

  /// A store with one record at a fresh path, closed again (so its WAL is folded into the
  /// file), or just the path; then the damage.
  static func prepare(_ damage: Damage, in directory: TemporaryDirectory) throws -> String {
    let path = directory.path("lock.sqlite")
    if damage.needsStore {
      let record = try sampleRecord()
      try SQLiteCredentialStore(path: path).update(profile: "default") {
        (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
      }
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }
    try damage.apply(path)
    return path
  }

  @Test(
    "Reading a damaged store throws storeUnavailable (storeFile for a directory)",
    arguments: damages)
  func read(damage: Damage) throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-damage")
    let path = try Self.prepare(damage, in: directory)
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).record(for: "default")
    }
    #expect(error.map(ErrorCase.init) == damage.expected)
  }

  @Test(
    "Writing to a damaged store throws storeUnavailable (storeFile for a directory)",
    arguments: damages)
  func write(damage: Damage) throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-damage")
    let path = try Self.prepare(damage, in: directory)
    let record = try sampleRecord()
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).update(profile: "default") {
        (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
      }
    }
    #expect(error.map(ErrorCase.init) == damage.expected)
  }

  @Test("A newer schema is reported as such")
  func newerVersionMessage() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-damage")
    let path = try Self.prepare(Self.damages[5], in: directory)
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).record(for: "default")
    }
    #expect("\(String(describing: error))".contains("newer version"))
  }
}

@Suite("StoreLocation")
struct StoreLocationTests {
  @Test(
    "The default path follows XDG_DATA_HOME, else HOME/.local/share",
    arguments: [
      (["XDG_DATA_HOME": "/data", "HOME": "/home/u"], "/data/gesturelock/lock.sqlite"),
      (["XDG_DATA_HOME": "/data/", "HOME": "/home/u"], "/data/gesturelock/lock.sqlite"),
      (["HOME": "/home/u"], "/home/u/.local/share/gesturelock/lock.sqlite"),
      (["XDG_DATA_HOME": "", "HOME": "/home/u"], "/home/u/.local/share/gesturelock/lock.sqlite"),
      (
        ["XDG_DATA_HOME": "rel", "HOME": "/home/u"], "/home/u/.local/share/gesturelock/lock.sqlite"
      ),
    ])
  func defaultPath(environment: [String: String], expected: String) throws {
    #expect(try StoreLocation.defaultPath(environment: environment) == expected)
  }

  @Test("Without an absolute XDG_DATA_HOME or HOME there is no default path")
  func noHome() {
    let error = securityError { () throws(SecurityError) in
      try StoreLocation.defaultPath(environment: ["HOME": "relative"])
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
  }
}
