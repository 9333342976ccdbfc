extension SQLiteCredentialStore {
  /// The schema version this build writes and reads, kept in `PRAGMA user_version`.
  public static let schemaVersion = 4

  /// The credential store's file: table `credential`, versions 1 to `schemaVersion`.
  static let schema = SQLiteStoreSchema(
    name: "GestureLock store", table: "credential", version: schemaVersion,
    migrations: migrations,
    columnsByVersion: [
      Array(columns.prefix(14)), Array(columns.prefix(19)),
      Array(columns.prefix(26)) + version3AccountColumns, columns,
    ])

  /// `migrations[v]` takes a store from schema version `v` to `v + 1`; version 0 is an empty
  /// database. Each runs, statement by statement, in the same transaction as the
  /// `user_version` update. Never edit a past migration: stores in the field went through it.
  ///
  /// Version 1: one row per profile. `kind` leaves room for PINs and passcodes (NULL grid);
  /// `latest_wall_time` is the latest wall-clock time an attempt saw.
  ///
  /// Version 2: the lockout's anchor on the monotonic clock of the boot that set it
  /// (`lockout_seconds`, `lockout_boot_id`, `lockout_boot_until`: all NULL, or seconds and
  /// end set; the boot NULL when the boot had no identifier), the
  /// permanent lock (`locked_permanently`), and the keyed digest of the last wrong attempt
  /// (`repeat_digest`, unpadded Base64). A version-1 row's lockout (a wall-clock end only)
  /// restarts in full, once, with the schedule's delay: the wall clock is not trusted. PINs and passcodes use `kind` `pin`, `numeric`, `passcode`,
  /// with NULL grid and route and their lengths in `minimum_length`/`maximum_length`.
  ///
  /// Version 3: fingerprint unlock (issue 13) and the account password's counter (issue 14).
  /// `fingerprint_enabled` (0/1), `fingerprint_no_matches` (no-matches in a row),
  /// `recorded_fingers` (the enrolled finger names recorded at the last secret unlock, sorted,
  /// comma-separated; names only, never fingerprint data), the last secret unlock and the
  /// last finger unlock on the monotonic clock (`*_monotonic` with `*_boot_id`; the boot NULL
  /// when it had no identifier), and the account password's own counter and lockout
  /// (`account_failed_attempts`, `account_lockout_seconds`/`_boot_id`/`_boot_until` as for
  /// the secret's, `account_locked_until` the wall-clock end to show). A version-2 row has no
  /// secret unlock recorded, so fingerprint unlock requires the secret first (fail safe).
  ///
  /// Version 4: the account password's counter leaves the `credential` row (issue 21): it
  /// belongs to the profile, not to the secret, and must outlive the secret's removal and
  /// damage to this file, so it is kept in a database of its own beside the store
  /// (`accountPasswordSchema`). The table is rebuilt without the five `account_*` columns
  /// (SQLite's documented way; `DROP COLUMN` needs SQLite 3.35); every other column is copied
  /// as it is. A version-3 store's account-password count is not carried over: it starts
  /// again at zero, once, at the upgrade.
  ///
  /// No column ever holds the secret, only its salted slow hash (`phc`) and a keyed digest.
  static let migrations: [[String]] = [
    [
      """
      CREATE TABLE credential (
        profile TEXT PRIMARY KEY NOT NULL CHECK (length(profile) > 0),
        kind TEXT NOT NULL,
        grid_rows INTEGER,
        grid_columns INTEGER,
        route_mode TEXT,
        minimum_length INTEGER NOT NULL CHECK (minimum_length >= 1),
        maximum_length INTEGER,
        phc TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
        last_failure_at REAL,
        locked_until REAL,
        latest_wall_time REAL,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
      ) STRICT
      """
    ],
    [
      "ALTER TABLE credential ADD COLUMN lockout_seconds REAL CHECK (lockout_seconds >= 0)",
      "ALTER TABLE credential ADD COLUMN lockout_boot_id TEXT",
      "ALTER TABLE credential ADD COLUMN lockout_boot_until REAL",
      """
      ALTER TABLE credential ADD COLUMN locked_permanently INTEGER NOT NULL DEFAULT 0
        CHECK (locked_permanently IN (0, 1))
      """,
      "ALTER TABLE credential ADD COLUMN repeat_digest TEXT",
    ],
    [
      """
      ALTER TABLE credential ADD COLUMN fingerprint_enabled INTEGER NOT NULL DEFAULT 0
        CHECK (fingerprint_enabled IN (0, 1))
      """,
      """
      ALTER TABLE credential ADD COLUMN fingerprint_no_matches INTEGER NOT NULL DEFAULT 0
        CHECK (fingerprint_no_matches >= 0)
      """,
      "ALTER TABLE credential ADD COLUMN recorded_fingers TEXT",
      """
      ALTER TABLE credential ADD COLUMN secret_unlock_monotonic REAL
        CHECK (secret_unlock_monotonic >= 0)
      """,
      "ALTER TABLE credential ADD COLUMN secret_unlock_boot_id TEXT",
      """
      ALTER TABLE credential ADD COLUMN finger_unlock_monotonic REAL
        CHECK (finger_unlock_monotonic >= 0)
      """,
      "ALTER TABLE credential ADD COLUMN finger_unlock_boot_id TEXT",
      """
      ALTER TABLE credential ADD COLUMN account_failed_attempts INTEGER NOT NULL DEFAULT 0
        CHECK (account_failed_attempts >= 0)
      """,
      """
      ALTER TABLE credential ADD COLUMN account_lockout_seconds REAL
        CHECK (account_lockout_seconds >= 0)
      """,
      "ALTER TABLE credential ADD COLUMN account_lockout_boot_id TEXT",
      "ALTER TABLE credential ADD COLUMN account_lockout_boot_until REAL",
      "ALTER TABLE credential ADD COLUMN account_locked_until REAL",
    ],
    [
      """
      CREATE TABLE credential_v4 (
        profile TEXT PRIMARY KEY NOT NULL CHECK (length(profile) > 0),
        kind TEXT NOT NULL,
        grid_rows INTEGER,
        grid_columns INTEGER,
        route_mode TEXT,
        minimum_length INTEGER NOT NULL CHECK (minimum_length >= 1),
        maximum_length INTEGER,
        phc TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
        last_failure_at REAL,
        locked_until REAL,
        latest_wall_time REAL,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        lockout_seconds REAL CHECK (lockout_seconds >= 0),
        lockout_boot_id TEXT,
        lockout_boot_until REAL,
        locked_permanently INTEGER NOT NULL DEFAULT 0 CHECK (locked_permanently IN (0, 1)),
        repeat_digest TEXT,
        fingerprint_enabled INTEGER NOT NULL DEFAULT 0 CHECK (fingerprint_enabled IN (0, 1)),
        fingerprint_no_matches INTEGER NOT NULL DEFAULT 0 CHECK (fingerprint_no_matches >= 0),
        recorded_fingers TEXT,
        secret_unlock_monotonic REAL CHECK (secret_unlock_monotonic >= 0),
        secret_unlock_boot_id TEXT,
        finger_unlock_monotonic REAL CHECK (finger_unlock_monotonic >= 0),
        finger_unlock_boot_id TEXT
      ) STRICT
      """,
      """
      INSERT INTO credential_v4 (
        profile, kind, grid_rows, grid_columns, route_mode, minimum_length, maximum_length,
        phc, failed_attempts, last_failure_at, locked_until, latest_wall_time, created_at,
        updated_at, lockout_seconds, lockout_boot_id, lockout_boot_until, locked_permanently,
        repeat_digest, fingerprint_enabled, fingerprint_no_matches, recorded_fingers,
        secret_unlock_monotonic, secret_unlock_boot_id, finger_unlock_monotonic,
        finger_unlock_boot_id
      ) SELECT
        profile, kind, grid_rows, grid_columns, route_mode, minimum_length, maximum_length,
        phc, failed_attempts, last_failure_at, locked_until, latest_wall_time, created_at,
        updated_at, lockout_seconds, lockout_boot_id, lockout_boot_until, locked_permanently,
        repeat_digest, fingerprint_enabled, fingerprint_no_matches, recorded_fingers,
        secret_unlock_monotonic, secret_unlock_boot_id, finger_unlock_monotonic,
        finger_unlock_boot_id
      FROM credential
      """,
      "DROP TABLE credential",
      "ALTER TABLE credential_v4 RENAME TO credential",
    ],
  ]

  /// The account password's columns of version 3, which version 4 moved out.
  static let version3AccountColumns = [
    "account_failed_attempts", "account_lockout_seconds", "account_lockout_boot_id",
    "account_lockout_boot_until", "account_locked_until",
  ]

  /// The columns in the order `record(from:)` reads them and `upsertSQL` binds them.
  static let columns = [
    "profile", "kind", "grid_rows", "grid_columns", "route_mode", "minimum_length",
    "maximum_length", "phc", "failed_attempts", "last_failure_at", "locked_until",
    "latest_wall_time", "created_at", "updated_at", "lockout_seconds", "lockout_boot_id",
    "lockout_boot_until", "locked_permanently", "repeat_digest", "fingerprint_enabled",
    "fingerprint_no_matches", "recorded_fingers", "secret_unlock_monotonic",
    "secret_unlock_boot_id", "finger_unlock_monotonic", "finger_unlock_boot_id",
  ]

  static let selectSQL =
    "SELECT \(columns.joined(separator: ", ")) FROM credential WHERE profile = ?1"

  static let upsertSQL =
    "INSERT OR REPLACE INTO credential (\(columns.joined(separator: ", "))) VALUES ("
    + (1...columns.count).map { "?\($0)" }.joined(separator: ", ") + ")"

  static let deleteSQL = "DELETE FROM credential WHERE profile = ?1"
}
