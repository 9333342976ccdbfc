internal import GestureLockCore

/// The credential store in an embedded SQLite database file.
///
/// - The file is created on the first write, never by a read: a missing file means "nothing
///   enrolled yet". Missing parent directories are created with mode 0700, the file with 0600
///   (SQLite gives its `-wal` and `-shm` files the same mode).
/// - `journal_mode=WAL`, `synchronous=FULL`, a busy timeout of 5 s, and each change in one
///   `BEGIN IMMEDIATE` transaction, so several processes can share the store.
/// - On opening: the schema version (`PRAGMA user_version`) is checked (a newer one is
///   refused) and `PRAGMA quick_check` must pass. A file that is not SQLite, is truncated or
///   damaged, or unreadable throws `SecurityError.storeUnavailable`; a directory, a device or
///   a file that cannot be created or made private throws `SecurityError.storeFile`: either
///   way the lock fails closed.
///
/// Not `Sendable`: the connection belongs to one thread at a time. Use one store per thread or
/// process; the database file coordinates them.
///
/// ```swift
/// let store = SQLiteCredentialStore(path: try StoreLocation.defaultPath())
/// let record = try store.record(for: "default")  // nil: nothing enrolled
/// ```
public final class SQLiteCredentialStore: CredentialStore {
  /// The database file's path, as given.
  public let path: String

  /// The open connection, once a read found the file or a write created it.
  private(set) var connection: SQLiteDatabase?
  /// Whether the open database is known to have this build's schema.
  private var hasSchema = false

  /// Creates a store for the database file at `path`; nothing is opened or created yet.
  ///
  /// - Parameter path: Any file-system path, e.g. from `StoreLocation.defaultPath()`.
  public init(path: String) {
    self.path = path
  }

  /// The record of `profile`, or `nil` when it has none or the file does not exist.
  ///
  /// Never creates the file.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when the file cannot be read, is not a
  ///   GestureLock store of a known version, is damaged, or holds an invalid record;
  ///   `SecurityError.storeFile` when the path is not a regular file.
  public func record(for profile: String) throws(SecurityError) -> CredentialRecord? {
    guard let database = try open(creating: false),
      try prepareSchema(of: database, writing: false)
    else { return nil }
    return try read(profile, in: database)
  }

  /// Runs `body` on the record of `profile` inside one `BEGIN IMMEDIATE` transaction, then
  /// writes back what `body` leaves (changed: saved; `nil`: deleted; unchanged: untouched).
  ///
  /// Creates the file (0600, directories 0700) and the schema when they do not exist.
  ///
  /// - Throws: What `body` throws (nothing is written then);
  ///   `SecurityError.invalidProfile` when `body` changes the record's profile;
  ///   `SecurityError.storeUnavailable` when the store cannot be opened, read or written;
  ///   `SecurityError.storeFile` when the path is not a regular file or the file or its
  ///   directories cannot be created.
  public func update<T>(
    profile: String, _ body: (inout CredentialRecord?) throws(SecurityError) -> T
  ) throws(SecurityError) -> T {
    guard let database = try open(creating: true) else {
      throw .storeUnavailable("\(path) could not be created")
    }
    _ = try prepareSchema(of: database, writing: true)
    return try database.transaction { () throws(SecurityError) -> T in
      let before = try read(profile, in: database)
      var record = before
      let result = try body(&record)
      if record != before {
        if let record {
          guard record.profile == profile else {
            throw .invalidProfile(.renamed(profile: profile))
          }
          try database.execute(Self.upsertSQL, Self.values(of: record))
        } else {
          try database.execute(Self.deleteSQL, [.text(profile)])
        }
      }
      return result
    }
  }

  /// The open connection, opening the file first if needed.
  ///
  /// - Parameter creating: Whether a missing file (and its directories) may be created.
  /// - Returns: `nil` when the file does not exist and `creating` is `false`.
  /// The largest failure counter read as valid; anything above is reported as damage.
  static let maximumFailedAttempts = 1_000_000

  private func open(creating: Bool) throws(SecurityError) -> SQLiteDatabase? {
    if let connection { return connection }
    switch try PrivateFiles.entry(at: path) {
    case .file:
      try PrivateFiles.restrictToOwner(path)
    case .missing:
      // "dir/" can only ever name a directory: say so before creating (or reporting) anything.
      guard !path.hasSuffix("/") else { throw .storeFile(.namesDirectory(path: path)) }
      guard creating else { return nil }
      try PrivateFiles.createParentDirectories(of: path)
      try PrivateFiles.createPrivateFile(at: path)
    case .directory:
      throw .storeFile(.isDirectory(path: path))
    case .other:
      throw .storeFile(.notRegularFile(path: path))
    }
    let database = try SQLiteDatabase(path: path, create: false)
    try Self.configure(database)
    connection = database
    return database
  }

  /// Whether the database has this build's schema, bringing it there first when it is older,
  /// or when it is empty and `writing`.
  ///
  /// Checked again on each call until the schema is there, since another process may create
  /// it at any time.
  private func prepareSchema(of database: SQLiteDatabase, writing: Bool) throws(SecurityError)
    -> Bool
  {
    if hasSchema { return true }
    let version = try Self.schemaVersion(of: database)
    if version == 0 {
      try Self.requireEmpty(database)
      guard writing else { return false }
    }
    if version != Self.schemaVersion { try migrate(database) }
    hasSchema = true
    return true
  }

  /// Checks and configures a newly opened connection: a known schema version (or an empty
  /// database), WAL, synchronous FULL, and a passing quick check.
  private static func configure(_ database: SQLiteDatabase) throws(SecurityError) {
    // A damaged or hostile file must not run functions from its schema (views, triggers).
    try database.execute("PRAGMA trusted_schema = OFF")
    // Before anything is changed: someone else's database is left as it is.
    if try schemaVersion(of: database) == 0 { try requireEmpty(database) }
    let mode = try database.scalar("PRAGMA journal_mode = WAL").text
    guard mode == "wal" else {
      throw .storeUnavailable(
        "\(database.path): cannot switch to WAL journal mode (got \(mode ?? "nothing"))")
    }
    try database.execute("PRAGMA synchronous = FULL")
    let problems = try database.column("PRAGMA quick_check")
    guard problems == [.text("ok")] else {
      let report = problems.prefix(3).map { $0.text ?? "?" }.joined(separator: " ")
        .split(whereSeparator: \.isNewline).joined(separator: " ")
      throw .storeUnavailable("\(database.path) failed its integrity check: \(report.prefix(200))")
    }
  }

  /// Brings an empty or older database to the current schema, in one transaction.
  private func migrate(_ database: SQLiteDatabase) throws(SecurityError) {
    try database.transaction { () throws(SecurityError) in
      // Another process may have done it since this connection was opened.
      var version = try Self.schemaVersion(of: database)
      if version == 0 { try Self.requireEmpty(database) }
      while version < Self.schemaVersion {
        for statement in Self.migrations[version] { try database.execute(statement) }
        version += 1
        try database.execute("PRAGMA user_version = \(version)")
      }
    }
  }

  /// The schema version of the file, refusing one newer than this build's.
  private static func schemaVersion(of database: SQLiteDatabase) throws(SecurityError) -> Int {
    guard let version = try database.scalar("PRAGMA user_version").integer, version >= 0 else {
      throw .storeUnavailable("\(database.path): cannot read the schema version")
    }
    guard version <= schemaVersion else {
      throw .storeUnavailable(
        "\(database.path) was created by a newer version of GestureLock (schema \(version); "
          + "this build reads up to \(schemaVersion))")
    }
    return version
  }

  /// A version-0 database must be empty, or it belongs to something else.
  private static func requireEmpty(_ database: SQLiteDatabase) throws(SecurityError) {
    let objects = try database.scalar("SELECT count(*) FROM sqlite_schema").integer ?? -1
    guard objects == 0 else {
      throw .storeUnavailable("\(database.path) is an SQLite database but not a GestureLock store")
    }
  }

  private func read(_ profile: String, in database: SQLiteDatabase)
    throws(SecurityError) -> CredentialRecord?
  {
    let statement = try database.prepare(Self.selectSQL)
    try statement.bind([.text(profile)])
    guard try statement.step() else { return nil }
    return try record(from: (0..<Int32(Self.columns.count)).map { statement.column($0) })
  }

  /// Decodes one row; anything a valid write could not have produced is damage.
  private func record(from row: [SQLiteValue]) throws(SecurityError) -> CredentialRecord {
    func damaged(_ why: String) -> SecurityError {
      .storeUnavailable("\(path): damaged credential record (\(why))")
    }
    guard let profile = row[0].text else { throw damaged("profile") }
    guard let kindName = row[1].text else { throw damaged("kind") }
    guard let kind = SecretKind(rawValue: kindName) else {
      throw .storeUnavailable(
        "\(path): the record's secret kind is not known to this build "
          + "(created by a newer version?)")
    }
    var grid: Grid? = nil
    if let rows = row[2].integer, let columns = row[3].integer {
      guard let valid = try? Grid(rows: rows, columns: columns) else { throw damaged("grid") }
      grid = valid
    }
    let route = row[4].text.flatMap(RouteMode.init(rawValue:))
    guard let minimumLength = row[5].integer, minimumLength >= 1 else {
      throw damaged("minimum length")
    }
    let maximumLength = row[6].integer
    guard row[6] == .null || (maximumLength ?? 0) >= minimumLength else {
      throw damaged("maximum length")
    }
    guard let phc = row[7].text, !phc.isEmpty else { throw damaged("hash") }
    // More failures than a century of hourly attempts is not a counter but damage (or
    // tampering); it must fail closed, not overflow later.
    guard let failedAttempts = row[8].integer,
      (0...Self.maximumFailedAttempts).contains(failedAttempts)
    else {
      throw damaged("failed attempts")
    }
    guard let createdAt = row[12].real, let updatedAt = row[13].real else {
      throw damaged("times")
    }
    if kind == .pattern {
      guard grid != nil else { throw damaged("a pattern without a grid") }
      guard route != nil else { throw damaged("route mode") }
    } else {
      guard grid == nil, row[4] == .null else { throw damaged("a grid for a typed secret") }
    }
    let anchor: LockoutAnchor?
    switch (row[14].real, row[15].text, row[16].real) {
    case (nil, nil, nil):
      anchor = nil
    case (let seconds?, let boot?, let end?) where seconds.isFinite && seconds >= 0:
      anchor = LockoutAnchor(seconds: seconds, bootID: boot, monotonicEnd: end)
    default:
      throw damaged("lockout anchor")
    }
    guard let permanent = row[17].integer, permanent == 0 || permanent == 1 else {
      throw damaged("permanent lock")
    }
    var digest: [UInt8]? = nil
    if row[18] != .null {
      guard let text = row[18].text, let bytes = PHCBase64.decode(text), !bytes.isEmpty else {
        throw damaged("repeat digest")
      }
      digest = bytes
    }
    return CredentialRecord(
      profile: profile, kind: kind, grid: grid,
      rules: PatternRules(
        minimumLength: minimumLength, maximumLength: maximumLength,
        route: route ?? .skippedNodesIncluded),
      phc: phc, failedAttempts: failedAttempts, lastFailureAt: row[9].real,
      lockedUntil: row[10].real, lockoutAnchor: anchor, lockedPermanently: permanent == 1,
      repeatDigest: digest, latestWallTime: row[11].real, createdAt: createdAt,
      updatedAt: updatedAt)
  }

  private static func values(of record: CredentialRecord) -> [SQLiteValue] {
    func real(_ value: Double?) -> SQLiteValue { value.map(SQLiteValue.real) ?? .null }
    let isPattern = record.kind == .pattern
    return [
      .text(record.profile), .text(record.kind.rawValue),
      record.grid.map { .integer($0.rows) } ?? .null,
      record.grid.map { .integer($0.columns) } ?? .null,
      isPattern ? .text(record.rules.route.rawValue) : .null,
      .integer(record.rules.minimumLength),
      record.rules.maximumLength.map(SQLiteValue.integer) ?? .null,
      .text(record.phc), .integer(record.failedAttempts), real(record.lastFailureAt),
      real(record.lockedUntil), real(record.latestWallTime), real(record.createdAt),
      real(record.updatedAt), real(record.lockoutAnchor?.seconds),
      record.lockoutAnchor.map { .text($0.bootID) } ?? .null,
      real(record.lockoutAnchor?.monotonicEnd), .integer(record.lockedPermanently ? 1 : 0),
      record.repeatDigest.map { .text(PHCBase64.encode($0)) } ?? .null,
    ]
  }
}
