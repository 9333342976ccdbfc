// STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
// Apple's SDKs ship a `SQLite3` module: the system's <sqlite3.h> as a Clang module, the same
// C API as the header Debian's libsqlite3-dev installs (https://www.sqlite.org/c3ref/intro.html).
// Rather than copying hundreds of C declarations, this stub re-exports the Debian header
// through CSQLite, so `import SQLite3` type-checks against the real C API. What it cannot
// show: a function newer than the SDK's SQLite, or one Apple leaves out; and it also exposes
// CSQLite's own shim functions (gl_…), which our `+SQLite3.swift` files must not (and do not)
// call, since Apple's module has no such functions.
@_exported import CSQLite
