package import GestureLockSecurity

extension PadController {
  /// Opens the lock service for `options`' store and profile, with its minimum pattern
  /// strength, and reads its status once, so a pad never opens on a store it cannot read
  /// (fail closed).
  ///
  /// - Returns: The service, ready for a `PadController`.
  /// - Throws: `SecurityError` when the store cannot be opened or read, or the profile name
  ///   is invalid.
  package static func openLockService(_ options: PadOptions) throws(SecurityError) -> LockService {
    let service = try lockService(options)
    _ = try service.status()
    return service
  }

  /// The lock service for `options`' store and profile, with its minimum pattern strength,
  /// without reading the store: for a pad that must show whatever the store's state (the lock
  /// screen's, once the screen is locked: its session shows a damaged store as such).
  ///
  /// - Throws: `SecurityError.invalidProfile` for an invalid profile name.
  package static func lockService(_ options: PadOptions) throws(SecurityError) -> LockService {
    try LockService(
      store: SQLiteCredentialStore(path: options.storePath), profile: options.profile,
      policy: LockPolicy(patternStrength: options.patternPolicy))
  }
}
