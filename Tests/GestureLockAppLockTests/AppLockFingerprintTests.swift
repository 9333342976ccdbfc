import GestureLockAppLock
import GestureLockBiometrics
import GestureLockSecurity
import Testing

/// The biometric path of `AppLock` (issue 15 with issue 13's rules): a finger first where the
/// store's rules allow, the secret as the fallback; every verdict from the store.
@Suite("AppLock fingerprint")
struct AppLockFingerprintTests {
  static let fingers = ["right-index-finger"]

  /// A fixture whose profile has fingerprint unlock enabled with `fingers`.
  static func enabled() throws -> AppLockFixture {
    let fixture = try AppLockFixture()
    let lock = try LockService(
      store: SQLiteCredentialStore(path: fixture.path), policy: fixture.policy,
      clock: fixture.clock)
    let right = try AppLockFixture.secret(AppLockFixture.right)
    #expect(try lock.enableFingerprint(verifying: right, enrolledFingers: fingers) == .accepted)
    return fixture
  }

  @Test("A match where allowed unlocks, through .unlocking")
  func matchUnlocks() async throws {
    let fixture = try Self.enabled()
    let appLock = try await fixture.start()
    var states = appLock.states().makeAsyncIterator()
    #expect(await states.next() == .locked)
    let unlocker = ScriptedUnlocker(results: [.finished(.match)])
    #expect(try await appLock.unlockWithFingerprint(using: unlocker) == .unlocked)
    #expect(await states.next() == .unlocking)
    #expect(await states.next() == .unlocked)
    #expect(!appLock.showsPrivacyCover)
  }

  @Test("Fingerprint unlock not enabled: locked, the reader untouched; the secret opens")
  func notEnabledFallsBackToSecret() async throws {
    let fixture = try AppLockFixture()
    let appLock = try await fixture.start()
    let unlocker = ScriptedUnlocker(results: [.finished(.match)])
    #expect(try await appLock.unlockWithFingerprint(using: unlocker) == .locked)
    #expect(unlocker.verifyCalls == 0)
    try await appLock.unlock(with: AppLockFixture.secret(AppLockFixture.right))
    #expect(appLock.state == .unlocked)
  }

  @Test("No reader: locked, the secret is the way in")
  func unavailableReader() async throws {
    let fixture = try Self.enabled()
    let appLock = try await fixture.start()
    let unlocker = ScriptedUnlocker(unavailable: .noReader)
    #expect(try await appLock.unlockWithFingerprint(using: unlocker) == .locked)
  }

  @Test("Five no-matches: the fifth requires the secret; then the reader is not used at all")
  func tooManyNoMatches() async throws {
    let fixture = try Self.enabled()
    let appLock = try await fixture.start()
    let unlocker = ScriptedUnlocker(
      results: Array(repeating: .finished(.noMatch), count: 5) + [.finished(.match)])
    for _ in 0..<4 {
      #expect(try await appLock.unlockWithFingerprint(using: unlocker) == .locked)
    }
    #expect(
      try await appLock.unlockWithFingerprint(using: unlocker)
        == .secretRequired(.tooManyNoMatches))
    #expect(
      try await appLock.unlockWithFingerprint(using: unlocker)
        == .secretRequired(.tooManyNoMatches))
    #expect(unlocker.verifyCalls == 5)
    try await appLock.unlock(with: AppLockFixture.secret(AppLockFixture.right))
    #expect(appLock.state == .unlocked)
  }

  @Test("Another finger set at the reader requires the secret")
  func fingersChanged() async throws {
    let fixture = try Self.enabled()
    let appLock = try await fixture.start()
    let unlocker = ScriptedUnlocker(
      fingers: ["right-index-finger", "left-thumb"], results: [.finished(.match)])
    #expect(
      try await appLock.unlockWithFingerprint(using: unlocker) == .secretRequired(.fingersChanged))
    #expect(unlocker.verifyCalls == 0)
  }

  @Test("After a reboot the secret is required first")
  func rebootRequiresSecret() async throws {
    let fixture = try Self.enabled()
    fixture.clock.reboot()
    let appLock = try await fixture.start()
    let unlocker = ScriptedUnlocker(results: [.finished(.match)])
    #expect(try await appLock.unlockWithFingerprint(using: unlocker) == .secretRequired(.restart))
  }

  @Test("A timeout leaves it locked")
  func timeout() async throws {
    let fixture = try Self.enabled()
    let appLock = try await fixture.start()
    let unlocker = ScriptedUnlocker(results: [.timedOut])
    #expect(try await appLock.unlockWithFingerprint(using: unlocker) == .locked)
  }

  @Test("Cancelling the task cancels the reader's wait; locked")
  func cancellation() async throws {
    let fixture = try Self.enabled()
    let appLock = try await fixture.start()
    let unlocker = ScriptedUnlocker(waitsForCancellation: true)
    let attempt = Task { try await appLock.unlockWithFingerprint(using: unlocker) }
    var states = appLock.states().makeAsyncIterator()
    // Cancel once the reader waits (the state says so).
    while let state = await states.next(), state != .unlocking {}
    attempt.cancel()
    #expect(try await attempt.value == .locked)
    #expect(appLock.state == .locked)
  }
}
