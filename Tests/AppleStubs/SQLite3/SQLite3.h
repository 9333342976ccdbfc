/*
 * STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
 *
 * Apple's SDKs ship a `SQLite3` module: the system's <sqlite3.h> as a Clang module, the same C
 * API as the header Debian's libsqlite3-dev installs (https://www.sqlite.org/c3ref/intro.html),
 * but of the SQLite the OS carries: 3.36.0 on iOS 15 and macOS 12, the oldest the package
 * supports. Debian 12's header is 3.40.1. Rather than copying hundreds of C declarations, this
 * header includes Debian's and takes away, by name, what SQLite added after 3.36.0 and before
 * 3.40.1, so that a use of it fails the check as it would fail on iOS 15:
 *   - macros are #undef'd after the include (Swift then does not see them);
 *   - functions are renamed before it (`sqlite3_changes64` is declared as
 *     `sqlite3_changes64_needs_sqlite_3_37`, so Swift finds no `sqlite3_changes64`).
 * Sources, one release note each (the interfaces each release added):
 *   https://www.sqlite.org/releaselog/3_37_0.html  SQLITE_OPEN_EXRESCODE, sqlite3_autovacuum_pages,
 *                                                 sqlite3_changes64, sqlite3_total_changes64
 *   https://www.sqlite.org/releaselog/3_38_0.html  sqlite3_error_offset, sqlite3_vtab_distinct,
 *                                                 sqlite3_vtab_in, sqlite3_vtab_in_first,
 *                                                 sqlite3_vtab_in_next, sqlite3_vtab_rhs_value
 *   https://www.sqlite.org/releaselog/3_39_0.html  sqlite3_db_name
 *   https://www.sqlite.org/releaselog/3_40_0.html  sqlite3_value_encoding
 * (SQLITE_OPEN_EXRESCODE, sqlite3_error_offset, sqlite3_value_encoding, sqlite3_db_name and
 * sqlite3_autovacuum_pages were also checked absent from a copy of 3.36.0's sqlite3.h.)
 *
 * What this cannot show: an interface missing from this list, or one Apple's build of SQLite
 * leaves out (a compile-time option). Unlike CSQLite, this module has no shim functions
 * (`gl_…`): Apple's has none, so a shared file that calls one fails here.
 */
#define sqlite3_autovacuum_pages sqlite3_autovacuum_pages_needs_sqlite_3_37
#define sqlite3_changes64 sqlite3_changes64_needs_sqlite_3_37
#define sqlite3_total_changes64 sqlite3_total_changes64_needs_sqlite_3_37
#define sqlite3_error_offset sqlite3_error_offset_needs_sqlite_3_38
#define sqlite3_vtab_distinct sqlite3_vtab_distinct_needs_sqlite_3_38
#define sqlite3_vtab_in sqlite3_vtab_in_needs_sqlite_3_38
#define sqlite3_vtab_in_first sqlite3_vtab_in_first_needs_sqlite_3_38
#define sqlite3_vtab_in_next sqlite3_vtab_in_next_needs_sqlite_3_38
#define sqlite3_vtab_rhs_value sqlite3_vtab_rhs_value_needs_sqlite_3_38
#define sqlite3_db_name sqlite3_db_name_needs_sqlite_3_39
#define sqlite3_value_encoding sqlite3_value_encoding_needs_sqlite_3_40
#include <sqlite3.h>
#undef SQLITE_OPEN_EXRESCODE
