// check-apple self-test: fails with "cannot find 'SQLITE_OPEN_EXRESCODE' in scope"
import SQLite3

let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_EXRESCODE
