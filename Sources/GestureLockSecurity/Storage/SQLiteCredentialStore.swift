internal import GestureLockCore

/// The credential store in an embedded SQLite database file.
///
/// - The file is created on the first write, never by a read: a missing file means "nothing
///   enrolled yet". It is created whole: a private temporary file beside it gets the schema,
///   then is linked into place (`link`, which never replaces anything), so the path never
///   names an empty or half-made store. The file is 0600 (SQLite gives its `-wal` and `-shm`
///   files the same mode).
/// - Directories: GestureLock's own directory (`StoreDirectory.own`; by default the one of
///   `StoreLocation.defaultPath()`) is created when missing, with missing parents, all 0700,
///   and made 0700 again when found open to others. Any other directory must exist
///   (`StoreFileProblem.missingDirectory` otherwise) and is never changed.
/// - `journal_mode=WAL`, `synchronous=FULL`, a busy timeout of 5 s, and each change in one
///   `BEGIN IMMEDIATE` transaction, so several processes can share the store.
/// - On opening, before anything is written: the file must start with SQLite's header, have a
///   known schema version (`PRAGMA user_version` 1 to 4; 0 is an empty or foreign database, a
///   newer one is refused), exactly GestureLock's table and columns, and pass
///   `PRAGMA integrity_check` (which, unlike `quick_check`, also compares every index with its
///   table, so a damaged index cannot hide a record). Any of that failing throws
///   `SecurityError.storeUnavailable`: the store is damaged, and the lock fails closed.
/// - The file is judged again whenever it changed since it was opened (replaced, truncated,
///   written by anything but SQLite on a connection): a long-running pad sees damage done
///   meanwhile at its next attempt instead of answering from what SQLite remembers
///   (`SQLiteStoreFile`).
/// - The account password's counters live in a second database beside the file,
///   `PATH.account`, with the same protections (`accountPasswordAttempts(for:)`), so they
///   outlive the secret's removal and damage to this file.
/// - A store that is busy beyond the timeout, read-only, or on a full file system throws
///   `storeBusy`, `storeReadOnly` or `storeFull`: nothing was changed, and reading a read-only
///   store still works.
///
/// Not `Sendable`: the connection belongs to one thread at a time. Use one store per thread or
/// process; the database file coordinates them.
///
/// ```swift
/// let store = SQLiteCredentialStore(path: try StoreLocation.defaultPath())
/// let record = try store.record(for: "default")  // nil: nothing enrolled
/// ```
public final class SQLiteCredentialStore: CredentialStore {
  /// Whose directory holds the store file, which decides whether the store may create it.
  public enum StoreDirectory: Hashable, Sendable {
    /// GestureLock's own directory: created when missing (0700, with missing parents) and
    /// kept owner-only.
    case own
    /// A directory someone chose: it must exist, and its mode is never changed.
    case existing
  }

  /// The database file's path, as given.
  public let path: String
  /// Whether the store may create and tighten its directory.
  public let directory: StoreDirectory

  /// The store's file.
  private let file: SQLiteStoreFile
  /// The account password's database beside it (`SQLiteCredentialStore+AccountPassword`).
  let accountPasswords: SQLiteStoreFile

  /// The open connection to the store's file, once a read found the file or a write created
  /// it (and as long as the file is the one it opened).
  var connection: SQLiteDatabase? { file.connection }

  /// Creates a store for the database file at `path`; nothing is opened or created yet.
  ///
  /// - Parameters:
  ///   - path: Any file-system path, e.g. from `StoreLocation.defaultPath()`.
  ///   - directory: Whose directory holds the file; `nil` (the default) means `.own` when
  ///     `path` is in the default store directory of this process's environment
  ///     (`StoreLocation.isInDefaultDirectory(_:)`), else `.existing`.
  public init(path: String, directory: StoreDirectory? = nil) {
    self.path = path
    let directory =
      directory ?? (StoreLocation.isInDefaultDirectory(path) ? .own : .existing)
    self.directory = directory
    file = SQLiteStoreFile(path: path, directory: directory, schema: Self.schema)
    accountPasswords = SQLiteStoreFile(
      path: path + Self.accountPasswordSuffix, directory: directory,
      schema: Self.accountPasswordSchema)
  }

  /// Whether a store file exists at the path (following symbolic links), whatever it holds.
  ///
  /// - Throws: `SecurityError.storeFile` when the path cannot be examined.
  public func exists() throws(SecurityError) -> Bool {
    try PrivateFiles.entry(at: path) != .missing
  }

  /// The record of `profile`, or `nil` when it has none or the file does not exist.
  ///
  /// Never creates the file.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when the file cannot be read, is not a
  ///   GestureLock store of a known version (empty, foreign, newer), is damaged, or holds an
  ///   invalid or duplicated record; `SecurityError.storeFile` when the path is not a regular
  ///   file; `storeBusy` when another process holds it beyond the busy timeout.
  public func record(for profile: String) throws(SecurityError) -> CredentialRecord? {
    guard let database = try file.database(creating: false) else { return nil }
    return try read(profile, in: database)
  }

  /// Runs `body` on the record of `profile` inside one `BEGIN IMMEDIATE` transaction, then
  /// writes back what `body` leaves (changed: saved; `nil`: deleted; unchanged: untouched).
  ///
  /// Creates the file (0600) with its schema when it does not exist, and GestureLock's own
  /// directory (0700) when that is missing.
  ///
  /// - Throws: What `body` throws (nothing is written then);
  ///   `SecurityError.invalidProfile` when `body` changes the record's profile;
  ///   `SecurityError.storeUnavailable` when the store is damaged or cannot be opened;
  ///   `SecurityError.storeFile` when the path is not a regular file, its directory is
  ///   missing (`.missingDirectory`) or a file or directory cannot be created;
  ///   `storeBusy`, `storeReadOnly` or `storeFull` when it cannot be written now. Nothing is
  ///   written whenever it throws.
  public func update<T>(
    profile: String, _ body: (inout CredentialRecord?) throws(SecurityError) -> T
  ) throws(SecurityError) -> T {
    guard let database = try file.database(creating: true) else {
      throw .storeUnavailable("\(path) could not be created")
    }
    guard !database.isReadOnly else { throw .storeReadOnly(operation: "write \(path)") }
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

  /// The largest failure counter read as valid; anything above is reported as damage.
  static let maximumFailedAttempts = 1_000_000

  private func read(_ profile: String, in database: SQLiteDatabase)
    throws(SecurityError) -> CredentialRecord?
  {
    let statement = try database.prepare(Self.selectSQL)
    try statement.bind([.text(profile)])
    guard try statement.step() else { return nil }
    let row = (0..<Int32(Self.columns.count)).map { statement.column($0) }
    // The primary key allows one row; two mean a damaged index let a second one in.
    guard try !statement.step() else {
      throw .storeUnavailable("\(path): damaged store (two records for one profile)")
    }
    return try record(from: row)
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
    guard let createdAt = row[12].real, let updatedAt = row[13].real else {
      throw damaged("times")
    }
    if kind == .pattern {
      guard grid != nil else { throw damaged("a pattern without a grid") }
      guard route != nil else { throw damaged("route mode") }
    } else {
      guard grid == nil, row[4] == .null else { throw damaged("a grid for a typed secret") }
    }
    // More failures than a century of hourly attempts is not a counter but damage (or
    // tampering); it must fail closed, not overflow later.
    let secretAttempts = try Self.counter(
      failures: row[8], lockedUntil: row[10], seconds: row[14], boot: row[15], end: row[16],
      in: path, what: "secret")
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
    guard let fingerprintEnabled = row[19].integer,
      fingerprintEnabled == 0 || fingerprintEnabled == 1
    else { throw damaged("fingerprint enabled") }
    guard let noMatches = row[20].integer, (0...Self.maximumFailedAttempts).contains(noMatches)
    else { throw damaged("fingerprint no-matches") }
    let fingerprintNoMatches = AttemptCounter(failures: noMatches)
    var fingers: Set<String>? = nil
    if row[21] != .null {
      guard let text = row[21].text, let set = FingerNames.decode(text) else {
        throw damaged("recorded fingers")
      }
      fingers = set
    }
    func mark(_ seconds: SQLiteValue, _ boot: SQLiteValue, _ what: String)
      throws(SecurityError) -> MonotonicInstant?
    {
      switch (seconds, boot) {
      case (.null, .null): return nil
      case (_, .null), (_, .text):
        guard let value = seconds.real, value.isFinite, value >= 0,
          boot == .null || !(boot.text ?? "").isEmpty
        else { throw damaged(what) }
        return MonotonicInstant(monotonic: value, bootID: boot.text)
      default: throw damaged(what)
      }
    }
    let secretUnlock = try mark(row[22], row[23], "last secret unlock")
    let fingerUnlock = try mark(row[24], row[25], "last finger unlock")
    return CredentialRecord(
      profile: profile, kind: kind, grid: grid,
      rules: PatternRules(
        minimumLength: minimumLength, maximumLength: maximumLength,
        route: route ?? .skippedNodesIncluded),
      phc: phc, secretAttempts: secretAttempts, lastFailureAt: row[9].real,
      lockedPermanently: permanent == 1, repeatDigest: digest, latestWallTime: row[11].real,
      createdAt: createdAt, updatedAt: updatedAt, fingerprintEnabled: fingerprintEnabled == 1,
      fingerprintNoMatches: fingerprintNoMatches, recordedFingers: fingers,
      lastSecretUnlock: secretUnlock, lastFingerUnlock: fingerUnlock)
  }

  private static func values(of record: CredentialRecord) -> [SQLiteValue] {
    func real(_ value: Double?) -> SQLiteValue { value.map(SQLiteValue.real) ?? .null }
    let isPattern = record.kind == .pattern
    let secret = values(of: record.secretAttempts)
    return [
      .text(record.profile), .text(record.kind.rawValue),
      record.grid.map { .integer($0.rows) } ?? .null,
      record.grid.map { .integer($0.columns) } ?? .null,
      isPattern ? .text(record.rules.route.rawValue) : .null,
      .integer(record.rules.minimumLength),
      record.rules.maximumLength.map(SQLiteValue.integer) ?? .null,
      // failures, last failure, shown end, latest wall time, created, updated, then the
      // anchor's seconds, boot and end (`values(of:)` of the counter: failures, anchor, end).
      .text(record.phc), secret[0], real(record.lastFailureAt), secret[4],
      real(record.latestWallTime), real(record.createdAt), real(record.updatedAt), secret[1],
      secret[2], secret[3], .integer(record.lockedPermanently ? 1 : 0),
      record.repeatDigest.map { .text(PHCBase64.encode($0)) } ?? .null,
      .integer(record.fingerprintEnabled ? 1 : 0),
      .integer(record.fingerprintNoMatches.failures),
      record.recordedFingers.map { .text(FingerNames.encode($0)) } ?? .null,
      real(record.lastSecretUnlock?.monotonic),
      record.lastSecretUnlock?.bootID.map(SQLiteValue.text) ?? .null,
      real(record.lastFingerUnlock?.monotonic),
      record.lastFingerUnlock?.bootID.map(SQLiteValue.text) ?? .null,
    ]
  }
}
