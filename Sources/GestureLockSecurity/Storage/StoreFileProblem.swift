/// Why the file at the store's path cannot be used, in GestureLock's own words.
///
/// Carried by `SecurityError.storeFile(_:)`, so a front end can translate the problem by case.
/// A `path` is the path as given; a `reason` is the system's text for the failing call
/// (`strerror`, English). The English `description` is the one `SecurityError` shows, after
/// "store damaged or unreadable: ".
///
/// ```swift
/// do {
///   _ = try SQLiteCredentialStore(path: "/tmp").record(for: "default")
/// } catch .storeFile(.isDirectory(let path)) {
///   print("\(path) is a folder: choose a file inside it")
/// }
/// ```
public enum StoreFileProblem: Hashable, Sendable, CustomStringConvertible {
  /// The store's path names an existing directory.
  case isDirectory(path: String)
  /// The store's path ends in `/`, so it can only name a directory, and nothing exists there.
  case namesDirectory(path: String)
  /// The store's path names something other than a regular file (a socket, a device, …).
  case notRegularFile(path: String)
  /// The store file could not be created.
  case cannotCreate(path: String, reason: String)
  /// The directory that should hold the store does not exist. GestureLock creates only its
  /// own default directory (`StoreLocation`); a path chosen elsewhere must be in an existing
  /// directory. `path` is the first missing directory.
  case missingDirectory(path: String)
  /// A missing directory above the store could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// Something above the store that should be a directory is not one.
  case parentNotDirectory(path: String)
  /// The mode of a new store file could not be set to 0600.
  case cannotSetMode(path: String, reason: String)
  /// The store file is open to other users and its mode cannot be set to 0600.
  case openToOthers(path: String)
  /// The store's path cannot be examined (a parent directory is not searchable, …).
  case cannotExamine(path: String, reason: String)
  /// The store file belongs to another user (`owner`, their user id). Whoever owns the file
  /// can reset its counters or enrol a secret of their own, so it is never used: in a
  /// directory others may write (such as `/tmp`), someone may have made the path first.
  case ownedByAnotherUser(path: String, owner: Int)

  /// The path the problem is about.
  public var path: String {
    switch self {
    case .isDirectory(let path), .namesDirectory(let path), .notRegularFile(let path),
      .cannotCreate(let path, _), .cannotCreateDirectory(let path, _),
      .parentNotDirectory(let path), .cannotSetMode(let path, _), .openToOthers(let path),
      .cannotExamine(let path, _), .missingDirectory(let path), .ownedByAnotherUser(let path, _):
      path
    }
  }

  /// One line naming the problem, in English.
  public var description: String {
    switch self {
    case .isDirectory(let path): "\(path) is a directory, not a database file"
    case .namesDirectory(let path):
      "\(path) ends in '/' and so names a directory, not a database file"
    case .notRegularFile(let path): "\(path) is not a regular file"
    case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
    case .missingDirectory(let path):
      "the directory \(path) does not exist (GestureLock creates only its default directory)"
    case .cannotCreateDirectory(let path, let reason): "cannot create directory \(path): \(reason)"
    case .parentNotDirectory(let path): "\(path) is not a directory"
    case .cannotSetMode(let path, let reason): "cannot set the mode of \(path): \(reason)"
    case .openToOthers(let path):
      "\(path) is readable or writable by other users and its mode cannot be set to 0600"
    case .cannotExamine(let path, let reason): "cannot examine \(path): \(reason)"
    case .ownedByAnotherUser(let path, let owner):
      "\(path) belongs to another user (uid \(owner)), who could reset its counters: "
        + "GestureLock uses only a store of its own user; choose a path in a directory of your own"
    }
  }
}
