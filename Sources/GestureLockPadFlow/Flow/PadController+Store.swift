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
    let service = try LockService(
      store: SQLiteCredentialStore(path: options.storePath), profile: options.profile,
      policy: LockPolicy(patternStrength: options.patternPolicy))
    _ = try service.status()
    return service
  }
}
