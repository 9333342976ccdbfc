/// A directory holding a store that other users may enter, list or write (any group or other
/// permission bit set).
///
/// GestureLock makes its own directory private (0700) and keeps it so. A directory someone
/// chose with `--store` is theirs and is never changed; a front end warns about it instead.
/// The store file itself is 0600 either way, but others who can write the directory could
/// replace the file, and others who can list it see that it exists.
///
/// ```swift
/// if let open = OpenStoreDirectory(holding: "/srv/shared/lock.sqlite") {
///   print("\(open.path) has mode \(String(open.mode, radix: 8))")
/// }
/// ```
public struct OpenStoreDirectory: Hashable, Sendable {
  /// The directory's path (`.` for a store path without one).
  public let path: String
  /// Its permission bits, e.g. `0o755`.
  public let mode: Int

  /// The directory holding `storePath` when it is open to others, else `nil` (also when it
  /// does not exist or cannot be examined).
  ///
  /// - Parameter storePath: A store file's path, as given.
  public init?(holding storePath: String) {
    guard let mode = PrivateFiles.directoryMode(of: storePath), mode & 0o077 != 0 else {
      return nil
    }
    let parent = PrivateFiles.parentDirectory(of: storePath)
    self.path = parent.isEmpty ? "." : parent
    self.mode = Int(mode & 0o777)
  }
}
