#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// The file-system steps around the store: what is at a path, and creating private
/// directories (0700) and files (0600) without a window in which they are readable by others.
enum PrivateFiles {
  /// What a path names.
  enum Entry: Equatable {
    /// Nothing: the path or one of its parent directories does not exist.
    case missing
    /// A regular file (after following symbolic links) of `size` bytes.
    case file(size: Int)
    /// A directory.
    case directory
    /// Something else (a socket, a device, …).
    case other
  }

  /// Mode of directories this module creates: owner only.
  static let directoryMode: mode_t = 0o700
  /// Mode of files this module creates: owner read/write only.
  static let fileMode: mode_t = 0o600

  /// What `path` names, following symbolic links.
  ///
  /// - Throws: `SecurityError.storeFile` when the path cannot be examined (e.g. a
  ///   parent directory is not searchable). The corresponding C function is `stat`.
  static func entry(at path: String) throws(SecurityError) -> Entry {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { return .missing }
      throw .storeFile(.cannotExamine(path: path, reason: message(code)))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file(size: Int(info.st_size))
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// Makes an existing store file private (0600) when others may read or write it, so a file
  /// made by someone else's tool or a careless `chmod` cannot let another user reset counters.
  ///
  /// - Throws: `SecurityError.storeFile` when the mode is too open and cannot be fixed
  ///   (the file belongs to another user): the store fails closed.
  ///   The corresponding C functions are `stat` and `chmod`.
  static func restrictToOwner(_ path: String) throws(SecurityError) {
    var info = stat()
    guard stat(path, &info) == 0 else { return }  // Vanished: the open that follows says so.
    guard info.st_mode & 0o077 != 0 else { return }
    guard chmod(path, fileMode) == 0 else {
      throw .storeFile(.openToOthers(path: path))
    }
  }

  /// Creates the parent directories of `path` that are missing, each with mode 0700.
  ///
  /// Existing directories are left as they are (`~/.local/share` is not GestureLock's).
  ///
  /// - Throws: `SecurityError.storeFile` when a directory cannot be created or a parent is not
  ///   a directory; `storeReadOnly` or `storeFull` when the file system refuses for that
  ///   reason. The corresponding C function is `mkdir`.
  static func createParentDirectories(of path: String) throws(SecurityError) {
    let parent = parentDirectory(of: path)
    guard !parent.isEmpty, parent != "/" else { return }
    switch try entry(at: parent) {
    case .directory: return
    case .missing:
      try createParentDirectories(of: parent)
      guard mkdir(parent, directoryMode) == 0 || errno == EEXIST else {
        let code = errno
        throw temporaryFailure(code, operation: "create directory \(parent)")
          ?? .storeFile(.cannotCreateDirectory(path: parent, reason: message(code)))
      }
    case .file, .other:
      throw .storeFile(.parentNotDirectory(path: parent))
    }
  }

  /// Checks that the directory of `path` exists, without creating anything.
  ///
  /// - Throws: `SecurityError.storeFile(.missingDirectory)` naming the first missing
  ///   directory of the chain, or `.parentNotDirectory` when something else is in the way.
  static func requireParentDirectory(of path: String) throws(SecurityError) {
    let parent = parentDirectory(of: path)
    guard !parent.isEmpty, parent != "/" else { return }
    switch try entry(at: parent) {
    case .directory: return
    case .missing:
      var missing = parent
      while case let above = parentDirectory(of: missing), !above.isEmpty, above != "/",
        try entry(at: above) == .missing
      {
        missing = above
      }
      throw .storeFile(.missingDirectory(path: missing))
    case .file, .other:
      throw .storeFile(.parentNotDirectory(path: parent))
    }
  }

  /// The permission bits of the directory holding `path`, or `nil` when it cannot be examined.
  /// The corresponding C function is `stat`.
  static func directoryMode(of path: String) -> mode_t? {
    let parent = parentDirectory(of: path)
    var info = stat()
    guard stat(parent.isEmpty ? "." : parent, &info) == 0 else { return nil }
    return info.st_mode & 0o7777
  }

  /// Makes the directory holding `path` owner-only (0700) when others may enter or list it.
  /// Only for GestureLock's own directory; a failure leaves it as it was (the store file itself
  /// is 0600 either way). The corresponding C function is `chmod`.
  static func restrictDirectoryToOwner(of path: String) {
    guard let mode = directoryMode(of: path), mode & 0o077 != 0 else { return }
    let parent = parentDirectory(of: path)
    _ = chmod(parent.isEmpty ? "." : parent, directoryMode)
  }

  /// The passing condition a system error names: a read-only file system, or no space left.
  static func temporaryFailure(_ code: Int32, operation: String) -> SecurityError? {
    switch code {
    case EROFS: .storeReadOnly(operation: operation)
    case ENOSPC, EDQUOT: .storeFull(operation: operation)
    default: nil
    }
  }

  /// Creates an empty file at `path` with mode 0600, unless something already exists there.
  ///
  /// SQLite gives its `-wal` and `-shm` files the mode of the database file, so they are
  /// private too.
  ///
  /// - Throws: `SecurityError.storeFile` when the file cannot be created.
  ///   The corresponding C functions are `open` (with `O_CREAT | O_EXCL`) and `fchmod`.
  static func createPrivateFile(at path: String) throws(SecurityError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
    guard descriptor >= 0 else {
      let code = errno
      if code == EEXIST { return }
      throw temporaryFailure(code, operation: "create \(path)")
        ?? .storeFile(.cannotCreate(path: path, reason: message(code)))
    }
    defer { close(descriptor) }
    // open() applies the umask, which can only remove bits; fchmod makes the mode exact.
    guard fchmod(descriptor, fileMode) == 0 else {
      throw .storeFile(.cannotSetMode(path: path, reason: message(errno)))
    }
  }

  /// The directory part of `path` ("" for a bare file name).
  static func parentDirectory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    let parent = trimmed[..<slash]
    return parent.isEmpty ? "/" : String(parent)
  }

  /// The C library's text for `code`. The corresponding C function is `strerror`.
  static func message(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
