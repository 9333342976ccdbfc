#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// Which file a path names, and when its content or attributes last changed: what tells an
/// open store that its file was replaced, truncated or written by something other than SQLite
/// on its connection (`SQLiteStoreFile`).
///
/// The change time (`st_ctime`) moves on every write and every change of attributes, and no
/// unprivileged process can set it back; its resolution is the kernel's clock tick (a few
/// milliseconds on Linux), so two changes in one tick may look like one.
struct FileIdentity: Hashable {
  /// The device holding the file.
  var device: UInt64
  /// Its inode on that device: another file at the path has another one.
  var inode: UInt64
  /// Its size in bytes.
  var size: Int64
  /// Its last status change, seconds and nanoseconds since 1970.
  var changed: Int64
  var changedNanoseconds: Int64

  /// The identity of the file `path` names (following symbolic links), or `nil` when nothing
  /// can be found there. The corresponding C function is `stat`.
  init?(of path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let change = info.st_ctimespec
    #else
      let change = info.st_ctim
    #endif
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    changed = Int64(change.tv_sec)
    changedNanoseconds = Int64(change.tv_nsec)
  }
}
