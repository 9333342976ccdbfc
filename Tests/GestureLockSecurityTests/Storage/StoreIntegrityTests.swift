import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// A real store damaged the ways a disk, a copy or a careless tool damages one: cut at every
/// page boundary, one byte changed anywhere in its last page, emptied, replaced through a
/// symbolic link. Whatever is left, it is never read as "not enrolled", never accepts a wrong
/// secret, and never takes a new enrolment: the lock fails closed.
@Suite("A damaged store never reads as 'not enrolled'")
struct StoreIntegrityTests {
  static let pageSize = 4096

  /// An enrolled store with two failures, closed again (its WAL folded into the file), and
  /// its bytes.
  static func enrolledStore(in directory: TemporaryDirectory) throws -> (String, [UInt8]) {
    let path = directory.path("original.sqlite")
    do {
      let lock = try LockService(
        store: SQLiteCredentialStore(path: path), policy: .cheap, clock: ManualLockClock())
      let right = try secret("0-1-2-5-8")
      #expect(try lock.enroll(right, confirmation: right) == .enrolled)
      _ = try lock.verify(try wrong(0))
      _ = try lock.verify(try wrong(1))
    }
    // The connection is closed: the WAL is folded into the file.
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    return (path, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// What the lock makes of the store file holding `bytes`: each answer must be an error
  /// (damage) or the answer the intact store gives.
  static func checkFailsClosed(_ bytes: [UInt8], at path: String, case label: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let clock = ManualLockClock()
    let lock = try LockService(
      store: SQLiteCredentialStore(path: path), policy: .cheap, clock: clock)
    let wrongSecret = try wrong(7)
    let mine = try secret("6-7-8-5-4")
    let answers: [(String, () throws(SecurityError) -> Bool)] = [
      ("status", { () throws(SecurityError) in try lock.status().isEnrolled }),
      (
        "verify",
        { () throws(SecurityError) in
          let outcome = try lock.verify(wrongSecret)
          return outcome != .accepted && outcome != .notEnrolled
        }
      ),
      (
        "enroll",
        { () throws(SecurityError) in
          try lock.enroll(mine, confirmation: mine) == .alreadyEnrolled
        }
      ),
    ]
    for (command, answer) in answers {
      do {
        let closed = try answer()
        #expect(closed, "\(label): \(command) answered as if nothing were enrolled")
      } catch {
        // A record changed in place but still readable may name another grid or kind: the
        // attempt is refused uncounted, which fails closed too.
        #expect(
          ErrorCase(error).isStoreFailure || ErrorCase(error) == .invalidSecret,
          "\(label): \(command): \(error)")
      }
    }
  }

  @Test("Cut at every page boundary (and one byte short): damage, never 'not enrolled'")
  func truncatedAtEveryPage() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-integrity")
    let (_, bytes) = try Self.enrolledStore(in: directory)
    #expect(bytes.count >= 3 * Self.pageSize && bytes.count % Self.pageSize == 0)
    let lengths = Array(stride(from: 0, to: bytes.count, by: Self.pageSize)) + [bytes.count - 1]
    for length in lengths {
      let path = directory.path("cut-\(length).sqlite")
      try Self.checkFailsClosed(Array(bytes[..<length]), at: path, case: "cut at \(length)")
      // Every one of these is damage: none is the intact store.
      let error = securityError { () throws(SecurityError) in
        try SQLiteCredentialStore(path: path).record(for: "default")
      }
      #expect(error.map(ErrorCase.init) == .storeUnavailable, "cut at \(length)")
    }
  }

  @Test("Any single byte of the last page changed: damage, or the store as it was")
  func byteFlipsInTheLastPage() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-integrity")
    let (original, bytes) = try Self.enrolledStore(in: directory)
    let intact = try #require(try SQLiteCredentialStore(path: original).record(for: "default"))
    let path = directory.path("flipped.sqlite")
    var detected = 0
    for offset in (bytes.count - Self.pageSize)..<bytes.count {
      var damaged = bytes
      damaged[offset] ^= 0xFF
      // Every byte: reading finds damage or the record, never nothing. Every 16th byte (and
      // the page's header): status, a wrong verify and an enrolment too, which write (and
      // sync) and so cost more.
      if offset % 16 == 0 || offset < bytes.count - Self.pageSize + 16 {
        try Self.checkFailsClosed(damaged, at: path, case: "byte \(offset) flipped")
      }
      try Data(damaged).write(to: URL(fileURLWithPath: path))
      for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
      do {
        let record = try SQLiteCredentialStore(path: path).record(for: "default")
        #expect(record != nil, "byte \(offset) flipped: read as not enrolled")
      } catch {
        #expect(ErrorCase(error).isStoreFailure, "byte \(offset) flipped: \(error)")
        detected += 1
      }
    }
    // The last page is the primary key's index: most of it is free space, but the bytes in
    // use (header, cell pointers, the key) are all caught.
    #expect(detected > 0)
    #expect(try SQLiteCredentialStore(path: original).record(for: "default") == intact)
  }

  @Test(
    "An empty or 1-byte file, also behind a symbolic link, is damage and is never written",
    arguments: [0, 1])
  func emptyFileBehindSymlink(size: Int) throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-integrity")
    let target = directory.path("target.sqlite")
    try Data(repeating: 0x78, count: size).write(to: URL(fileURLWithPath: target))
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target)
    let link = directory.path("lock.sqlite")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    for path in [target, link] {
      let lock = try LockService(
        store: SQLiteCredentialStore(path: path), policy: .cheap, clock: ManualLockClock())
      let right = try secret("0-1-2-5-8")
      for error in [
        securityError { () throws(SecurityError) in try lock.status() },
        securityError { () throws(SecurityError) in try lock.enroll(right, confirmation: right) },
        securityError { () throws(SecurityError) in try lock.verify(right) },
      ] {
        #expect(
          error.map(ErrorCase.init) == .storeUnavailable, "\(path): \(String(describing: error))")
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)).count == size)
    #expect(try mode(of: target) == 0o644)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    #expect(names == ["lock.sqlite", "target.sqlite"])
  }

  @Test("A dangling symbolic link at the store path is never followed to create its target")
  func danglingSymlink() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-integrity")
    let target = directory.path("elsewhere.sqlite")
    let link = directory.path("lock.sqlite")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let lock = try LockService(
      store: SQLiteCredentialStore(path: link), policy: .cheap, clock: ManualLockClock())
    let right = try secret("0-1-2-5-8")
    let error = securityError { () throws(SecurityError) in
      try lock.enroll(right, confirmation: right)
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  @Test("Two records for one profile (the key's index gone) are damage, not one of the two")
  func duplicateRows() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-integrity")
    let (path, _) = try Self.enrolledStore(in: directory)
    // Take the primary key and its index out of the schema behind SQLite's back, then add a
    // second 'default' row, as a damaged file can hold.
    do {
      let database = try SQLiteDatabase(path: path, create: false)
      try database.execute("CREATE TABLE copy AS SELECT * FROM credential")
      try database.execute("PRAGMA writable_schema = ON")
      try database.execute(
        "UPDATE sqlite_schema SET sql = replace(sql, 'PRIMARY KEY', '') WHERE name = 'credential'")
      try database.execute(
        "DELETE FROM sqlite_schema WHERE name = 'sqlite_autoindex_credential_1'")
      try database.execute("PRAGMA writable_schema = OFF")
    }
    do {
      let database = try SQLiteDatabase(path: path, create: false)
      try database.execute("INSERT INTO credential SELECT * FROM copy")
      try database.execute("DROP TABLE copy")
      #expect(try database.scalar("SELECT count(*) FROM credential") == .integer(2))
    }
    try Self.checkFailsClosed(
      Array(try Data(contentsOf: URL(fileURLWithPath: path))), at: directory.path("dup.sqlite"),
      case: "two records for one profile")
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).record(for: "default")
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
  }
}
