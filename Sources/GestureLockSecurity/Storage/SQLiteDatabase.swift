internal import CSQLite

/// An open SQLite connection, owned: closed when released.
///
/// A thin wrapper: statements, pragmas and transactions. What the tables mean is the business
/// of `SQLiteCredentialStore`. Not `Sendable`: a connection belongs to one thread at a time.
final class SQLiteDatabase {
  /// The `sqlite3*` handle; valid for the life of this object.
  let handle: OpaquePointer
  /// The path the connection was opened with.
  let path: String

  /// How long a statement waits for another connection's lock before failing, in milliseconds.
  static let busyTimeoutMilliseconds: Int32 = 5000

  /// Opens the database file at `path`.
  ///
  /// - Parameters:
  ///   - path: A file-system path (no URI).
  ///   - create: Whether a missing file may be created. Opening never creates one otherwise.
  /// - Throws: `SecurityError.storeUnavailable` when SQLite cannot open the file.
  ///   The corresponding C functions are `sqlite3_open_v2` and `sqlite3_busy_timeout`.
  init(path: String, create: Bool) throws(SecurityError) {
    var connection: OpaquePointer?
    var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    if create { flags |= SQLITE_OPEN_CREATE }
    let result = sqlite3_open_v2(path, &connection, flags, nil)
    guard result == SQLITE_OK, let connection else {
      let error = SQLiteFailure.error("open \(path)", code: result, connection: connection)
      sqlite3_close_v2(connection)
      throw error
    }
    self.handle = connection
    self.path = path
    sqlite3_busy_timeout(connection, Self.busyTimeoutMilliseconds)
  }

  /// The corresponding C function is `sqlite3_close_v2`.
  deinit { sqlite3_close_v2(handle) }

  /// Compiles `sql` into a statement.
  func prepare(_ sql: String) throws(SecurityError) -> SQLiteStatement {
    try SQLiteStatement(sql, in: self)
  }

  /// Runs one SQL statement with `values` bound to its parameters, ignoring any rows.
  func execute(_ sql: String, _ values: [SQLiteValue] = []) throws(SecurityError) {
    let statement = try prepare(sql)
    try statement.bind(values)
    try statement.run()
  }

  /// The first column of every row `sql` returns.
  func column(_ sql: String, _ values: [SQLiteValue] = []) throws(SecurityError)
    -> [SQLiteValue]
  {
    let statement = try prepare(sql)
    try statement.bind(values)
    var rows: [SQLiteValue] = []
    while try statement.step() { rows.append(statement.column(0)) }
    return rows
  }

  /// The first column of the first row `sql` returns, or `.null` when it returns none.
  func scalar(_ sql: String, _ values: [SQLiteValue] = []) throws(SecurityError) -> SQLiteValue {
    try column(sql, values).first ?? .null
  }

  /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
  ///
  /// - Parameters:
  ///   - immediate: `true` (default) takes the write lock at once (`BEGIN IMMEDIATE`), so a
  ///     read-modify-write in `body` cannot interleave with another process's; `false` uses
  ///     `BEGIN DEFERRED`.
  ///   - body: The work; its result is returned after `COMMIT` succeeds.
  /// - Throws: What `body` throws, or `SecurityError.storeUnavailable` when `BEGIN` or
  ///   `COMMIT` fails (e.g. busy beyond the timeout); nothing is committed then.
  func transaction<T>(immediate: Bool = true, _ body: () throws(SecurityError) -> T)
    throws(SecurityError) -> T
  {
    try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
    let result: T
    do {
      result = try body()
      try execute("COMMIT")
    } catch {
      if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
      throw error
    }
    return result
  }
}
