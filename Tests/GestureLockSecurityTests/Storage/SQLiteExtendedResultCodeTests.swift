import TestSupport
import Testing

@testable import GestureLockSecurity

/// Extended result codes are on for every connection, turned on by
/// `sqlite3_extended_result_codes` after the open rather than by the open flag
/// `SQLITE_OPEN_EXRESCODE`, which iOS 15's and macOS 12's SQLite (3.36) do not have: errors
/// name the exact condition (`SQLITE_CONSTRAINT_UNIQUE`, 2067), not only its class
/// (`SQLITE_CONSTRAINT`, 19).
@Suite("SQLite errors carry extended result codes")
struct SQLiteExtendedResultCodeTests {
  @Test("A unique-constraint failure is reported as SQLITE_CONSTRAINT_UNIQUE (2067)")
  func uniqueConstraint() throws {
    let directory = try TemporaryDirectory()
    let database = try SQLiteDatabase(path: directory.path("codes.sqlite"), create: true)
    try database.execute("CREATE TABLE t (k INTEGER UNIQUE)")
    try database.execute("INSERT INTO t (k) VALUES (1)")
    #expect {
      try database.execute("INSERT INTO t (k) VALUES (1)")
    } throws: { error in
      guard case SecurityError.storeUnavailable(let message) = error else { return false }
      return message.contains("(2067)")
    }
  }
}
