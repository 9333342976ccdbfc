// check-apple self-test: fails with "cannot find 'gl_sqlite_transient' in scope"
import SQLite3

let transient = gl_sqlite_transient()
