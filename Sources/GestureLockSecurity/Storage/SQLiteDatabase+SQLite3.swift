// Apple platforms: the SDK's SQLite3 module, which has the same sqlite3.h C API but no shim
// header; Linux builds the CSQLite sibling instead (DESIGN.md "Platforms"). Follows
// https://www.sqlite.org/c3ref/c_static.html (SQLITE_TRANSIENT is the destructor -1).
#if canImport(SQLite3)
  internal import SQLite3

  extension SQLiteDatabase {
    /// `SQLITE_TRANSIENT` (`(sqlite3_destructor_type)-1`, a macro Swift does not import):
    /// SQLite copies bound bytes before the call returns.
    static var transient: sqlite3_destructor_type {
      unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    /// Does nothing on Apple platforms: `sqlite3_db_config`, which would keep the `-wal` file
    /// of a damaged store as it is on close (`SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE`), is variadic,
    /// which Swift cannot call, and the package has no C code there. Closing a store found
    /// damaged may then fold its `-wal` file into the database, as SQLite does by default.
    func keepWriteAheadLogOnClose() {}
  }
#endif
