import Foundation
import GestureLockCore
import Testing

@testable import GestureLockSecurity

@Suite("Throttle schedule with an injected clock")
struct ThrottleScheduleTests {
  @Test("The limit keeps applying after a lockout ends: failures 6, 7, 8, 9 lock 5, 15, 15, 60 min")
  func limitKeepsApplying() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    var expectedDelays: [Double] = []
    var lockouts: [Double] = []
    for (n, delay) in zip(5..<9, [300.0, 900, 900, 3600]) {
      // Wait out the lockout in force, to the second: one second early is still throttled.
      let until = try #require(try fixture.lock.status().lockedUntil)
      fixture.clock.advance(by: until - fixture.clock.wall - 1)
      #expect(try fixture.lock.verify(try wrong(n)) == .throttled(until: until))
      fixture.clock.advance(by: 1)
      #expect(try fixture.lock.verify(try wrong(n)) == .rejected(attemptsBeforeDelay: 0))
      let next = try #require(try fixture.lock.status().lockedUntil)
      lockouts.append(next - fixture.clock.wall)
      expectedDelays.append(delay)
    }
    #expect(lockouts == expectedDelays)
    #expect(try fixture.lock.status().failedAttempts == 9)
    #expect(fixture.hasher.verifyCount == 9)
  }

  @Test("A new LockService (a restart) restores the counter and keeps escalating from it")
  func restoredFromStore() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for n in 0..<6 {
      _ = try fixture.lock.verify(try wrong(n))
      if let until = try fixture.lock.status().lockedUntil {
        fixture.clock.advance(by: until - fixture.clock.wall)
      }
    }
    // Six failures: the lockout of the 6th (5 minutes) has just been waited out.
    let restarted = try fixture.otherService()
    #expect(try restarted.status().failedAttempts == 6)
    #expect(try restarted.verify(try wrong(6)) == .rejected(attemptsBeforeDelay: 0))
    let third = try fixture.otherService()
    #expect(try third.status().lockedUntil == fixture.clock.wall + 900)
    #expect(
      try third.verify(try secret("0-1-2-5-8")) == .throttled(until: fixture.clock.wall + 900))
  }

  @Test("The same wrong secret twice in a row counts once; A, B, A counts three times")
  func sameWrongSecretTwice() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let a = try wrong(0)
    let b = try wrong(1)
    #expect(try fixture.lock.verify(a) == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.verify(a) == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.verify(a) == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.status().failedAttempts == 1)
    #expect(try fixture.lock.verify(b) == .rejected(attemptsBeforeDelay: 3))
    #expect(try fixture.lock.verify(a) == .rejected(attemptsBeforeDelay: 2))
    #expect(try fixture.lock.status().failedAttempts == 3)
  }

  @Test("Repeating the 4th wrong secret does not start the 5th failure's lockout")
  func repeatAtTheThreshold() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for n in 0..<4 { _ = try fixture.lock.verify(try wrong(n)) }
    let observer = try fixture.otherService()
    var during: LockStatus?
    fixture.hasher.duringVerify = { during = try observer.status() }
    // The hook captures the fixture's services, which hold the hasher: no cycle left.
    defer { fixture.hasher.duringVerify = nil }
    #expect(try fixture.lock.verify(try wrong(3)) == .rejected(attemptsBeforeDelay: 1))
    // While it was checked it counted, with the lockout it would cause (pessimistic) …
    #expect(during?.failedAttempts == 5)
    #expect(during?.lockedUntil == fixture.clock.wall + 60)
    // … and once known to be a repeat, both were undone.
    let status = try fixture.lock.status()
    #expect(status.failedAttempts == 4)
    #expect(status.lockedUntil == nil)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
  }

  @Test("A success forgets the last wrong secret: it counts again afterwards")
  func successClearsTheDigest() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    _ = try fixture.lock.verify(try wrong(0))
    #expect(try fixture.stored()?.repeatDigest?.count == 32)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    #expect(try fixture.stored()?.repeatDigest == nil)
    #expect(try fixture.lock.verify(try wrong(0)) == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.status().failedAttempts == 1)
  }

  @Test("The stored digest of a wrong attempt is neither the secret nor the stored hash")
  func digestIsNotTheSecret() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let attempt = try wrong(0)
    _ = try fixture.lock.verify(attempt)
    let record = try #require(try fixture.stored())
    let digest = try #require(record.repeatDigest)
    let phc = try PHCString(parsing: record.phc)
    let derived = try phc.keyDerivation.deriveKey(
      from: Array(attempt.bytes), salt: phc.salt, byteCount: phc.hash.count)
    #expect(digest != derived)
    #expect(digest != phc.hash)
    #expect(!SecretAtRestTests.contains(digest, Array(attempt.bytes)))
    // It is the HMAC keyed with the derived key, so only the KDF can produce it.
    #expect(digest == (try HMACSHA256.authenticate(SecretHasher.attemptDigestLabel, key: derived)))
  }

  @Test("A too-short input never counts and never runs the KDF, however often")
  func tooShortNeverCounts() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for text in ["0-1-2", "0-1", "4", "3-4-5", "0-1-2"] {
      #expect(try fixture.lock.verify(try secret(text)) == .tooShort(minimum: 4))
    }
    #expect(try fixture.lock.status().failedAttempts == 0)
    #expect(fixture.hasher.verifyCount == 0)
  }

  @Test("Wipe after 3 failures, when enabled: the third erases the record")
  func wipeAfterN() throws {
    let policy = LockPolicy.cheap {
      $0.throttle = ThrottlePolicy(delays: [], limit: FailureLimit(failures: 3, action: .wipe))
    }
    let fixture = try LockFixture(policy: policy)
    try fixture.enroll()
    #expect(try fixture.lock.verify(try wrong(0)) == .rejected(attemptsBeforeDelay: .max))
    #expect(try fixture.lock.verify(try wrong(1)) == .rejected(attemptsBeforeDelay: .max))
    #expect(try fixture.lock.verify(try wrong(2)) == .wiped)
    #expect(try fixture.stored() == nil)
    #expect(try fixture.lock.status().isEnrolled == false)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .notEnrolled)
  }

  @Test("The right secret on the limit's attempt is accepted and clears everything")
  func rightSecretAtTheLimit() throws {
    let policy = LockPolicy.cheap {
      $0.throttle = ThrottlePolicy(limit: FailureLimit(failures: 3, action: .lockPermanently))
    }
    let fixture = try LockFixture(policy: policy)
    try fixture.enroll()
    for n in 0..<2 { _ = try fixture.lock.verify(try wrong(n)) }
    let observer = try fixture.otherService()
    var during: Bool?
    fixture.hasher.duringVerify = { during = try observer.status().lockedPermanently }
    // The hook captures the fixture's services, which hold the hasher: no cycle left.
    defer { fixture.hasher.duringVerify = nil }
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    #expect(during == true)
    #expect(try fixture.lock.status().lockedPermanently == false)
  }

  @Test("Permanent lock after 3 failures: refused without the KDF until a forced reset")
  func permanentLockAfterN() throws {
    let policy = LockPolicy.cheap {
      $0.throttle = ThrottlePolicy(limit: FailureLimit(failures: 3, action: .lockPermanently))
    }
    let fixture = try LockFixture(policy: policy)
    try fixture.enroll()
    #expect(try fixture.lock.verify(try wrong(0)) == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.verify(try wrong(1)) == .rejected(attemptsBeforeDelay: 3))
    #expect(try fixture.lock.verify(try wrong(2)) == .lockedPermanently)
    let kdfRuns = fixture.hasher.verifyCount
    fixture.clock.advance(by: 365 * 86_400)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .lockedPermanently)
    // Stored: another process with a policy without a limit is locked out too.
    let lenient = try fixture.otherService(policy: .cheap)
    #expect(try lenient.verify(try secret("0-1-2-5-8")) == .lockedPermanently)
    #expect(fixture.hasher.verifyCount == kdfRuns)
    let status = try fixture.lock.status()
    #expect(status.lockedPermanently)
    #expect(status.enrolledStatus?.attemptsBeforeDelay == 0)
    #expect(try fixture.lock.forceRemove())
    #expect(try fixture.enroll("6-7-8-5") == .enrolled)
    #expect(try fixture.lock.verify(try secret("6-7-8-5")) == .accepted)
  }

  @Test("A check killed at the limit ends in its consequence, never in a free guess")
  func crashAtTheLimit() throws {
    for action in [FailureLimit.Action.wipe, .lockPermanently] {
      let policy = LockPolicy.cheap {
        $0.throttle = ThrottlePolicy(delays: [], limit: FailureLimit(failures: 2, action: action))
      }
      let fixture = try LockFixture(policy: policy)
      try fixture.enroll()
      _ = try fixture.lock.verify(try wrong(0))
      fixture.hasher.duringVerify = { throw CancellationError() }
      // The hook captures the fixture's services, which hold the hasher: no cycle left.
      defer { fixture.hasher.duringVerify = nil }
      let right = try secret("0-1-2-5-8")
      #expect(securityError { () throws(SecurityError) in try fixture.lock.verify(right) } != nil)
      fixture.hasher.duringVerify = nil
      let expected: VerificationOutcome = action == .wipe ? .wiped : .lockedPermanently
      #expect(try fixture.otherService().verify(right) == expected, "\(action)")
    }
  }

  @Test("Limits are off by default: 20 failures never wipe or lock for good")
  func noLimitByDefault() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for n in 0..<20 {
      if let until = try fixture.lock.status().lockedUntil {
        fixture.clock.advance(by: until - fixture.clock.wall)
      }
      #expect(
        try fixture.lock.verify(try wrong(n)) == .rejected(attemptsBeforeDelay: n < 4 ? 4 - n : 0))
    }
    #expect(try fixture.lock.status().failedAttempts == 20)
    #expect(try fixture.lock.status().lockedPermanently == false)
  }
}
