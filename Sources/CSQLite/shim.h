// SQLite: the embedded database behind the credential store (Debian libsqlite3-dev).
#include <sqlite3.h>

/// `SQLITE_TRANSIENT` is a macro Swift does not import: SQLite copies the bound bytes.
static inline sqlite3_destructor_type gl_sqlite_transient(void) { return SQLITE_TRANSIENT; }
