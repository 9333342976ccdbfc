/// The same enrolled set under two names: what an unlocker reported for it before its source
/// changed, and what it reports now, both read at the same moment.
///
/// LocalAuthentication gives the enrolled faces or fingers two names: before iOS 18 / macOS 15
/// `evaluatedPolicyDomainState` (deprecated there), from then on
/// `domainState.biometry.stateHash`, with other bytes. A store that recorded the old name at
/// the last secret unlock would see another set after the OS update and require the secret
/// from every user (`SecretRequirement.fingersChanged`). Reading both now says whether the set
/// is still the recorded one: when the recorded names are exactly `previous`, the store may
/// record `current` in their place without the secret (GestureLockSecurity's
/// `LockService.migrateRecordedFingers(from:to:)`); when they are anything else, nothing
/// changes, and the rules decide as before.
///
/// ```swift
/// if let migration = unlocker.enrolledNamesMigration() {
///   _ = try lock.migrateRecordedFingers(from: migration.previous, to: migration.current)
/// }
/// ```
public struct EnrolledNamesMigration: Hashable, Sendable {
  /// The names the unlocker used to report for the set enrolled now.
  public let previous: [String]
  /// The names it reports for it now (`BiometricUnlocker.availability()`).
  public let current: [String]

  /// A migration from `previous` to `current`.
  public init(previous: [String], current: [String]) {
    self.previous = previous
    self.current = current
  }
}
