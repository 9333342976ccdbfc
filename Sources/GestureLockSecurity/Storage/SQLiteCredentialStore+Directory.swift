/// The check every front end makes before it asks for anything: can the store's directory
/// hold the store at all?
extension SQLiteCredentialStore {
  /// Checks, without creating or opening anything, that the directory that holds (or will
  /// hold) the store exists, so that a mistyped path is named before a secret is typed or a
  /// pad is drawn, rather than read as "nothing enrolled".
  ///
  /// GestureLock's own directory (`StoreDirectory.own`) passes: it is created on the first
  /// write.
  ///
  /// - Throws: `SecurityError.storeFile(.missingDirectory)` naming the first missing
  ///   directory, `.parentNotDirectory` when a file stands in its way, `.cannotExamine` when
  ///   the path cannot be examined. The corresponding C function is `stat`.
  /// - Complexity: One `stat` per directory level above the store, at most.
  public func requireDirectory() throws(SecurityError) {
    guard directory == .existing else { return }
    try PrivateFiles.requireParentDirectory(of: path)
  }
}
