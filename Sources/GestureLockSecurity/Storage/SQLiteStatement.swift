// Apple platforms: the SDK's SQLite3 module (the same sqlite3.h C API); Linux: Debian's
// libsqlite3 through the CSQLite system-library target (DESIGN.md "Platforms").
#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

/// A prepared SQLite statement, owned: finalised when released.
///
/// Bind parameters are numbered from 1; columns from 0. Text and blobs are bound with
/// `SQLITE_TRANSIENT`, so SQLite copies them. Not `Sendable`: it belongs to its connection's
/// thread.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let database: SQLiteDatabase
  /// The start of the SQL, to name the statement in errors (SQL holds no bound values).
  private let label: String

  /// Compiles `sql` for `database`.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when SQLite refuses it (syntax, missing table,
  ///   damaged schema). The corresponding C function is `sqlite3_prepare_v2`.
  init(_ sql: String, in database: SQLiteDatabase) throws(SecurityError) {
    var statement: OpaquePointer?
    let result = sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil)
    guard result == SQLITE_OK, let statement else {
      sqlite3_finalize(statement)
      throw SQLiteFailure.error(
        "\(database.path): prepare \(Self.label(of: sql))", code: result,
        connection: database.handle)
    }
    self.handle = statement
    self.database = database
    self.label = Self.label(of: sql)
  }

  /// The corresponding C function is `sqlite3_finalize`.
  deinit { sqlite3_finalize(handle) }

  /// Binds `values` to parameters 1, 2, … in order.
  ///
  /// The corresponding C functions are `sqlite3_bind_int64`, `sqlite3_bind_double`,
  /// `sqlite3_bind_text` (with `SQLITE_TRANSIENT`) and `sqlite3_bind_null`.
  func bind(_ values: [SQLiteValue]) throws(SecurityError) {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let result: Int32
      switch value {
      case .null: result = sqlite3_bind_null(handle, index)
      case .integer(let number): result = sqlite3_bind_int64(handle, index, Int64(number))
      case .real(let number): result = sqlite3_bind_double(handle, index, number)
      case .text(let text):
        result = sqlite3_bind_text(handle, index, text, -1, SQLiteDatabase.transient)
      }
      guard result == SQLITE_OK else {
        throw SQLiteFailure.error(
          "\(database.path): bind \(label)", code: result, connection: database.handle)
      }
    }
  }

  /// Advances to the next row.
  ///
  /// - Returns: `true` when a row is ready, `false` when the statement has finished.
  /// - Throws: `SecurityError.storeUnavailable` for any other result (busy beyond the timeout,
  ///   damaged file, constraint). The corresponding C function is `sqlite3_step`.
  func step() throws(SecurityError) -> Bool {
    let result = sqlite3_step(handle)
    switch result {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      throw SQLiteFailure.error(
        "\(database.path): \(label)", code: result, connection: database.handle)
    }
  }

  /// The first 40 characters of `sql` on one line.
  private static func label(of sql: String) -> String {
    let line = sql.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 40 ? line.prefix(40) + "…" : line
  }

  /// Runs the statement to completion, ignoring any rows.
  func run() throws(SecurityError) {
    while try step() {}
  }

  /// The value of column `index` of the current row.
  ///
  /// The corresponding C functions are `sqlite3_column_type`, `sqlite3_column_int64`,
  /// `sqlite3_column_double` and `sqlite3_column_text`.
  func column(_ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_NULL: return .null
    case SQLITE_INTEGER: return .integer(Int(sqlite3_column_int64(handle, index)))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
    default:
      guard let text = sqlite3_column_text(handle, index) else { return .null }
      return .text(String(cString: text))
    }
  }
}

/// A value bound to or read from SQLite.
enum SQLiteValue: Equatable {
  /// `NULL`.
  case null
  /// `INTEGER`, 64-bit.
  case integer(Int)
  /// `REAL`, a double.
  case real(Double)
  /// `TEXT`, UTF-8.
  case text(String)

  /// The integer, or `nil` for any other type.
  var integer: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The number as a `Double` (integers convert), or `nil` for `NULL` or text.
  var real: Double? {
    switch self {
    case .real(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }

  /// The text, or `nil` for any other type.
  var text: String? {
    if case .text(let value) = self { return value }
    return nil
  }
}
