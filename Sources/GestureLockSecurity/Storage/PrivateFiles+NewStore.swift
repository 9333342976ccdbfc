#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// The file steps of creating a store whole: a temporary file beside it, linked into place.
extension PrivateFiles {
  /// A fresh name beside `path` for a file being built: `.NAME.new-PID-RANDOM`.
  static func temporarySibling(of path: String) -> String {
    let parent = parentDirectory(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? "lock.sqlite"
    let unique = "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let file = ".\(name).new-\(unique)"
    return parent.isEmpty ? file : (parent == "/" ? "/" + file : parent + "/" + file)
  }

  /// Links the finished file `temporary` to `path` unless something already exists there,
  /// then syncs the directory so the new name survives a crash.
  ///
  /// Something at `path` already (another process created the store first, or a dangling
  /// symbolic link) is not an error here: the store that is there is opened, and judged, next.
  ///
  /// - Throws: `SecurityError.storeFile(.cannotCreate)`, or `storeReadOnly` / `storeFull`.
  ///   The corresponding C functions are `link`, `open` and `fsync`.
  static func linkNew(_ temporary: String, to path: String) throws(SecurityError) {
    guard link(temporary, path) == 0 else {
      let code = errno
      if code == EEXIST { return }
      throw temporaryFailure(code, operation: "create \(path)")
        ?? .storeFile(.cannotCreate(path: path, reason: message(code)))
    }
    let parent = parentDirectory(of: path)
    let directory = open(parent.isEmpty ? "." : parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  /// Removes `path` and its `-wal`, `-shm` and `-journal` companions, ignoring any that are
  /// missing. The corresponding C function is `unlink`.
  static func removeDatabaseFiles(at path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { _ = unlink(path + suffix) }
  }

  /// The first `count` bytes of the file at `path`, or `nil` when it cannot be read or is
  /// shorter. The corresponding C functions are `open` and `read`.
  static func firstBytes(of path: String, count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
    return got == count ? bytes : nil
  }

  /// Whether the file system holding `path` is mounted read-only.
  /// The corresponding C function is `statvfs`.
  static func isOnReadOnlyFileSystem(_ path: String) -> Bool {
    var info = statvfs()
    guard statvfs(path, &info) == 0 else { return false }
    return info.f_flag & UInt(ST_RDONLY) != 0
  }
}
