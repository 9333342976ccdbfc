import GestureLockAppLock
import GestureLockSecurity
import TestSupport
import Testing

/// What wins when the host locks while a check runs.
@Suite("AppLock: lock() while a check runs")
struct AppLockRaceTests {
  @Test("lock() while the right secret is being checked: the app stays locked")
  func lockDuringUnlockWins() async throws {
    let fixture = try AppLockFixture()
    let gate = GatedHasher()
    let service = try LockService(
      store: SQLiteCredentialStore(path: fixture.path), policy: fixture.policy,
      clock: fixture.clock, hasher: gate)
    let lock = try await AppLock(
      service: AsyncLockService(service), clock: fixture.clock, graceFilePath: nil)
    let right = try AppLockFixture.secret(AppLockFixture.right)

    let attempt = Task { try await lock.unlock(with: right) }
    // The check is counted and waits inside the KDF: the state is `.unlocking` now.
    await gate.waitUntilChecking()
    #expect(lock.state == .unlocking)
    lock.lock()  // A sign-out pressed meanwhile.
    gate.open()
    #expect(try await attempt.value == .accepted)
    #expect(lock.state == .locked)
    #expect(lock.showsPrivacyCover)
  }
}
