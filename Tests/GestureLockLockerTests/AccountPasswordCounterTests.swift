import GestureLockCore
import GestureLockSecurity
import TestSupport
import Testing

@testable import GestureLockLocker

/// The lock screen's account-password counter is the store's: `LockService` as
/// `AccountPasswordCounter`, on a real SQLite store.
@Suite("Account password counter (the store's)")
struct AccountPasswordCounterTests {
  static let pattern = Secret.pattern(try! Pattern(parsing: "0-1-2-5-8", on: .standard))

  /// A store with the pattern enrolled, at the cheapest KDF cost the policy allows.
  static func enrolledStore(in directory: TemporaryDirectory) throws -> (String, LockService) {
    let path = directory.path("store.sqlite")
    let service = try LockService(store: SQLiteCredentialStore(path: path))
    _ = try service.enroll(pattern, confirmation: pattern)
    return (path, service)
  }

  @Test("Four rejections are free; the fifth is refused; a new process's service sees the count")
  func schedule() throws {
    let directory = try TemporaryDirectory()
    let (path, counter) = try Self.enrolledStore(in: directory)
    for left in [4, 3, 2, 1] {
      #expect(try counter.checkAccountPassword { false } == .rejected(attemptsBeforeDelay: left))
    }
    // What a restarted pad process opens: the count is in the store, not in memory.
    let restarted = try LockService(store: SQLiteCredentialStore(path: path))
    let fifth = try restarted.checkAccountPassword { false }
    var checked = false
    let sixth = try restarted.checkAccountPassword {
      checked = true
      return true
    }
    guard case .lockedOut = sixth else {
      Issue.record("expected a lockout after five rejections, got \(fifth), then \(sixth)")
      return
    }
    #expect(!checked)
  }

  @Test("An accepted account password clears the secret's failed attempts")
  func acceptedClearsSecret() throws {
    let directory = try TemporaryDirectory()
    let (_, service) = try Self.enrolledStore(in: directory)
    let wrong = Secret.pattern(try Pattern(parsing: "0-3-6-7-8", on: .standard))
    _ = try service.verify(wrong)
    guard case .enrolled(let before) = try service.status() else {
      Issue.record("not enrolled")
      return
    }
    #expect(before.failedAttempts == 1)
    #expect(try service.checkAccountPassword { true } == .accepted)
    guard case .enrolled(let after) = try service.status() else {
      Issue.record("not enrolled")
      return
    }
    #expect(after.failedAttempts == 0)
  }

  @Test(
    "With nothing enrolled the account password is still checked, throttled on the same schedule in the process"
  )
  func nothingEnrolled() throws {
    let directory = try TemporaryDirectory()
    let clock = SteppedClock()
    let service = try LockService(
      store: SQLiteCredentialStore(path: directory.path("none")), clock: clock)
    // The default schedule: four failures free, the fifth starts a minute.
    for left in [4, 3, 2, 1] {
      #expect(try service.checkAccountPassword { false } == .rejected(attemptsBeforeDelay: left))
    }
    #expect(try service.checkAccountPassword { nil } == .notChecked)
    var asked = false
    #expect(
      try service.checkAccountPassword {
        asked = true
        return false
      } == .rejected(attemptsBeforeDelay: 0))
    #expect(asked)
    // During the minute nothing is asked, even the right password; the wall clock moved back
    // changes nothing.
    clock.wall -= 3_600
    asked = false
    let during = try service.checkAccountPassword {
      asked = true
      return true
    }
    #expect(during == .lockedOut(until: clock.wall + 60))
    #expect(!asked)
    clock.monotonic += 61
    #expect(try service.checkAccountPassword { true } == .accepted)
    // A success clears the count.
    #expect(try service.checkAccountPassword { false } == .rejected(attemptsBeforeDelay: 4))
  }
}

/// A clock the test sets by hand (the account password's in-process throttle).
private final class SteppedClock: LockClock, @unchecked Sendable {
  var wall = 1_800_000_000.0
  var monotonic = 1_000.0
  func wallTime() -> Double { wall }
  func monotonicTime() -> Double { monotonic }
  func bootID() -> String? { "boot" }
}
