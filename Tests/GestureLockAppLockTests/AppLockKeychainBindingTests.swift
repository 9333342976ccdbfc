import GestureLockAppLock
import GestureLockBiometrics
import GestureLockSecurity
import GestureLockUIKit
import Testing

/// The optional Keychain binding of Face ID / Touch ID through the app lock (issue 16): the
/// names the unlocker reports (`BiometryKeychainState`) against the real store's fingerprint
/// rules, with a scripted unlocker standing in for `LocalAuthenticationUnlocker`.
@Suite("AppLock Keychain binding")
struct AppLockKeychainBindingTests {
  @Test("An item gone (same domain state) requires the secret; the reader is not used")
  func itemGoneRequiresTheSecret() async throws {
    let fixture = try AppLockFixture()
    let lock = try LockService(
      store: SQLiteCredentialStore(path: fixture.path), policy: fixture.policy,
      clock: fixture.clock)
    let domain = try #require(BiometryDomainState.enrolledNames([0x01, 0x02, 0x03]))
    let bound = try BiometryKeychainState.enrolledNames(domain, binding: .intact).get()
    let right = try AppLockFixture.secret(AppLockFixture.right)
    #expect(try lock.enableFingerprint(verifying: right, enrolledFingers: bound) == .accepted)

    let appLock = try await fixture.start()
    let intact = ScriptedUnlocker(fingers: bound, results: [.finished(.match)])
    #expect(try await appLock.unlockWithFingerprint(using: intact) == .unlocked)

    appLock.lock()
    // A match the binding turned down (`verification(afterMatch:)`) unlocks nothing.
    let turnedDown = ScriptedUnlocker(
      fingers: bound,
      results: [BiometryKeychainState.verification(afterMatch: .biometrySetChanged)])
    #expect(try await appLock.unlockWithFingerprint(using: turnedDown) == .locked)
    #expect(turnedDown.verifyCalls == 1)

    // What the unlocker reports once its probe or check found the item gone.
    let changed = try BiometryKeychainState.enrolledNames(domain, binding: .biometrySetChanged)
      .get()
    let gone = ScriptedUnlocker(fingers: changed, results: [.finished(.match)])
    #expect(
      try await appLock.unlockWithFingerprint(using: gone) == .secretRequired(.fingersChanged))
    #expect(gone.verifyCalls == 0)
  }

  /// An app lock whose profile turned Face ID on before iOS 18: the set recorded under the
  /// name of `evaluatedPolicyDomainState` = `legacy` (with its fixture, which owns the store).
  static func enabledBeforeTheUpdate(legacy: [UInt8]) async throws -> (AppLockFixture, AppLock) {
    let fixture = try AppLockFixture()
    let lock = try LockService(
      store: SQLiteCredentialStore(path: fixture.path), policy: fixture.policy,
      clock: fixture.clock)
    let right = try AppLockFixture.secret(AppLockFixture.right)
    let before = try #require(BiometryDomainState.reading(legacy: legacy, stateHash: nil))
    #expect(
      try lock.enableFingerprint(verifying: right, enrolledFingers: before.names) == .accepted)
    return (fixture, try await fixture.start())
  }

  /// A matching unlocker after the update, reading `legacy` and `stateHash` from one context;
  /// with or without offering to carry the old name over.
  static func updatedUnlocker(legacy: [UInt8], stateHash: [UInt8], carryOver: Bool = true)
    throws -> ScriptedUnlocker
  {
    let after = try #require(BiometryDomainState.reading(legacy: legacy, stateHash: stateHash))
    return ScriptedUnlocker(
      fingers: after.names, results: [.finished(.match)],
      migration: carryOver ? after.migration : nil)
  }

  @Test(
    "The OS update to iOS 18 (domain state read through domainState): no secret where the old value is unchanged"
  )
  func domainStateSwitchKeepsTheEnrolment() async throws {
    let (fixture, appLock) = try await Self.enabledBeforeTheUpdate(legacy: [0x0a])
    let updated = try Self.updatedUnlocker(legacy: [0x0a], stateHash: [0xb1])
    #expect(try await appLock.unlockWithFingerprint(using: updated) == .unlocked)

    // Without carrying the names over, the same update would have required the secret.
    let naive = try Self.updatedUnlocker(legacy: [0x0a], stateHash: [0xb1], carryOver: false)
    let (other, otherLock) = try await Self.enabledBeforeTheUpdate(legacy: [0x0a])
    #expect(
      try await otherLock.unlockWithFingerprint(using: naive) == .secretRequired(.fingersChanged))
    withExtendedLifetime((fixture, other)) {}
  }

  @Test("A face added before the update (the old value changed too): the secret is required")
  func domainStateSwitchWithANewFace() async throws {
    let (fixture, appLock) = try await Self.enabledBeforeTheUpdate(legacy: [0x0a])
    let unlocker = try Self.updatedUnlocker(legacy: [0x0c], stateHash: [0xb2])
    #expect(
      try await appLock.unlockWithFingerprint(using: unlocker) == .secretRequired(.fingersChanged))
    #expect(unlocker.verifyCalls == 0)
    withExtendedLifetime(fixture) {}
  }
}
