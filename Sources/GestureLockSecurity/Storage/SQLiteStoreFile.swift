/// One GestureLock database file and its connection: opened only once the file is known to be
/// sound, and judged again whenever the file changed under the connection.
///
/// - Opening checks, before anything is read or written: a regular file that starts with
///   SQLite's header, a known schema version of `schema` (older ones are migrated, newer ones
///   refused), exactly `schema`'s table and columns, and `PRAGMA integrity_check`. Any of that
///   failing throws `SecurityError.storeUnavailable`.
/// - A missing file is created whole when asked (`SQLiteStoreFile+Opening.swift`), never by a
///   read; GestureLock's own directory is created and kept 0700, the file 0600.
/// - Before each use the file at `path` is compared with the one the connection opened
///   (`FileIdentity`: device, inode, size, change time). SQLite keeps pages it read in memory
///   and would go on answering from them, and from the old file when the path now names
///   another: when anything differs, the connection is dropped (leaving the `-wal` file as it
///   is) and the file is opened and judged again, so damage done while a pad runs — bytes
///   overwritten, the file truncated or replaced — is seen at the next attempt (SPEC.md §5,
///   fail closed). Writes through SQLite itself go to the `-wal` file and leave the identity
///   alone (until a checkpoint, which only costs a new judgement).
/// - A connection that failed to open is not kept: the next use tries again (a full or
///   read-only file system that came back).
///
/// Not `Sendable`: the connection belongs to one thread at a time.
final class SQLiteStoreFile {
  /// The database file's path, as given.
  let path: String
  /// Whether a missing file may be created with GestureLock's own directory.
  let directory: SQLiteCredentialStore.StoreDirectory
  /// What the file holds.
  let schema: SQLiteStoreSchema

  /// The open connection, once a use found the file or a write created it.
  private(set) var connection: SQLiteDatabase?
  /// The file the connection opened, as it was when it was judged sound.
  private var identity: FileIdentity?
  /// Whether the open database is known to have this build's schema.
  private var hasSchema = false

  /// A file at `path` holding `schema`; nothing is opened or created yet.
  init(path: String, directory: SQLiteCredentialStore.StoreDirectory, schema: SQLiteStoreSchema) {
    self.path = path
    self.directory = directory
    self.schema = schema
  }

  /// The connection, with the file at this build's schema: opened (and judged) first when
  /// there is none or the file changed since.
  ///
  /// - Parameter creating: Whether a missing file (and GestureLock's own directory) may be
  ///   created.
  /// - Returns: `nil` when the file does not exist and `creating` is `false`.
  /// - Throws: `SecurityError.storeUnavailable` when the file is damaged, foreign or newer;
  ///   `storeFile` when the path cannot be used; `storeBusy`, `storeReadOnly` or `storeFull`
  ///   when it cannot be opened or migrated now.
  func database(creating: Bool) throws(SecurityError) -> SQLiteDatabase? {
    guard let database = try open(creating: creating) else { return nil }
    if !hasSchema {
      if try Self.schemaVersion(of: database, schema) != schema.version {
        try Self.migrate(database, schema)
      }
      try Self.requireKnownTables(database, schema)
      hasSchema = true
    }
    return database
  }

  /// The open connection, opening the file first if needed, or again when it changed.
  private func open(creating: Bool) throws(SecurityError) -> SQLiteDatabase? {
    if let connection {
      if let identity, FileIdentity(of: path) == identity { return connection }
      // Replaced, truncated, written or removed behind SQLite's back: nothing it remembers of
      // the file counts any more. Dropped without folding the `-wal` file into whatever is at
      // the path now.
      connection.keepWriteAheadLogOnClose()
      self.connection = nil
      self.identity = nil
      hasSchema = false
    }
    switch try PrivateFiles.entry(at: path) {
    case .file(let size):
      try Self.requireSQLiteHeader(path, size: size)
    case .missing:
      // "dir/" can only ever name a directory: say so before creating (or reporting) anything.
      guard !path.hasSuffix("/") else { throw .storeFile(.namesDirectory(path: path)) }
      guard creating else { return nil }
      switch directory {
      case .own:
        try PrivateFiles.createParentDirectories(of: path)
        PrivateFiles.restrictDirectoryToOwner(of: path)
      case .existing: try PrivateFiles.requireParentDirectory(of: path)
      }
      try Self.createStore(at: path, schema)
    case .directory:
      throw .storeFile(.isDirectory(path: path))
    case .other:
      throw .storeFile(.notRegularFile(path: path))
    }
    // Reading must work on a read-only file system, where SQLite cannot make the `-shm` file
    // a WAL database is read through: open it immutable there.
    let readOnlyFileSystem = PrivateFiles.isOnReadOnlyFileSystem(path)
    // Read as immutable, SQLite ignores the `-wal` file, and with it the latest changes (a
    // secret enrolled, failures counted): on a read-only file system with a log left behind
    // the store cannot be read as it is now, so nothing is answered from it.
    if readOnlyFileSystem, case .file(let size) = try PrivateFiles.entry(at: path + "-wal"),
      size > 0
    {
      throw .storeReadOnly(
        operation: "read its latest changes (they are in \(path)-wal, which SQLite cannot "
          + "read on a read-only file system)")
    }
    let database =
      readOnlyFileSystem
      ? try SQLiteDatabase(readOnlyFileSystemPath: path)
      : try SQLiteDatabase(path: path, create: false)
    do {
      try Self.configure(database, schema)
    } catch {
      database.keepWriteAheadLogOnClose()
      throw error
    }
    if !readOnlyFileSystem {
      // Made private only once it is known to be a sound GestureLock store.
      try PrivateFiles.restrictToOwner(path)
      if directory == .own { PrivateFiles.restrictDirectoryToOwner(of: path) }
    }
    // Taken last, after this process's own changes (the mode, the switch to WAL).
    identity = FileIdentity(of: path)
    connection = database
    return database
  }
}
