import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// Writes a schema-version-1 store as the first release did: the table, `user_version` 1, and
/// one pattern record with 5 failures and a wall-clock lockout until `lockedUntil`.
func makeVersion1Store(at path: String, phc: String, lockedUntil: Double, seen: Double) throws {
  let database = try SQLiteDatabase(path: path, create: true)
  try database.execute(SQLiteCredentialStore.migrations[0][0])
  try database.execute("PRAGMA user_version = 1")
  try database.execute(
    """
    INSERT INTO credential (profile, kind, grid_rows, grid_columns, route_mode, minimum_length,
      maximum_length, phc, failed_attempts, last_failure_at, locked_until, latest_wall_time,
      created_at, updated_at)
    VALUES ('default', 'pattern', 3, 3, 'skip-rule', 4, NULL, ?1, 5, ?2, ?3, ?2, 1, ?2)
    """, [.text(phc), .real(seen), .real(lockedUntil)])
}

@Suite("Store schema version 2 and the migration from version 1")
struct SchemaMigrationTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory(prefix: "gl-sec-schema") }

  @Test("A version-1 store is migrated on opening: its record, counters and lockout survive")
  func migratesVersion1() throws {
    let path = directory.path("lock.sqlite")
    let phc = try SecretHasher().hash(try secret("0-1-2-5-8").bytes, with: cheapKDF)
    let clock = ManualLockClock()
    try makeVersion1Store(
      at: path, phc: phc, lockedUntil: clock.wall + 40, seen: clock.wall)

    let store = SQLiteCredentialStore(path: path)
    let record = try #require(try store.record(for: "default"))
    #expect(record.secretAttempts.failures == 5)
    #expect(record.secretAttempts.lockedUntil == clock.wall + 40)
    #expect(record.secretAttempts.lockoutAnchor == nil)
    #expect(record.lockedPermanently == false)
    #expect(record.repeatDigest == nil)
    let connection = try #require(store.connection)
    #expect(
      try connection.scalar("PRAGMA user_version") == .integer(SQLiteCredentialStore.schemaVersion))

    // The version-1 lockout had only a wall-clock end, which is not trusted: it restarts in
    // full, once, with the schedule's delay for 5 failures (60 s), on the monotonic clock.
    let lock = try LockService(store: store, clock: clock, hasher: CountingHasher())
    clock.turnWallClock(by: -86_400)
    #expect(try lock.verify(try secret("0-1-2-5-8")) == .throttled(until: clock.wall + 60))
    clock.turnWallClock(by: 86_400)
    clock.advance(by: 59)
    #expect(try lock.verify(try secret("0-1-2-5-8")) == .throttled(until: clock.wall + 1))
    clock.advance(by: 1)
    #expect(try lock.verify(try secret("0-1-2-5-8")) == .accepted)
  }

  @Test("Migrating twice is harmless: a second store on the file finds version 2")
  func migrationIsIdempotent() throws {
    let path = directory.path("lock.sqlite")
    let phc = try SecretHasher().hash([1, 2, 3], with: cheapKDF)
    try makeVersion1Store(at: path, phc: phc, lockedUntil: 0, seen: 0)
    _ = try SQLiteCredentialStore(path: path).record(for: "default")
    let again = try SQLiteCredentialStore(path: path).record(for: "default")
    #expect(again?.phc == phc)
    let columns = try SQLiteDatabase(path: path, create: false).column(
      "SELECT name FROM pragma_table_info('credential')")
    #expect(columns.count == SQLiteCredentialStore.columns.count)
  }

  @Test("A typed secret's record has no grid or route and reads back equal")
  func typedRecordRoundTrip() throws {
    let path = directory.path("lock.sqlite")
    let record = CredentialRecord(
      profile: "pay", kind: .pin, grid: nil,
      rules: PatternRules(minimumLength: 6, maximumLength: 6), phc: "$x", createdAt: 1,
      updatedAt: 2)
    try SQLiteCredentialStore(path: path).update(profile: "pay") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    #expect(try SQLiteCredentialStore(path: path).record(for: "pay") == record)
    let route = try SQLiteDatabase(path: path, create: false).scalar(
      "SELECT route_mode FROM credential")
    #expect(route == .null)
  }

  @Test(
    "Version-2 fields that a valid write cannot produce are damage",
    arguments: [
      // A NULL boot id is valid since issue 11 (a lockout set on a boot without an id).
      "UPDATE credential SET lockout_boot_until = NULL",
      "UPDATE credential SET lockout_seconds = NULL",
      "UPDATE credential SET repeat_digest = '***'",
      "UPDATE credential SET kind = 'pin'",
    ])
  func damagedVersion2Fields(sql: String) throws {
    let path = directory.path("lock.sqlite")
    let record = try sampleRecord()
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    try SQLiteDatabase(path: path, create: false).execute(sql)
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).record(for: "default")
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
  }
}
