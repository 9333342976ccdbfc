import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// The account password's own counter (issue 14): counted before `check`, the secret's
/// schedule, restarted by a reboot, clearing the secret's counters on success; kept apart from
/// the secret's record (issue 21), so it outlives the secret's removal and damage to the store.
@Suite("Account password: its own counter and lockout")
struct AccountPasswordTests {
  /// A fixture with `0-1-2-5-8` enrolled.
  func enrolled(policy: LockPolicy = .cheap) throws -> LockFixture {
    let fixture = try LockFixture(policy: policy)
    let right = try secret("0-1-2-5-8")
    #expect(try fixture.lock.enroll(right, confirmation: right) == .enrolled)
    return fixture
  }

  /// The account counter as stored, read by another connection.
  func storedFailures(_ fixture: LockFixture) throws -> Int? {
    try SQLiteCredentialStore(path: fixture.path).accountPasswordAttempts(for: "default").failures
  }

  @Test("The attempt is counted and committed before check runs (seen by a second service)")
  func countedBeforeCheck() throws {
    let fixture = try enrolled()
    var seen: Int? = nil
    var lockoutSeen: Lockout? = nil
    let other = try fixture.otherService()
    let outcome = try fixture.lock.verifyAccountPassword {
      seen = try? storedFailures(fixture)
      lockoutSeen = try? other.accountPasswordLockout()
      return false
    }
    #expect(seen == 1)
    #expect(lockoutSeen == .open)
    #expect(outcome == .rejected(attemptsBeforeDelay: 4))
    // The 5th attempt's lockout is in force while its check runs.
    for _ in 0..<3 { _ = try fixture.lock.verifyAccountPassword { false } }
    _ = try fixture.lock.verifyAccountPassword {
      lockoutSeen = try? other.accountPasswordLockout()
      return false
    }
    #expect(lockoutSeen == .until(fixture.clock.wall + 60))
  }

  @Test("The schedule is ThrottlePolicy's, and a lockout refuses without calling check")
  func schedule() throws {
    let fixture = try enrolled()
    let throttle = ThrottlePolicy.default
    for failures in 1...10 {
      let outcome = try fixture.lock.verifyAccountPassword { false }
      #expect(
        outcome == .rejected(attemptsBeforeDelay: throttle.attemptsBeforeDelay(failures: failures)))
      let delay = throttle.delay(afterFailures: failures)
      if delay > 0 {
        #expect(try fixture.lock.accountPasswordLockout() == .until(fixture.clock.wall + delay))
        var called = false
        #expect(
          try fixture.lock.verifyAccountPassword {
            called = true
            return true
          } == .lockedOut(until: fixture.clock.wall + delay))
        #expect(!called)
        fixture.clock.advance(by: delay - 1)
        #expect(try fixture.lock.accountPasswordLockout() == .until(fixture.clock.wall + 1))
        fixture.clock.advance(by: 1)
      }
      #expect(try fixture.lock.accountPasswordLockout() == .open)
    }
    // Its own counter: the secret's is untouched, and the secret is not locked out.
    #expect(try fixture.lock.status().failedAttempts == 0)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
  }

  @Test("A reboot restarts a lockout in force in full; the wall clock does not shorten it")
  func rebootRestarts() throws {
    let fixture = try enrolled()
    for _ in 0..<5 { _ = try fixture.lock.verifyAccountPassword { false } }
    fixture.clock.advance(by: 50)
    fixture.clock.turnWallClock(by: 3600)
    #expect(try fixture.lock.accountPasswordLockout() == .until(fixture.clock.wall + 10))
    fixture.clock.reboot(downtime: 3600, uptime: 5)
    #expect(try fixture.lock.accountPasswordLockout() == .until(fixture.clock.wall + 60))
    fixture.clock.advance(by: 10)
    // The restart was stored when it was first seen: the countdown goes on from there.
    #expect(
      try fixture.lock.verifyAccountPassword { true } == .lockedOut(until: fixture.clock.wall + 50))
    fixture.clock.advance(by: 49)
    #expect(try fixture.lock.accountPasswordLockout() == .until(fixture.clock.wall + 1))
    fixture.clock.advance(by: 1)
    #expect(try fixture.lock.verifyAccountPassword { true } == .accepted)
  }

  @Test("A reboot seen first by an attempt restarts the lockout in full")
  func rebootSeenByAnAttempt() throws {
    let fixture = try enrolled()
    for _ in 0..<5 { _ = try fixture.lock.verifyAccountPassword { false } }
    fixture.clock.reboot(downtime: 3600, uptime: 5)
    #expect(
      try fixture.lock.verifyAccountPassword { true } == .lockedOut(until: fixture.clock.wall + 60))
    fixture.clock.advance(by: 59)
    #expect(try fixture.lock.accountPasswordLockout() == .until(fixture.clock.wall + 1))
    fixture.clock.advance(by: 1)
    #expect(try fixture.lock.verifyAccountPassword { true } == .accepted)
  }

  @Test("Success clears the secret's failed attempts, lockout and permanent lock")
  func successClearsTheSecret() throws {
    let policy = LockPolicy.cheap {
      $0.throttle = ThrottlePolicy(limit: FailureLimit(failures: 6, action: .lockPermanently))
    }
    let fixture = try enrolled(policy: policy)
    for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    fixture.clock.advance(by: 60)
    _ = try fixture.lock.verify(try wrong(5))
    #expect(try fixture.lock.status().lockedPermanently)
    _ = try fixture.lock.verifyAccountPassword { false }
    #expect(try fixture.lock.verifyAccountPassword { true } == .accepted)
    let status = try fixture.lock.status()
    #expect(status.failedAttempts == 0)
    #expect(status.enrolledStatus?.lockout == .open)
    #expect(try storedFailures(fixture) == 0)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
  }

  @Test("nil from check is not counted, and never accepted")
  func nilIsNotCounted() throws {
    let fixture = try enrolled()
    for _ in 0..<4 { _ = try fixture.lock.verifyAccountPassword { false } }
    #expect(try fixture.lock.verifyAccountPassword { nil } == .notChecked)
    #expect(try storedFailures(fixture) == 4)
    #expect(try fixture.lock.accountPasswordLockout() == .open)
    #expect(try fixture.lock.verifyAccountPassword { false } == .rejected(attemptsBeforeDelay: 0))
    #expect(try storedFailures(fixture) == 5)
  }

  @Test("Never a permanent lock, whatever the secret's limit")
  func neverPermanent() throws {
    let policy = LockPolicy.cheap {
      $0.throttle = ThrottlePolicy(delays: [0], limit: FailureLimit(failures: 2, action: .wipe))
    }
    let fixture = try enrolled(policy: policy)
    for _ in 0..<5 { _ = try fixture.lock.verifyAccountPassword { false } }
    #expect(try fixture.lock.status().isEnrolled)
    #expect(try fixture.lock.verifyAccountPassword { true } == .accepted)
  }

  @Test(
    "Nothing enrolled: still counted before check, in the account-password store; no credential store is made"
  )
  func notEnrolled() throws {
    let fixture = try LockFixture()
    var seen: Int? = nil
    #expect(
      try fixture.lock.verifyAccountPassword {
        seen = try? storedFailures(fixture)
        return false
      } == .rejected(attemptsBeforeDelay: 4))
    #expect(seen == 1)
    #expect(!FileManager.default.fileExists(atPath: fixture.path))
    #expect(FileManager.default.fileExists(atPath: fixture.path + ".account"))
    #expect(try fixture.lock.verifyAccountPassword { true } == .accepted)
    #expect(try storedFailures(fixture) == 0)
    #expect(!FileManager.default.fileExists(atPath: fixture.path))
  }

  @Test(
    "The secret removed (forced): the count and the lockout stay, for a new process too; a lockout refuses without check"
  )
  func outlivesTheSecret() throws {
    let fixture = try enrolled()
    for left in [4, 3, 2] {
      #expect(
        try fixture.lock.verifyAccountPassword { false } == .rejected(attemptsBeforeDelay: left))
    }
    #expect(try fixture.otherService().forceRemove())
    #expect(try fixture.lock.status() == .notEnrolled)
    // What a restarted pad process opens: the count is in the store, not in its memory.
    let restarted = try fixture.otherService()
    #expect(try restarted.verifyAccountPassword { false } == .rejected(attemptsBeforeDelay: 1))
    #expect(try restarted.verifyAccountPassword { nil } == .notChecked)
    #expect(try restarted.verifyAccountPassword { false } == .rejected(attemptsBeforeDelay: 0))
    var asked = false
    let during = try fixture.otherService().verifyAccountPassword {
      asked = true
      return true
    }
    #expect(during == .lockedOut(until: fixture.clock.wall + 60))
    #expect(!asked)
    // The wall clock turned back changes nothing; the monotonic minute does.
    fixture.clock.turnWallClock(by: -3_600)
    #expect(try fixture.lock.accountPasswordLockout() == .until(fixture.clock.wall + 60))
    fixture.clock.advance(by: 60)
    #expect(try fixture.otherService().verifyAccountPassword { true } == .accepted)
    #expect(try fixture.lock.verifyAccountPassword { false } == .rejected(attemptsBeforeDelay: 4))
  }

  @Test("A damaged store: the account password is still counted before check, and can unlock")
  func damagedStore() throws {
    let fixture = try enrolled()
    #expect(try fixture.lock.verifyAccountPassword { false } == .rejected(attemptsBeforeDelay: 4))
    try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: fixture.path))
    let error = securityError { () throws(SecurityError) in try fixture.otherService().status() }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
    var seen: Int? = nil
    #expect(
      try fixture.otherService().verifyAccountPassword {
        seen = try? storedFailures(fixture)
        return true
      } == .accepted)
    #expect(seen == 2)
    // The damaged store is left as it was.
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: fixture.path)) == Data(repeating: 0x5A, count: 8192)
    )
  }

  @Test("A damaged account-password store fails closed: check is not called")
  func damagedCounter() throws {
    let fixture = try enrolled()
    _ = try fixture.lock.verifyAccountPassword { false }
    let counter = fixture.path + ".account"
    try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: counter))
    var asked = false
    let error = securityError { () throws(SecurityError) in
      try fixture.otherService().verifyAccountPassword {
        asked = true
        return true
      }
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
    #expect(!asked)
    #expect(
      try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted, "the secret's store is sound")
  }
}
