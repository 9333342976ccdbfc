// Linux: Debian's libsqlite3 through CSQLite, whose shim header wraps the two macros and
// variadic calls Swift cannot make; Apple platforms build the SQLite3 sibling instead
// (DESIGN.md "Platforms").
#if !canImport(SQLite3)
  internal import CSQLite

  extension SQLiteDatabase {
    /// `SQLITE_TRANSIENT`: SQLite copies bound bytes before the call returns.
    static var transient: sqlite3_destructor_type { gl_sqlite_transient() }

    /// Makes closing leave the `-wal` file as it is instead of folding it into the database,
    /// as SQLite does when the last connection closes: for a store found damaged, which must
    /// be left exactly as it was for the person who has to act.
    ///
    /// The corresponding C function is `sqlite3_db_config` with
    /// `SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE` (through the shim: it is variadic).
    func keepWriteAheadLogOnClose() {
      _ = gl_sqlite_no_checkpoint_on_close(handle)
    }
  }
#endif
