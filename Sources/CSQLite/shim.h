// SQLite: the embedded database behind the credential store (Debian libsqlite3-dev).
#include <sqlite3.h>

/// `SQLITE_TRANSIENT` is a macro Swift does not import: SQLite copies the bound bytes.
static inline sqlite3_destructor_type gl_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/// `sqlite3_db_config` is variadic, which Swift cannot call: turns off the checkpoint SQLite
/// runs when the last connection to a WAL database closes (`SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE`),
/// so that opening a damaged store and closing it again leaves its `-wal` file as it was.
static inline int gl_sqlite_no_checkpoint_on_close(sqlite3 *db) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
