import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// Writes a schema-version-3 store as that release did: migrations 0 to 2, `user_version` 3,
/// and one pattern record with every column set, the account password's five included.
func makeVersion3Store(at path: String, phc: String) throws {
  let database = try SQLiteDatabase(path: path, create: true)
  for step in SQLiteCredentialStore.migrations[0..<3] {
    for statement in step { try database.execute(statement) }
  }
  try database.execute("PRAGMA user_version = 3")
  try database.execute(
    """
    INSERT INTO credential (profile, kind, grid_rows, grid_columns, route_mode, minimum_length,
      maximum_length, phc, failed_attempts, last_failure_at, locked_until, latest_wall_time,
      created_at, updated_at, lockout_seconds, lockout_boot_id, lockout_boot_until,
      locked_permanently, repeat_digest, fingerprint_enabled, fingerprint_no_matches,
      recorded_fingers, secret_unlock_monotonic, secret_unlock_boot_id, finger_unlock_monotonic,
      finger_unlock_boot_id, account_failed_attempts, account_lockout_seconds,
      account_lockout_boot_id, account_lockout_boot_until, account_locked_until)
    VALUES ('default', 'pattern', 4, 5, 'free', 5, 12, ?1, 6, 1700000000.25, 1700000300.5,
      1700000001.5, 1600000000, 1700000000.25, 300, 'boot-a', 1300.5, 0,
      'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8', 1, 2, 'left-thumb,right-index-finger',
      12.5, 'boot-a', 99, NULL, 7, 900, 'boot-a', 1900, 1700000900)
    """, [.text(phc)])
}

/// Schema version 4 (issue 21): the account password's counter leaves the secret's record for
/// a database of its own beside the store.
@Suite("Store schema version 4: the account password's counter apart")
struct SchemaVersion4Tests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory(prefix: "gl-sec-schema4") }

  @Test(
    "A version-3 store migrates: every field of the secret's record is kept, the account columns go"
  )
  func migratesVersion3() throws {
    let path = directory.path("lock.sqlite")
    let phc = try SecretHasher().hash(try secret("0-1-2-5-8").bytes, with: cheapKDF)
    try makeVersion3Store(at: path, phc: phc)

    let store = SQLiteCredentialStore(path: path)
    let record = try #require(try store.record(for: "default"))
    let expected = CredentialRecord(
      profile: "default", kind: .pattern, grid: try Grid(rows: 4, columns: 5),
      rules: PatternRules(minimumLength: 5, maximumLength: 12, route: .free), phc: phc,
      secretAttempts: AttemptCounter(
        failures: 6, lockedUntil: 1_700_000_300.5,
        lockoutAnchor: LockoutAnchor(seconds: 300, bootID: "boot-a", monotonicEnd: 1_300.5)),
      lastFailureAt: 1_700_000_000.25, repeatDigest: Array(0..<32),
      latestWallTime: 1_700_000_001.5, createdAt: 1_600_000_000, updatedAt: 1_700_000_000.25,
      fingerprintEnabled: true, fingerprintNoMatches: AttemptCounter(failures: 2),
      recordedFingers: ["left-thumb", "right-index-finger"],
      lastSecretUnlock: MonotonicInstant(monotonic: 12.5, bootID: "boot-a"),
      lastFingerUnlock: MonotonicInstant(monotonic: 99, bootID: nil))
    #expect(record == expected)
    let connection = try #require(store.connection)
    #expect(try connection.scalar("PRAGMA user_version") == .integer(4))
    #expect(try connection.column("PRAGMA integrity_check") == [.text("ok")])
    let columns = try connection.column("SELECT name FROM pragma_table_info('credential')")
      .map { $0.text ?? "" }
    #expect(columns == SQLiteCredentialStore.columns)
    #expect(!columns.contains { $0.hasPrefix("account_") })
    // The version-3 account count is not carried over (documented): it starts at zero.
    #expect(try store.accountPasswordAttempts(for: "default").isClear)
    // A second store on the migrated file reads the same.
    #expect(try SQLiteCredentialStore(path: path).record(for: "default") == expected)
  }

  @Test("A new store is made at version 4 directly: no page left over from the migrations")
  func newStoreIsCompact() throws {
    let path = directory.path("lock.sqlite")
    let record = try sampleRecord()
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    let database = try SQLiteDatabase(path: path, create: false)
    #expect(try database.scalar("PRAGMA freelist_count") == .integer(0))
    #expect(try database.scalar("PRAGMA user_version") == .integer(4))
  }

  @Test(
    "The account password's counter reads back equal, in its own 0600 file; a clear one leaves no row"
  )
  func accountCounterRoundTrip() throws {
    let path = directory.path("lock.sqlite")
    let store = SQLiteCredentialStore(path: path)
    #expect(try store.accountPasswordAttempts(for: "default").isClear)
    #expect(!FileManager.default.fileExists(atPath: path + ".account"), "a read creates nothing")
    let counters = [
      AttemptCounter(
        failures: 6, lockedUntil: 1_700_000_300,
        lockoutAnchor: LockoutAnchor(seconds: 300, bootID: nil, monotonicEnd: 400)),
      AttemptCounter(
        failures: 5, lockedUntil: 1_700_000_060.5,
        lockoutAnchor: LockoutAnchor(seconds: 60, bootID: "boot-b", monotonicEnd: 1_060.5)),
      AttemptCounter(failures: 3),
    ]
    for counter in counters {
      try store.updateAccountPasswordAttempts(profile: "default") {
        (stored: inout AttemptCounter) throws(SecurityError) in stored = counter
      }
      #expect(
        try SQLiteCredentialStore(path: path).accountPasswordAttempts(for: "default") == counter)
    }
    #expect(try mode(of: path + ".account") == 0o600)
    #expect(!FileManager.default.fileExists(atPath: path), "the credential store is not made")
    try store.updateAccountPasswordAttempts(profile: "kiosk") {
      (stored: inout AttemptCounter) throws(SecurityError) in stored.failures = 1
    }
    try store.updateAccountPasswordAttempts(profile: "default") {
      (stored: inout AttemptCounter) throws(SecurityError) in stored = AttemptCounter()
    }
    let rows = try SQLiteDatabase(path: path + ".account", create: false).column(
      "SELECT profile FROM account_password")
    #expect(rows == [.text("kiosk")])
  }

  /// A store path whose account-password database holds two failures for `default`.
  func accountCounterWithTwoFailures() throws -> String {
    let path = directory.path("lock.sqlite")
    try SQLiteCredentialStore(path: path).updateAccountPasswordAttempts(profile: "default") {
      (stored: inout AttemptCounter) throws(SecurityError) in stored.failures = 2
    }
    return path
  }

  @Test(
    "Account-password values a valid write cannot produce are damage, never a clear counter",
    arguments: [
      "UPDATE account_password SET failed_attempts = 2000000",
      "UPDATE account_password SET lockout_seconds = 60",
      "UPDATE account_password SET lockout_boot_until = 60",
      "UPDATE account_password SET locked_until = 9e999",
      "UPDATE account_password SET failed_attempts = 0",
    ])
  func damagedAccountCounter(sql: String) throws {
    let path = try accountCounterWithTwoFailures()
    try SQLiteDatabase(path: path + ".account", create: false).execute(sql)
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).accountPasswordAttempts(for: "default")
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
  }

  @Test(
    "CHECK constraints of the account-password table refuse what no valid write produces",
    arguments: [
      "UPDATE account_password SET failed_attempts = -1",
      "UPDATE account_password SET lockout_seconds = -1",
      "UPDATE account_password SET profile = ''",
    ])
  func accountCheckConstraints(sql: String) throws {
    let path = try accountCounterWithTwoFailures()
    #expect(throws: SecurityError.self) {
      try SQLiteDatabase(path: path + ".account", create: false).execute(sql)
    }
  }

  @Test("A credential store at the account-password path, or garbage there, is damage")
  func foreignAccountFile() throws {
    let path = directory.path("lock.sqlite")
    let record = try sampleRecord()
    // A credential store (another schema) where the account-password database belongs.
    try SQLiteCredentialStore(path: path + ".account").update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    let store = SQLiteCredentialStore(path: path)
    let foreign = securityError { () throws(SecurityError) in
      try store.accountPasswordAttempts(for: "default")
    }
    #expect(foreign.map(ErrorCase.init) == .storeUnavailable)
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path + ".account"))
    let garbage = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).updateAccountPasswordAttempts(profile: "default") {
        (stored: inout AttemptCounter) throws(SecurityError) in stored.failures += 1
      }
    }
    #expect(garbage.map(ErrorCase.init) == .storeUnavailable)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".account")).count == 4096)
  }
}
