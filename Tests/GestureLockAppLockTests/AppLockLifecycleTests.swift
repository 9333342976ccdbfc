import Foundation
import GestureLockAppLock
import GestureLockSecurity
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The lifecycle rules of `AppLock` (issue 15), each on an injected clock: nothing sleeps.
@Suite("AppLock lifecycle")
struct AppLockLifecycleTests {
  let right = try! AppLockFixture.secret(AppLockFixture.right)
  let wrong = try! AppLockFixture.secret("2-5-8-7")

  @Test("A cold start is locked when a secret is enrolled, and covered")
  func coldStartLocked() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start()
    #expect(lock.state == .locked)
    #expect(lock.showsPrivacyCover)
    #expect(lock.secondsUntilExpiry == nil)
  }

  @Test("A cold start with nothing enrolled is unlocked: there is nothing to protect")
  func coldStartNotEnrolled() async throws {
    let fixture = try AppLockFixture(enrolled: false)
    let lock = try await fixture.start()
    #expect(lock.state == .unlocked)
    #expect(!lock.showsPrivacyCover)
  }

  @Test("A store whose directory does not exist throws: a mistyped path is not 'nothing enrolled'")
  func missingDirectoryThrows() async throws {
    let fixture = try AppLockFixture()
    let typo = fixture.directory.path("no-such-dir") + "/lock.sqlite"
    await #expect(
      throws: SecurityError.storeFile(
        .missingDirectory(path: fixture.directory.path("no-such-dir")))
    ) {
      _ = try await AppLock(storePath: typo, policy: fixture.policy, clock: fixture.clock)
    }
  }

  @Test("The right secret unlocks; a wrong one leaves it locked")
  func unlockBySecret() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start()
    #expect(try await lock.unlock(with: wrong) == .rejected(attemptsBeforeDelay: 4))
    #expect(lock.state == .locked)
    #expect(try await lock.unlock(with: right) == .accepted)
    #expect(lock.state == .unlocked)
    #expect(!lock.showsPrivacyCover)
  }

  @Test(
    "Idle timeout: activity restarts it; it locks when it runs out, and late activity is too late")
  func idleExpiry() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(AppLockSettings(idleTimeout: 120))
    try await lock.unlock(with: right)
    fixture.clock.advance(by: 119)
    #expect(lock.state == .unlocked)
    #expect(lock.secondsUntilExpiry == 1)
    lock.userActivity()
    fixture.clock.advance(by: 119)
    #expect(lock.state == .unlocked)
    fixture.clock.advance(by: 1)
    lock.userActivity()
    #expect(lock.state == .locked)
    #expect(lock.showsPrivacyCover)
  }

  @Test("Back inside the grace period: still unlocked; covered while in the background")
  func foregroundInsideGrace() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(AppLockSettings(gracePeriod: .fiveMinutes))
    try await lock.unlock(with: right)
    lock.didEnterBackground()
    #expect(lock.showsPrivacyCover)
    #expect(lock.state == .unlocked)
    fixture.clock.advance(by: 299)
    lock.willEnterForeground()
    #expect(lock.state == .unlocked)
    #expect(!lock.showsPrivacyCover)
  }

  @Test("Back after the grace period: locked")
  func foregroundOutsideGrace() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(AppLockSettings(gracePeriod: .fiveMinutes))
    try await lock.unlock(with: right)
    lock.didEnterBackground()
    fixture.clock.advance(by: 300)
    lock.willEnterForeground()
    #expect(lock.state == .locked)
    #expect(lock.showsPrivacyCover)
  }

  @Test("Grace period Immediately: the background locks at once")
  func immediately() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(AppLockSettings(gracePeriod: .immediately))
    try await lock.unlock(with: right)
    lock.didEnterBackground()
    #expect(lock.state == .locked)
    lock.willEnterForeground()
    #expect(lock.state == .locked)
  }

  @Test("A new subscriber's first state has the timers applied: not a stale unlocked")
  func statesStartFresh() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(AppLockSettings(idleTimeout: 120))
    try await lock.unlock(with: right)
    fixture.clock.advance(by: 121)
    var states = lock.states().makeAsyncIterator()
    #expect(await states.next() == .locked)
  }

  @Test("The grace period expires in the background too (refresh), and the stream says so")
  func graceExpiresInBackground() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(AppLockSettings(gracePeriod: .oneMinute))
    var states = lock.states().makeAsyncIterator()
    #expect(await states.next() == .locked)
    try await lock.unlock(with: right)
    #expect(await states.next() == .unlocking)
    #expect(await states.next() == .unlocked)
    lock.didEnterBackground()
    #expect(lock.secondsUntilExpiry == 60)
    fixture.clock.advance(by: 60)
    lock.refresh()
    #expect(await states.next() == .locked)
  }

  @Test("The wall clock moved either way never unlocks nor shortens a grace period or idle timeout")
  func wallClockMoves() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(
      AppLockSettings(gracePeriod: .fiveMinutes, idleTimeout: 120))
    try await lock.unlock(with: right)

    // Forward a day and back two days while the idle timer runs: only real time counts.
    fixture.clock.turnWallClock(by: 86_400)
    fixture.clock.advance(by: 60)
    #expect(lock.state == .unlocked)
    fixture.clock.turnWallClock(by: -172_800)
    fixture.clock.advance(by: 59)
    #expect(lock.state == .unlocked)
    fixture.clock.advance(by: 1)
    #expect(lock.state == .locked)

    // Locked: turning the wall clock back (to when it was unlocked) changes nothing.
    fixture.clock.turnWallClock(by: -3_600)
    lock.willEnterForeground()
    lock.userActivity()
    #expect(lock.state == .locked)

    // In the background, a wall clock moved forward past the grace period does not end it,
    // and one moved back does not stretch it.
    try await lock.unlock(with: right)
    lock.didEnterBackground()
    fixture.clock.turnWallClock(by: 3_600)
    fixture.clock.advance(by: 10)
    lock.willEnterForeground()
    #expect(lock.state == .unlocked)
    lock.didEnterBackground()
    fixture.clock.turnWallClock(by: -3_600)
    fixture.clock.advance(by: 300)
    lock.willEnterForeground()
    #expect(lock.state == .locked)
  }

  @Test("A monotonic clock that goes back locks (fail closed)")
  func monotonicBack() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(AppLockSettings(idleTimeout: 120))
    try await lock.unlock(with: right)
    fixture.clock.turnMonotonicBack(by: 1)
    #expect(lock.state == .locked)
  }

  @Test("A lockout in force shows as lockedOut, also after a restart")
  func lockedOut() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start()
    for n in 0..<5 {
      let wrongSecret = try AppLockFixture.secret(
        ["2-5-8-7", "3-4-5-8", "6-7-8-5", "0-3-6-7", "1-4-7-8"][n])
      try await lock.unlock(with: wrongSecret)
    }
    guard case .lockedOut(let until?) = lock.state else {
      Issue.record("expected a lockout, got \(lock.state)")
      return
    }
    #expect(until == fixture.clock.wallTime() + 60)
    let restarted = try await fixture.start()
    #expect(restarted.state == .lockedOut(until: until))
    #expect(restarted.showsPrivacyCover)
  }

  @Test("A lockout ends by itself on the monotonic clock: locked again, with the time left said")
  func lockoutEnds() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start()
    for wrongText in ["2-5-8-7", "3-4-5-8", "6-7-8-5", "0-3-6-7", "1-4-7-8"] {
      try await lock.unlock(with: try AppLockFixture.secret(wrongText))
    }
    guard case .lockedOut(_?) = lock.state else {
      Issue.record("expected a lockout, got \(lock.state)")
      return
    }
    var states = lock.states().makeAsyncIterator()
    _ = await states.next()
    #expect(lock.secondsUntilExpiry == 60)
    let restarted = try await fixture.start()
    // The wall clock moved forward does not end it; the monotonic clock does.
    fixture.clock.turnWallClock(by: 3600)
    #expect(lock.secondsUntilExpiry == 60)
    fixture.clock.advance(by: 59)
    #expect(lock.secondsUntilExpiry == 1)
    #expect(restarted.secondsUntilExpiry == 1)
    fixture.clock.advance(by: 1)
    lock.refresh()
    #expect(await states.next() == .locked)
    #expect(lock.secondsUntilExpiry == nil)
    #expect(restarted.state == .locked)
    #expect(restarted.showsPrivacyCover)
    // The store takes attempts again.
    #expect(try await lock.unlock(with: right) == .accepted)
  }

  @Test("Killing the app never unlocks it: a restart is locked without a persisted grace")
  func restartWithoutPersistedGrace() async throws {
    let fixture = try AppLockFixture()
    let settings = AppLockSettings(gracePeriod: .fifteenMinutes)
    let first = try await fixture.start(settings)
    try await first.unlock(with: right)
    first.didEnterBackground()
    fixture.clock.advance(by: 5)
    // Killed in the background, inside its grace period; a new process starts.
    let second = try await fixture.start(settings)
    #expect(second.state == .locked)
  }

  @Test("With a persisted grace, a restart inside it is unlocked, once; after it, locked")
  func restartWithPersistedGrace() async throws {
    let fixture = try AppLockFixture()
    let settings = AppLockSettings(gracePeriod: .fiveMinutes, gracePersists: true)
    let first = try await fixture.start(settings)
    try await first.unlock(with: right)
    first.didEnterBackground()
    fixture.clock.advance(by: 120)
    let second = try await fixture.start(settings)
    #expect(second.state == .unlocked)
    // Used once: a further restart (killed in the foreground) is locked.
    let third = try await fixture.start(settings)
    #expect(third.state == .locked)

    // Killed in the background again, restarted after the grace period: locked.
    try await third.unlock(with: right)
    third.didEnterBackground()
    fixture.clock.advance(by: 300)
    let fourth = try await fixture.start(settings)
    #expect(fourth.state == .locked)
  }

  @Test("A persisted grace needs the host's opt-in at the next start too")
  func persistedGraceNeedsOptIn() async throws {
    let fixture = try AppLockFixture()
    let first = try await fixture.start(
      AppLockSettings(gracePeriod: .fiveMinutes, gracePersists: true))
    try await first.unlock(with: right)
    first.didEnterBackground()
    let second = try await fixture.start(AppLockSettings(gracePeriod: .fiveMinutes))
    #expect(second.state == .locked)
  }

  @Test("A reboot ends a persisted grace period")
  func rebootEndsPersistedGrace() async throws {
    let fixture = try AppLockFixture()
    let settings = AppLockSettings(gracePeriod: .fifteenMinutes, gracePersists: true)
    let first = try await fixture.start(settings)
    try await first.unlock(with: right)
    first.didEnterBackground()
    // Rebooted 10 s later, and the app started 1 s after boot: the old deadline's number
    // would still lie ahead on the new monotonic clock, but it is another boot's.
    fixture.clock.reboot(downtime: 10, uptime: 1)
    let second = try await fixture.start(settings)
    #expect(second.state == .locked)
  }

  @Test("A persisted grace longer than the settings allow is not honoured")
  func persistedGraceBoundedBySettings() async throws {
    let fixture = try AppLockFixture()
    let first = try await fixture.start(
      AppLockSettings(gracePeriod: .fifteenMinutes, gracePersists: true))
    try await first.unlock(with: right)
    first.didEnterBackground()
    fixture.clock.advance(by: 60)
    // The next version of the app lowered the grace period to one minute.
    let second = try await fixture.start(
      AppLockSettings(gracePeriod: .oneMinute, gracePersists: true))
    #expect(second.state == .locked)
  }
}

/// The persisted grace's file beside the store.
@Suite("AppLock persisted grace file")
struct AppLockGraceFileTests {
  let right = try! AppLockFixture.secret(AppLockFixture.right)
  let settings = AppLockSettings(gracePeriod: .fiveMinutes, gracePersists: true)

  /// The one grace file beside the fixture's store, if any.
  static func graceFiles(_ fixture: AppLockFixture) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: fixture.directory.url.path)
      .filter { $0.hasPrefix("lock.sqlite.grace-") }
  }

  @Test("Written only in the background while unlocked, owner-only, and deleted on return")
  func writtenAndDeleted() async throws {
    let fixture = try AppLockFixture()
    let lock = try await fixture.start(settings)
    lock.didEnterBackground()  // locked: nothing to carry
    #expect(try Self.graceFiles(fixture).isEmpty)
    lock.willEnterForeground()
    try await lock.unlock(with: right)
    lock.didEnterBackground()
    let files = try Self.graceFiles(fixture)
    #expect(files.count == 1)
    let path = fixture.directory.path(try #require(files.first))
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    lock.willEnterForeground()
    #expect(try Self.graceFiles(fixture).isEmpty)
  }

  @Test("A damaged or edited grace file is no grace: the restart is locked")
  func damagedFileIsNoGrace() async throws {
    let fixture = try AppLockFixture()
    let first = try await fixture.start(settings)
    try await first.unlock(with: right)
    first.didEnterBackground()
    let path = fixture.directory.path(try #require(try Self.graceFiles(fixture).first))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    // Another profile's grace does not carry over.
    try text.replacingOccurrences(of: "profile default", with: "profile other")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try await fixture.start(settings).state == .locked)
    // Garbage is no grace either.
    try "gesturelock-grace 1\nnonsense\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try await fixture.start(settings).state == .locked)
  }

  /// A grace file left by an unlocked app in the background, and its path.
  static func leaveGrace(
    _ fixture: AppLockFixture, _ settings: AppLockSettings, _ right: Secret
  ) async throws -> String {
    let first = try await fixture.start(settings)
    try await first.unlock(with: right)
    first.didEnterBackground()
    return fixture.directory.path(try #require(try graceFiles(fixture).first))
  }

  @Test("A grace file readable by others (mode 0644) is no grace, and is deleted")
  func groupOrOtherBitsAreNoGrace() async throws {
    let fixture = try AppLockFixture()
    let path = try await Self.leaveGrace(fixture, settings, right)
    #expect(chmod(path, 0o644) == 0)
    #expect(try await fixture.start(settings).state == .locked)
    #expect(try Self.graceFiles(fixture).isEmpty)
  }

  @Test("A symbolic link to a valid grace file is no grace")
  func symbolicLinkIsNoGrace() async throws {
    let fixture = try AppLockFixture()
    let path = try await Self.leaveGrace(fixture, settings, right)
    let elsewhere = fixture.directory.path("planted")
    try FileManager.default.moveItem(atPath: path, toPath: elsewhere)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
    #expect(try await fixture.start(settings).state == .locked)
  }

  @Test(
    "A grace file owned by another user is no grace",
    .enabled(if: geteuid() == 0, "needs root, to give the file to another user"))
  func otherOwnerIsNoGrace() async throws {
    let fixture = try AppLockFixture()
    let path = try await Self.leaveGrace(fixture, settings, right)
    #expect(chown(path, 65534, 65534) == 0)
    #expect(try await fixture.start(settings).state == .locked)
  }
}
