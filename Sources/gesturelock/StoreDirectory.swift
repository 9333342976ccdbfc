#if canImport(Glibc)
  internal import Glibc
#endif

/// The one look the front takes at a `--store` path before it covers the screen: does the
/// directory that would hold it exist? The store itself is read by the pad's process; a
/// directory that is not there is a mistyped path, which `gesturelock-tool` names (exit 2)
/// before anything is covered.
enum StoreDirectory {
  /// Whether the directory holding `path` exists (`dirname(3)`'s reading of it; `.` for a
  /// bare file name). A path ending in `/` names a directory, never a store: `false`, so the
  /// tool says so.
  ///
  /// - Complexity: One `stat` call.
  static func exists(holding path: String) -> Bool {
    guard !path.isEmpty, !path.hasSuffix("/"), let copy = strdup(path) else { return false }
    defer { free(copy) }
    var info = stat()
    return stat(dirname(copy), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
