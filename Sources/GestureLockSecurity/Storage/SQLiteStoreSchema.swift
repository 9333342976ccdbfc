/// What one kind of GestureLock database file holds: one table, its columns at each schema
/// version (`PRAGMA user_version`), and the migrations between versions. `SQLiteStoreFile`
/// checks a file against it before anything is read or written.
///
/// Two kinds exist: the credential store (`SQLiteCredentialStore.schema`, table `credential`)
/// and the account-password store beside it (`SQLiteCredentialStore.accountPasswordSchema`,
/// table `account_password`).
struct SQLiteStoreSchema {
  /// What the file is called in messages: "GestureLock store".
  let name: String
  /// The one table.
  let table: String
  /// The version this build writes and reads; older ones are migrated, newer ones refused.
  let version: Int
  /// `migrations[v]` takes a file from version `v` to `v + 1`; version 0 is an empty
  /// database. Never edit a past migration: files in the field went through it.
  let migrations: [[String]]
  /// The table's columns at each version from 1 to `version`, `columnsByVersion[v - 1]`; the
  /// last are the ones this build reads and writes, in that order.
  let columnsByVersion: [[String]]

  /// The columns this build reads and writes, in order.
  var columns: [String] { columnsByVersion[version - 1] }

  /// The table's columns at `version` (1 to `self.version`).
  func columns(atVersion version: Int) -> [String] {
    columnsByVersion[max(1, min(version, self.version)) - 1]
  }

  /// The schema objects of every version, as `sqlite_schema` lists them (`type name`,
  /// sorted): the table and the index of its text primary key.
  var objects: [String] { ["index sqlite_autoindex_\(table)_1", "table \(table)"] }
}
