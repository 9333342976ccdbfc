// Apple platforms: the SDK's SQLite3 module (the same sqlite3.h C API); Linux: Debian's
// libsqlite3 through the CSQLite system-library target (DESIGN.md "Platforms").
#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

/// A SQLite result code (primary or extended), in the manner of swift-system's `Errno`.
struct SQLiteResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The C value, e.g. `SQLITE_BUSY`.
  let rawValue: Int32

  init(rawValue: Int32) { self.rawValue = rawValue }

  /// The primary code: the low 8 bits of an extended code.
  var primary: SQLiteResultCode { SQLiteResultCode(rawValue: rawValue & 0xFF) }

  /// `SQLITE_OK`: success.
  static let ok = SQLiteResultCode(rawValue: SQLITE_OK)
  /// `SQLITE_ROW`: `sqlite3_step` has another row ready.
  static let row = SQLiteResultCode(rawValue: SQLITE_ROW)
  /// `SQLITE_DONE`: `sqlite3_step` has finished.
  static let done = SQLiteResultCode(rawValue: SQLITE_DONE)
  /// `SQLITE_BUSY`: another connection holds the lock beyond the busy timeout.
  static let busy = SQLiteResultCode(rawValue: SQLITE_BUSY)
  /// `SQLITE_LOCKED`: a conflict within this process's connections.
  static let locked = SQLiteResultCode(rawValue: SQLITE_LOCKED)
  /// `SQLITE_READONLY`: the file or its file system is read-only.
  static let readOnly = SQLiteResultCode(rawValue: SQLITE_READONLY)
  /// `SQLITE_FULL`: the file system is full.
  static let full = SQLiteResultCode(rawValue: SQLITE_FULL)
  /// `SQLITE_IOERR`: the operating system reported an I/O error.
  static let ioError = SQLiteResultCode(rawValue: SQLITE_IOERR)
  /// `SQLITE_CORRUPT`: the database file is malformed.
  static let corrupt = SQLiteResultCode(rawValue: SQLITE_CORRUPT)
  /// `SQLITE_NOTADB`: the file is not a database.
  static let notADatabase = SQLiteResultCode(rawValue: SQLITE_NOTADB)
  /// `SQLITE_CANTOPEN`: the file cannot be opened.
  static let cannotOpen = SQLiteResultCode(rawValue: SQLITE_CANTOPEN)

  /// SQLite's English name for the code. The corresponding C function is `sqlite3_errstr`.
  var description: String {
    String(cString: sqlite3_errstr(rawValue)) + " (\(rawValue))"
  }
}

/// The one error funnel for SQLite: a failed call becomes a `SecurityError` with the operation,
/// the result code and the connection's message. SQLite's messages name SQL and schema
/// objects, never bound values, so no secret can reach them.
///
/// By the result code (never by message text): busy or locked → `storeBusy`; read-only (or an
/// I/O error whose system error is `EROFS`) → `storeReadOnly`; full (or `ENOSPC`, `EDQUOT`) →
/// `storeFull`; anything else → `storeUnavailable` (damage or unreadable).
enum SQLiteFailure {
  /// Makes the error for a failed call.
  ///
  /// - Parameters:
  ///   - operation: What was being done, e.g. `"open /path/lock.sqlite"` or `"step"`.
  ///   - code: The result code returned.
  ///   - connection: The `sqlite3*` whose message and system error to include, if any.
  ///     The corresponding C functions are `sqlite3_errmsg` and `sqlite3_system_errno`.
  static func error(_ operation: String, code: Int32, connection: OpaquePointer?)
    -> SecurityError
  {
    let result = SQLiteResultCode(rawValue: code)
    let systemError = connection.map { sqlite3_system_errno($0) } ?? 0
    if let temporary = temporaryFailure(
      result.primary, systemError: systemError, operation: operation)
    {
      return temporary
    }
    var message = "\(operation): \(result)"
    if let connection, let text = sqlite3_errmsg(connection) {
      let detail = String(cString: text)
      if detail != String(cString: sqlite3_errstr(code)) { message += ": \(detail)" }
    }
    return .storeUnavailable(message)
  }

  /// The passing condition a primary result code and the system's `errno` name, or `nil` for
  /// damage.
  static func temporaryFailure(
    _ primary: SQLiteResultCode, systemError: Int32, operation: String
  ) -> SecurityError? {
    switch primary {
    case .busy, .locked: return .storeBusy(operation: operation)
    case .readOnly: return .storeReadOnly(operation: operation)
    case .full: return .storeFull(operation: operation)
    case .ioError, .cannotOpen:
      return PrivateFiles.temporaryFailure(systemError, operation: operation)
    default: return nil
    }
  }
}
