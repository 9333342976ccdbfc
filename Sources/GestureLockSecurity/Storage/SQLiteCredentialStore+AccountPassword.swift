/// The account password's counters (issue 21): in a database of their own beside the store,
/// `PATH.account`, with the store's protections (created whole, 0600, WAL, synchronous FULL,
/// judged at every open and whenever the file changed).
///
/// Why apart: the counter belongs to the profile, not to the secret. The account password is
/// the way in when the secret is gone (removed while the screen was locked) and when the
/// store cannot be used (damaged): the count must be stored before PAM is asked in both
/// cases, so it cannot live in the secret's row, or in the store file whose damage it must
/// outlive. A profile without a row has no failures and no lockout; a row that comes back to
/// that is deleted.
extension SQLiteCredentialStore {
  /// What is added to the store's path to name the account-password database: `.account`.
  public static let accountPasswordSuffix = ".account"

  /// The account-password database: table `account_password`, one row per profile with
  /// failures or a lockout. Version 1: the failures (`failed_attempts`), the lockout's anchor
  /// on the monotonic clock of the boot that set it (`lockout_seconds`, `lockout_boot_id`,
  /// `lockout_boot_until`: all NULL, or seconds and end set; the boot NULL when it had no
  /// identifier) and its wall-clock end to show (`locked_until`).
  static let accountPasswordSchema = SQLiteStoreSchema(
    name: "GestureLock account-password store", table: "account_password", version: 1,
    migrations: [
      [
        """
        CREATE TABLE account_password (
          profile TEXT PRIMARY KEY NOT NULL CHECK (length(profile) > 0),
          failed_attempts INTEGER NOT NULL CHECK (failed_attempts >= 0),
          lockout_seconds REAL CHECK (lockout_seconds >= 0),
          lockout_boot_id TEXT,
          lockout_boot_until REAL,
          locked_until REAL
        ) STRICT
        """
      ]
    ],
    columnsByVersion: [
      [
        "profile", "failed_attempts", "lockout_seconds", "lockout_boot_id", "lockout_boot_until",
        "locked_until",
      ]
    ])

  /// The account password's counter of `profile`: no failures and no lockout when the
  /// account-password database or its row does not exist. Never creates a file.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when that database is damaged or foreign;
  ///   `storeFile`, `storeBusy` as for the store.
  public func accountPasswordAttempts(for profile: String) throws(SecurityError)
    -> AttemptCounter
  {
    guard let database = try accountPasswords.database(creating: false) else {
      return AttemptCounter()
    }
    return try readAccountPasswordAttempts(profile, in: database)
  }

  /// Runs `body` on the account password's counter of `profile` inside one `BEGIN
  /// IMMEDIATE` transaction of the account-password database, then writes what `body` leaves
  /// (a clear counter deletes the row). Creates that database (0600) when it does not exist.
  ///
  /// - Throws: What `body` throws (nothing is written then); as `update(profile:_:)` for the
  ///   database itself.
  public func updateAccountPasswordAttempts<T>(
    profile: String, _ body: (inout AttemptCounter) throws(SecurityError) -> T
  ) throws(SecurityError) -> T {
    guard let database = try accountPasswords.database(creating: true) else {
      throw .storeUnavailable("\(accountPasswords.path) could not be created")
    }
    guard !database.isReadOnly else {
      throw .storeReadOnly(operation: "write \(accountPasswords.path)")
    }
    return try database.transaction { () throws(SecurityError) -> T in
      let before = try readAccountPasswordAttempts(profile, in: database)
      var counter = before
      let result = try body(&counter)
      if counter != before {
        if counter.isClear {
          try database.execute(
            "DELETE FROM account_password WHERE profile = ?1", [.text(profile)])
        } else {
          try database.execute(
            "INSERT OR REPLACE INTO account_password (\(Self.accountPasswordColumns)) "
              + "VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            [.text(profile)] + Self.values(of: counter))
        }
      }
      return result
    }
  }

  private static let accountPasswordColumns = accountPasswordSchema.columns.joined(separator: ", ")

  private func readAccountPasswordAttempts(_ profile: String, in database: SQLiteDatabase)
    throws(SecurityError) -> AttemptCounter
  {
    let statement = try database.prepare(
      "SELECT \(Self.accountPasswordColumns) FROM account_password WHERE profile = ?1")
    try statement.bind([.text(profile)])
    guard try statement.step() else { return AttemptCounter() }
    let row = (0..<Int32(6)).map { statement.column($0) }
    guard try !statement.step() else {
      throw .storeUnavailable(
        "\(accountPasswords.path): damaged store (two records for one profile)")
    }
    let counter = try Self.counter(
      failures: row[1], lockedUntil: row[5], seconds: row[2], boot: row[3], end: row[4],
      in: accountPasswords.path, what: "account password")
    // A stored row always holds something; an empty one was not written by GestureLock.
    guard !counter.isClear else {
      throw .storeUnavailable("\(accountPasswords.path): damaged account password record")
    }
    return counter
  }

  /// Decodes a stored counter; anything a valid write could not have produced is damage.
  ///
  /// - Parameters:
  ///   - failures: The failures, 0 to `maximumFailedAttempts`.
  ///   - lockedUntil: The wall-clock end to show, a finite number or NULL.
  ///   - seconds, boot, end: The lockout's anchor: all NULL, or finite seconds (>= 0) and end
  ///     with a text or NULL boot.
  ///   - path: The file, for the message.
  ///   - what: Whose counter, for the message.
  static func counter(
    failures: SQLiteValue, lockedUntil: SQLiteValue, seconds: SQLiteValue, boot: SQLiteValue,
    end: SQLiteValue, in path: String, what: String
  ) throws(SecurityError) -> AttemptCounter {
    func damaged(_ field: String) -> SecurityError {
      .storeUnavailable("\(path): damaged credential record (\(what) \(field))")
    }
    guard let count = failures.integer, (0...maximumFailedAttempts).contains(count) else {
      throw damaged("failed attempts")
    }
    let anchor: LockoutAnchor?
    switch (seconds, boot, end) {
    case (.null, .null, .null):
      anchor = nil
    case (_, .null, _), (_, .text, _):
      guard let length = seconds.real, length.isFinite, length >= 0, let until = end.real,
        until.isFinite
      else { throw damaged("lockout anchor") }
      anchor = LockoutAnchor(seconds: length, bootID: boot.text, monotonicEnd: until)
    default:
      throw damaged("lockout anchor")
    }
    guard lockedUntil == .null || (lockedUntil.real?.isFinite ?? false) else {
      throw damaged("lockout end")
    }
    return AttemptCounter(failures: count, lockedUntil: lockedUntil.real, lockoutAnchor: anchor)
  }

  /// The counter's columns after the profile: failures, the anchor's seconds, boot and end,
  /// the wall-clock end.
  static func values(of counter: AttemptCounter) -> [SQLiteValue] {
    func real(_ value: Double?) -> SQLiteValue { value.map(SQLiteValue.real) ?? .null }
    return [
      .integer(counter.failures), real(counter.lockoutAnchor?.seconds),
      counter.lockoutAnchor?.bootID.map(SQLiteValue.text) ?? .null,
      real(counter.lockoutAnchor?.monotonicEnd), real(counter.lockedUntil),
    ]
  }
}
