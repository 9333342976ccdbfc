/// A directory holding a store that other users may enter, list or write (any group or other
/// permission bit set).
///
/// GestureLock makes its own directory private (0700) and keeps it so. A directory someone
/// chose with `--store` is theirs and is never changed; a front end warns about it instead.
/// The store file itself is 0600 either way, and a store file another user owns is refused
/// when it is opened (`StoreFileProblem.ownedByAnotherUser`); but others who can write the
/// directory could make the store's path before its user does (so the user's commands refuse
/// it), or replace the file where the directory has no sticky bit, and others who can list it
/// see that it exists. The safe advice depends on what the directory is (`mayBeMadePrivate`):
/// the user may make their own directory private; a shared one such as `/tmp` (mode 1777, the
/// sticky bit: shared by design, whoever owns it, root included) must stay as it is, and the
/// store belongs elsewhere.
///
/// ```swift
/// if let open = OpenStoreDirectory(holding: "/tmp/lock.sqlite") {
///   print("\(open.path) has mode \(String(open.mode, radix: 8))")  // "/tmp has mode 1777"
/// }
/// ```
public struct OpenStoreDirectory: Hashable, Sendable {
  /// The directory's path (`.` for a store path without one).
  public let path: String
  /// Its permission bits with the sticky, set-user-ID and set-group-ID bits, e.g. `0o755`,
  /// or `0o1777` for `/tmp`.
  public let mode: Int
  /// Whether the user running this process may make the directory private: it is theirs and
  /// not a shared directory (one with the sticky bit, such as `/tmp`, is shared by design even
  /// when its owner, root, runs this process).
  public let mayBeMadePrivate: Bool

  /// The directory holding `storePath` when it is open to others, else `nil` (also when it
  /// does not exist or cannot be examined).
  ///
  /// - Parameter storePath: A store file's path, as given.
  public init?(holding storePath: String) {
    guard let info = PrivateFiles.directoryInfo(of: storePath), info.mode & 0o077 != 0 else {
      return nil
    }
    let parent = PrivateFiles.parentDirectory(of: storePath)
    self.path = parent.isEmpty ? "." : parent
    self.mode = Int(info.mode)
    // 0o1000: the sticky bit (S_ISVTX), which marks a directory shared by design.
    self.mayBeMadePrivate = info.isOwnedByUser && info.mode & 0o1000 == 0
  }
}
