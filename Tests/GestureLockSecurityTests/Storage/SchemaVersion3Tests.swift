import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// Writes a schema-version-2 store as that release did: migrations 0 and 1, `user_version` 2,
/// and one enrolled pattern record with `failures` failures and no lockout.
func makeVersion2Store(at path: String, phc: String, failures: Int = 0) throws {
  let database = try SQLiteDatabase(path: path, create: true)
  for step in SQLiteCredentialStore.migrations[0..<2] {
    for statement in step { try database.execute(statement) }
  }
  try database.execute("PRAGMA user_version = 2")
  try database.execute(
    """
    INSERT INTO credential (profile, kind, grid_rows, grid_columns, route_mode, minimum_length,
      maximum_length, phc, failed_attempts, latest_wall_time, created_at, updated_at)
    VALUES ('default', 'pattern', 3, 3, 'skip-rule', 4, NULL, ?1, ?2, 1, 1, 1)
    """, [.text(phc), .integer(failures)])
}

@Suite("Store schema version 3: fingerprint unlock")
struct SchemaVersion3Tests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory(prefix: "gl-sec-schema3") }

  @Test("A version-2 store opens and upgrades; its record keeps its counters")
  func migratesVersion2() throws {
    let path = directory.path("lock.sqlite")
    let phc = try SecretHasher().hash(try secret("0-1-2-5-8").bytes, with: cheapKDF)
    try makeVersion2Store(at: path, phc: phc, failures: 2)

    let store = SQLiteCredentialStore(path: path)
    let record = try #require(try store.record(for: "default"))
    #expect(record.secretAttempts.failures == 2)
    #expect(record.fingerprintEnabled == false)
    #expect(record.fingerprintNoMatches.failures == 0)
    #expect(record.recordedFingers == nil)
    #expect(record.lastSecretUnlock == nil)
    #expect(record.lastFingerUnlock == nil)
    #expect(try store.accountPasswordAttempts(for: "default").isClear)
    let connection = try #require(store.connection)
    #expect(
      try connection.scalar("PRAGMA user_version") == .integer(SQLiteCredentialStore.schemaVersion))
  }

  @Test("A version-2 record has no secret unlock recorded: the secret is required (restart)")
  func version2RequiresTheSecret() throws {
    let path = directory.path("lock.sqlite")
    let phc = try SecretHasher().hash(try secret("0-1-2-5-8").bytes, with: cheapKDF)
    try makeVersion2Store(at: path, phc: phc)
    // Fingerprint enabled by hand on the migrated row: still no secret unlock recorded.
    _ = try SQLiteCredentialStore(path: path).record(for: "default")
    try SQLiteDatabase(path: path, create: false).execute(
      "UPDATE credential SET fingerprint_enabled = 1, recorded_fingers = 'right-index-finger'")
    let lock = try LockService(
      store: SQLiteCredentialStore(path: path), policy: .cheap, clock: ManualLockClock())
    let fingers = ["right-index-finger"]
    #expect(try lock.fingerprintStatus(enrolledFingers: fingers)?.secretRequired == .restart)
    #expect(
      try lock.recordFingerprint(.match, enrolledFingers: fingers) == .secretRequired(.restart))
    #expect(try lock.verify(try secret("0-1-2-5-8")) == .accepted)
    #expect(try lock.fingerprintStatus(enrolledFingers: fingers)?.secretRequired == nil)
  }

  @Test("Every version-3 field reads back equal")
  func roundTrip() throws {
    let path = directory.path("lock.sqlite")
    var record = try sampleRecord()
    record.fingerprintEnabled = true
    record.fingerprintNoMatches = AttemptCounter(failures: 3)
    record.recordedFingers = ["right-index-finger", "left-thumb"]
    record.lastSecretUnlock = MonotonicInstant(monotonic: 12.5, bootID: "boot-a")
    record.lastFingerUnlock = MonotonicInstant(monotonic: 99, bootID: nil)
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    #expect(try SQLiteCredentialStore(path: path).record(for: "default") == record)
    let fingers = try SQLiteDatabase(path: path, create: false).scalar(
      "SELECT recorded_fingers FROM credential")
    #expect(fingers == .text("left-thumb,right-index-finger"))
  }

  @Test(
    "Version-3 values out of range are damage, never \"not enrolled\"",
    arguments: [
      "UPDATE credential SET fingerprint_no_matches = 2000000",
      "UPDATE credential SET recorded_fingers = 'b,a'",
      "UPDATE credential SET recorded_fingers = 'a,,b'",
      "UPDATE credential SET recorded_fingers = 'a b'",
      "UPDATE credential SET secret_unlock_boot_id = 'boot'",
      "UPDATE credential SET secret_unlock_monotonic = NULL",
      "UPDATE credential SET finger_unlock_boot_id = ''",
    ])
  func damagedVersion3Fields(sql: String) throws {
    let path = directory.path("lock.sqlite")
    var record = try sampleRecord()
    record.lastSecretUnlock = MonotonicInstant(monotonic: 12.5, bootID: "boot-a")
    record.lastFingerUnlock = MonotonicInstant(monotonic: 13, bootID: "boot-a")
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    if sql.contains("secret_unlock_boot_id") {
      try SQLiteDatabase(path: path, create: false).execute(
        "UPDATE credential SET secret_unlock_monotonic = NULL")
    }
    try SQLiteDatabase(path: path, create: false).execute(sql)
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).record(for: "default")
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
  }

  @Test(
    "CHECK constraints refuse values no valid write produces",
    arguments: [
      "UPDATE credential SET fingerprint_enabled = 2",
      "UPDATE credential SET fingerprint_no_matches = -1",
      "UPDATE credential SET secret_unlock_monotonic = -1",
      "UPDATE credential SET finger_unlock_monotonic = -1",
    ])
  func checkConstraints(sql: String) throws {
    let path = directory.path("lock.sqlite")
    let record = try sampleRecord()
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    #expect(throws: SecurityError.self) {
      try SQLiteDatabase(path: path, create: false).execute(sql)
    }
  }

  @Test(
    "An older version number over someone else's tables is damage, and is not migrated",
    arguments: [1, 2])
  func foreignOlderVersion(version: Int) throws {
    let path = directory.path("foreign.sqlite")
    let database = try SQLiteDatabase(path: path, create: true)
    try database.execute("CREATE TABLE t (x INTEGER)")
    try database.execute("PRAGMA user_version = \(version)")
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).update(profile: "default") {
        (_: inout CredentialRecord?) throws(SecurityError) in ()
      }
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
    #expect(try database.scalar("PRAGMA user_version") == .integer(version))
    #expect(try database.scalar("PRAGMA journal_mode") == .text("delete"))
  }
}
