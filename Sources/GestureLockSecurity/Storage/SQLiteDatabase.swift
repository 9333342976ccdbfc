// Apple platforms: the SDK's SQLite3 module (the same sqlite3.h C API); Linux: Debian's
// libsqlite3 through the CSQLite system-library target (DESIGN.md "Platforms").
#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

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
    var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
    if create { flags |= SQLITE_OPEN_CREATE }
    let connection = try Self.open(path, as: path, flags: flags)
    self.handle = connection
    self.path = path
    sqlite3_busy_timeout(connection, Self.busyTimeoutMilliseconds)
  }

  /// Opens the database file at `path` on a read-only file system, read-only and as
  /// `immutable` (no locks, no `-shm` file, which could not be created there): nothing can
  /// change a file on a read-only file system, so no lock is needed to read it consistently.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when SQLite cannot open the file.
  ///   The corresponding C function is `sqlite3_open_v2` with a `file:` URI.
  init(readOnlyFileSystemPath path: String) throws(SecurityError) {
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
    self.handle = try Self.open(Self.immutableURI(path), as: path, flags: flags)
    self.path = path
  }

  /// Opens `filename` (a path, or a URI with `SQLITE_OPEN_URI`) with `flags`, naming `path`
  /// in errors, with extended result codes on.
  ///
  /// Extended codes are turned on with `sqlite3_extended_result_codes`, not with the open flag
  /// `SQLITE_OPEN_EXRESCODE`: that flag arrived in SQLite 3.37, and iOS 15 and macOS 12 carry
  /// 3.36. A failed open is reported with `sqlite3_extended_errcode`, which is extended
  /// whatever the setting.
  /// The corresponding C functions are `sqlite3_open_v2`, `sqlite3_extended_result_codes` and
  /// `sqlite3_extended_errcode`.
  private static func open(_ filename: String, as path: String, flags: Int32)
    throws(SecurityError) -> OpaquePointer
  {
    var connection: OpaquePointer?
    let result = sqlite3_open_v2(filename, &connection, flags, nil)
    guard result == SQLITE_OK, let connection else {
      let code = connection.map { sqlite3_extended_errcode($0) } ?? result
      let error = SQLiteFailure.error("open \(path)", code: code, connection: connection)
      sqlite3_close_v2(connection)
      throw error
    }
    sqlite3_extended_result_codes(connection, 1)
    return connection
  }

  /// `file:PATH?immutable=1`, with the characters a URI path cannot hold percent-encoded.
  static func immutableURI(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"),
        UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return "file:\(encoded)?immutable=1"
  }

  /// Whether the connection can only read (a read-only file or file system).
  /// The corresponding C function is `sqlite3_db_readonly`.
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

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

extension String {
  /// The string with `"0"`s in front up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
