/// Opening a store file: what must be true of it before anything is read or written, and how
/// a new one is made without ever leaving a half-made store at the path.
extension SQLiteStoreFile {
  /// The first 16 bytes of every SQLite 3 database file.
  static let sqliteHeader = Array("SQLite format 3\0".utf8)

  /// An existing file must be an SQLite database: at least one header long and starting with
  /// SQLite's magic string. An empty or 1-byte file, or anyone's text, is not a store, and
  /// is never turned into one.
  ///
  /// - Throws: `SecurityError.storeUnavailable` otherwise.
  static func requireSQLiteHeader(_ path: String, size: Int) throws(SecurityError) {
    guard size >= 512 else {
      throw .storeUnavailable(
        "\(path) is not a GestureLock store (\(size) bytes: too short for a database)")
    }
    guard let head = PrivateFiles.firstBytes(of: path, count: sqliteHeader.count) else {
      throw .storeUnavailable("\(path) cannot be read")
    }
    guard head == sqliteHeader else {
      throw .storeUnavailable("\(path) is not a GestureLock store (file is not a database)")
    }
    // Bytes 18 and 19 are the file format's write and read versions: 1 (rollback journal) or
    // 2 (WAL). Anything else makes SQLite open the file read-only, which would read as "try
    // again later" instead of the damage it is.
    guard let versions = PrivateFiles.firstBytes(of: path, count: 20)?.suffix(2),
      versions.allSatisfy({ $0 == 1 || $0 == 2 })
    else {
      throw .storeUnavailable("\(path) is damaged (its header names no known file format)")
    }
  }

  /// Checks and configures a newly opened connection, before anything is written: a known
  /// version of `schema`, WAL, synchronous FULL, and a passing `integrity_check`.
  static func configure(_ database: SQLiteDatabase, _ schema: SQLiteStoreSchema)
    throws(SecurityError)
  {
    // A damaged or hostile file must not run functions from its schema (views, triggers).
    try database.execute("PRAGMA trusted_schema = OFF")
    // A new store is created with its schema in place (`createStore`), so version 0 is an
    // empty or foreign database: someone else's, left as it is.
    guard try schemaVersion(of: database, schema) >= 1 else {
      throw .storeUnavailable("\(database.path) is an SQLite database but not a \(schema.name)")
    }
    // integrity_check, not quick_check: only it compares each index with its table, and a
    // damaged primary-key index would otherwise read as "no record" (not enrolled).
    let problems = try database.column("PRAGMA integrity_check")
    guard problems == [.text("ok")] else {
      let report = problems.prefix(3).map { $0.text ?? "?" }.joined(separator: " ")
        .split(whereSeparator: \.isNewline).joined(separator: " ")
      throw .storeUnavailable("\(database.path) failed its integrity check: \(report.prefix(200))")
    }
    // Only a GestureLock store is ever written to: someone else's database at the path is left
    // as it is (no switch to WAL, no migration). An older store must have exactly the table of
    // its own version before it is migrated.
    try requireKnownTables(database, schema, version: try schemaVersion(of: database, schema))
    if !database.isReadOnly {
      let mode = try database.scalar("PRAGMA journal_mode = WAL").text
      guard mode == "wal" else {
        throw .storeUnavailable(
          "\(database.path): cannot switch to WAL journal mode (got \(mode ?? "nothing"))")
      }
      try database.execute("PRAGMA synchronous = FULL")
    }
  }

  /// The schema version of the file, refusing one newer than `schema`'s.
  static func schemaVersion(of database: SQLiteDatabase, _ schema: SQLiteStoreSchema)
    throws(SecurityError) -> Int
  {
    guard let version = try database.scalar("PRAGMA user_version").integer, version >= 0 else {
      throw .storeUnavailable("\(database.path): cannot read the schema version")
    }
    guard version <= schema.version else {
      throw .storeUnavailable(
        "\(database.path) was created by a newer version of GestureLock (schema \(version); "
          + "this build reads up to \(schema.version))")
    }
    return version
  }

  /// A file at `version` (`schema`'s current one by default) has exactly `schema`'s table,
  /// index and columns; anything else is an unknown schema, treated as damage.
  static func requireKnownTables(
    _ database: SQLiteDatabase, _ schema: SQLiteStoreSchema, version: Int? = nil
  ) throws(SecurityError) {
    let expected = schema.columns(atVersion: version ?? schema.version)
    let objects = try database.column(
      "SELECT type || ' ' || name FROM sqlite_schema ORDER BY 1"
    ).map { $0.text ?? "" }
    let names = try database.column(
      "SELECT name FROM pragma_table_info(?1)", [.text(schema.table)]
    ).map { $0.text ?? "" }
    guard objects == schema.objects, Set(names) == Set(expected), names.count == expected.count
    else {
      throw .storeUnavailable("\(database.path): unknown schema (not GestureLock's table)")
    }
  }

  /// Brings an empty or older database to `schema`'s current version, in one transaction.
  static func migrate(_ database: SQLiteDatabase, _ schema: SQLiteStoreSchema)
    throws(SecurityError)
  {
    try database.transaction { () throws(SecurityError) in
      // Another process may have done it since this connection was opened.
      var version = try schemaVersion(of: database, schema)
      if version == 0 {
        let objects = try database.scalar("SELECT count(*) FROM sqlite_schema").integer ?? -1
        guard objects == 0 else {
          throw .storeUnavailable(
            "\(database.path) is an SQLite database but not a \(schema.name)")
        }
      }
      while version < schema.version {
        for statement in schema.migrations[version] { try database.execute(statement) }
        version += 1
        try database.execute("PRAGMA user_version = \(version)")
      }
    }
  }

  /// Creates a file with `schema`'s current version at `path`, which did not exist,
  /// atomically.
  ///
  /// The database is made in a private temporary file beside `path` (0600), closed (so its
  /// WAL is folded in), then linked to `path`; `link` fails rather than replace anything, so
  /// a store another process created meanwhile wins and is used, and a symbolic link is never
  /// followed to overwrite its target. A process killed midway leaves at most a
  /// `.NAME.new-…` file beside the store, never a half-made store.
  ///
  /// - Throws: `SecurityError.storeFile` when the file cannot be created;
  ///   `storeReadOnly` or `storeFull` when the file system refuses for that reason.
  static func createStore(at path: String, _ schema: SQLiteStoreSchema) throws(SecurityError) {
    let temporary = PrivateFiles.temporarySibling(of: path)
    try PrivateFiles.createPrivateFile(at: temporary)
    defer { PrivateFiles.removeDatabaseFiles(at: temporary) }
    try buildSchema(at: temporary, schema)
    try PrivateFiles.linkNew(temporary, to: path)
  }

  /// Writes `schema`'s current version into the empty file at `path` and closes it.
  private static func buildSchema(at path: String, _ schema: SQLiteStoreSchema)
    throws(SecurityError)
  {
    let database = try SQLiteDatabase(path: path, create: false)
    try database.execute("PRAGMA trusted_schema = OFF")
    let mode = try database.scalar("PRAGMA journal_mode = WAL").text
    guard mode == "wal" else {
      throw .storeUnavailable("\(path): cannot switch to WAL journal mode (got \(mode ?? "?"))")
    }
    try database.execute("PRAGMA synchronous = FULL")
    try migrate(database, schema)
    // The migrations may rebuild tables on their way (credential store version 4): leave a new
    // file without the pages they freed, laid out as if made at this version.
    try database.execute("VACUUM")
    // Fold the WAL into the file now and check it, so the file linked into place holds the
    // schema by itself (its -wal file is not linked along).
    let checkpoint = try database.scalar("PRAGMA wal_checkpoint(TRUNCATE)")
    guard checkpoint == .integer(0) else {
      throw .storeUnavailable("\(path): cannot write the new store's schema into the file")
    }
  }
}
