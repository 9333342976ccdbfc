import GestureLockAppLock
import GestureLockPadFlow
import GestureLockSecurity
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
}
