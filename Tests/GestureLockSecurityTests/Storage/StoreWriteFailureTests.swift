import Dispatch
import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// A store that cannot be written now (busy, read-only, full) is not a damaged one: a typed
/// error of its own, nothing counted or changed, and reading still works where it can.
@Suite("Busy, read-only and full stores are told apart from damage")
struct StoreWriteFailureTests {
  /// An enrolled store at `path` with one failure counted.
  static func enrol(at path: String) throws -> (LockService, ManualLockClock) {
    let clock = ManualLockClock()
    let lock = try LockService(
      store: SQLiteCredentialStore(path: path), policy: .cheap, clock: clock)
    let right = try secret("0-1-2-5-8")
    #expect(try lock.enroll(right, confirmation: right) == .enrolled)
    #expect(try lock.verify(try wrong(0)) == .rejected(attemptsBeforeDelay: 4))
    return (lock, clock)
  }

  /// The error enrolling a first secret in a new store at `path` gives, if any.
  static func enrolNew(at path: String) throws -> SecurityError? {
    let lock = try fresh(path)
    let right = try secret("0-1-2-5-8")
    return securityError { () throws(SecurityError) in try lock.enroll(right, confirmation: right) }
  }

  /// A fresh service on `path`, as a new process would open it.
  static func fresh(_ path: String) throws -> LockService {
    try LockService(
      store: SQLiteCredentialStore(path: path), policy: .cheap, clock: ManualLockClock())
  }

  @Test("Busy: another connection holds a write transaction past 5 s; nothing is counted")
  func busy() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-busy")
    let path = directory.path("lock.sqlite")
    _ = try Self.enrol(at: path)
    // A real second connection to the same file, holding the write lock (another process
    // would do the same through the file's locks).
    let holder = try SQLiteDatabase(path: path, create: false)
    try holder.execute("BEGIN IMMEDIATE")
    let lock = try Self.fresh(path)
    // DispatchTime, not ContinuousClock (iOS 16 / macOS 13): this suite runs on iOS 15 too.
    let started = DispatchTime.now().uptimeNanoseconds
    let error = securityError { () throws(SecurityError) in try lock.verify(try! wrong(1)) }
    #expect(error.map(ErrorCase.init) == .storeBusy)
    let waited = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    #expect(waited >= 4.5, "SQLite waits its busy timeout (5 s) before it answers busy")
    #expect(try lock.status().failedAttempts == 1, "a read still works during the write")
    try holder.execute("ROLLBACK")
    #expect(try Self.fresh(path).status().failedAttempts == 1)
  }

  @Test(
    "Read-only file system: status reads; verify and enrol say read-only and change nothing",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func readOnlyFileSystem() throws {
    let scratch = try ScratchFileSystem(kibibytes: 256)
    let path = scratch.file("lock.sqlite")
    _ = try Self.enrol(at: path)
    try scratch.setReadOnly(true)
    defer { try? scratch.setReadOnly(false) }
    let lock = try Self.fresh(path)
    let status = try lock.status()
    #expect(status.isEnrolled && status.failedAttempts == 1)
    let verify = securityError { () throws(SecurityError) in try lock.verify(try! wrong(1)) }
    #expect(verify.map(ErrorCase.init) == .storeReadOnly)
    let enrol = try Self.enrolNew(at: scratch.file("new.sqlite"))
    #expect(enrol.map(ErrorCase.init) == .storeReadOnly)
    try scratch.setReadOnly(false)
    #expect(try Self.fresh(path).status().failedAttempts == 1)
  }

  @Test(
    "No space left: verify and enrol say so, and nothing is counted or half-written",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func fileSystemFull() throws {
    let scratch = try ScratchFileSystem(kibibytes: 256)
    let path = scratch.file("lock.sqlite")
    _ = try Self.enrol(at: path)
    scratch.fill()
    let lock = try Self.fresh(path)
    let verify = securityError { () throws(SecurityError) in try lock.verify(try! wrong(1)) }
    #expect(verify.map(ErrorCase.init) == .storeFull)
    let enrol = try Self.enrolNew(at: scratch.file("new.sqlite"))
    #expect(enrol.map(ErrorCase.init) == .storeFull)
    #expect(!FileManager.default.fileExists(atPath: scratch.file("new.sqlite")))
    scratch.unfill()
    #expect(try Self.fresh(path).status().failedAttempts == 1)
  }

  @Test(
    "No space left, then freed: the same service (a pad's, its connection kept) counts and accepts again",
    .enabled(if: ScratchFileSystem.canMount, "needs a tmpfs of its own: Linux, as root"))
  func fullThenFreed() throws {
    let scratch = try ScratchFileSystem(kibibytes: 256)
    let path = scratch.file("lock.sqlite")
    let (lock, _) = try Self.enrol(at: path)
    scratch.fill()
    let right = try secret("0-1-2-5-8")
    let verify = securityError { () throws(SecurityError) in try lock.verify(right) }
    #expect(verify.map(ErrorCase.init) == .storeFull)
    var asked = false
    let account = securityError { () throws(SecurityError) in
      try lock.verifyAccountPassword {
        asked = true
        return true
      }
    }
    #expect(account.map(ErrorCase.init) == .storeFull)
    #expect(!asked, "never checked while the count cannot be stored")
    scratch.unfill()
    #expect(try lock.status().failedAttempts == 1, "nothing was counted meanwhile")
    #expect(try lock.verify(try wrong(1)) == .rejected(attemptsBeforeDelay: 3))
    #expect(try lock.verify(right) == .accepted)
    #expect(try lock.verifyAccountPassword { false } == .rejected(attemptsBeforeDelay: 4))
  }

  /// SQLite's primary result codes (sqlite3.h), as plain numbers.
  enum SQLiteCode {
    static let busy: Int32 = 5
    static let locked: Int32 = 6
    static let readonly: Int32 = 8
    static let ioerr: Int32 = 10
    static let corrupt: Int32 = 11
    static let full: Int32 = 13
    static let notadb: Int32 = 26
  }

  /// One SQLite result (with the system's errno) and the error it must become.
  struct Mapping: Sendable, CustomTestStringConvertible {
    let code: Int32
    let systemError: Int32
    let expected: ErrorCase
    var testDescription: String { "SQLite \(code), errno \(systemError) → \(expected)" }
  }

  @Test(
    "SQLite's result codes map by value, never by message",
    arguments: [
      Mapping(code: SQLiteCode.busy, systemError: 0, expected: .storeBusy),
      Mapping(code: SQLiteCode.busy | (2 << 8), systemError: 0, expected: .storeBusy),
      Mapping(code: SQLiteCode.locked, systemError: 0, expected: .storeBusy),
      Mapping(code: SQLiteCode.readonly, systemError: 0, expected: .storeReadOnly),
      Mapping(code: SQLiteCode.full, systemError: 0, expected: .storeFull),
      Mapping(code: SQLiteCode.ioerr | (3 << 8), systemError: ENOSPC, expected: .storeFull),
      Mapping(code: SQLiteCode.ioerr | (3 << 8), systemError: EROFS, expected: .storeReadOnly),
      Mapping(code: SQLiteCode.ioerr | (3 << 8), systemError: EIO, expected: .storeUnavailable),
      Mapping(code: SQLiteCode.corrupt, systemError: 0, expected: .storeUnavailable),
      Mapping(code: SQLiteCode.notadb, systemError: 0, expected: .storeUnavailable),
    ])
  func mapping(_ mapping: Mapping) {
    let primary = SQLiteResultCode(rawValue: mapping.code).primary
    let error =
      SQLiteFailure.temporaryFailure(primary, systemError: mapping.systemError, operation: "step")
      ?? SQLiteFailure.error("step", code: mapping.code, connection: nil)
    #expect(ErrorCase(error) == mapping.expected)
    #expect(error.isTemporaryStoreFailure == (mapping.expected != .storeUnavailable))
  }
}
