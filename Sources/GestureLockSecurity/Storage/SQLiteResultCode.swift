internal import CSQLite

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

/// The one error funnel for SQLite: a failed call becomes `SecurityError.storeUnavailable`
/// with the operation, the result code and the connection's message. SQLite's messages name
/// SQL and schema objects, never bound values, so no secret can reach them.
enum SQLiteFailure {
  /// Makes the error for a failed call.
  ///
  /// - Parameters:
  ///   - operation: What was being done, e.g. `"open /path/lock.sqlite"` or `"step"`.
  ///   - code: The result code returned.
  ///   - connection: The `sqlite3*` whose message to include, if any.
  ///     The corresponding C function is `sqlite3_errmsg`.
  static func error(_ operation: String, code: Int32, connection: OpaquePointer?)
    -> SecurityError
  {
    let result = SQLiteResultCode(rawValue: code)
    if result == .busy || code & 0xFF == SQLITE_BUSY {
      // Not damage: another process holds the store longer than the busy timeout.
      return .storeBusy(operation: operation)
    }
    var message = "\(operation): \(result)"
    if let connection, let text = sqlite3_errmsg(connection) {
      let detail = String(cString: text)
      if detail != String(cString: sqlite3_errstr(code)) { message += ": \(detail)" }
    }
    return .storeUnavailable(message)
  }
}
