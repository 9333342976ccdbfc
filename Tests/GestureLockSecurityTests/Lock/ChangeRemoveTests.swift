import Foundation
import GestureLockCore
import Testing

@testable import GestureLockSecurity

@Suite("LockService change, remove and profiles")
struct ChangeRemoveTests {
  let old = try! secret("0-1-2-5-8")
  let new = try! secret("6-7-8-5-4")

  @Test("Change: the current secret, then the new one twice; afterwards only the new one works")
  func change() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    _ = try fixture.lock.verify(try wrong(0))
    #expect(try fixture.lock.change(current: old, to: new, confirmation: new) == .changed)
    let status = try fixture.lock.status()
    #expect(status.failedAttempts == 0)
    #expect(status.enrolledStatus?.kind == .pattern)
    #expect(try fixture.lock.verify(old) == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.verify(new) == .accepted)
  }

  @Test("Change with a wrong current secret is a counted failure; the old secret still works")
  func wrongCurrent() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let outcome = try fixture.lock.change(current: try wrong(0), to: new, confirmation: new)
    #expect(outcome == .notVerified(.rejected(attemptsBeforeDelay: 4)))
    #expect(try fixture.lock.status().failedAttempts == 1)
    #expect(fixture.hasher.hashCount == 1)  // the enrolment only: the new secret was not hashed
    #expect(try fixture.lock.verify(old) == .accepted)
  }

  @Test("Change with a mismatched or refused new secret evaluates nothing and counts nothing")
  func refusedNewSecret() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let mismatch = try fixture.lock.change(current: old, to: new, confirmation: try wrong(1))
    #expect(mismatch == .refused(.mismatch))
    let short = try secret("0-1-2")
    #expect(
      try fixture.lock.change(current: old, to: short, confirmation: short)
        == .refused(.tooShort(minimum: 4)))
    #expect(fixture.hasher.verifyCount == 0)
    #expect(try fixture.lock.status().failedAttempts == 0)
  }

  @Test("Change during a lockout is throttled without the KDF")
  func changeWhileLocked() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    try lockOut(fixture)
    let outcome = try fixture.lock.change(current: old, to: new, confirmation: new)
    #expect(outcome == .notVerified(.throttled(until: fixture.clock.wall + 60)))
    #expect(fixture.hasher.verifyCount == 5)
  }

  @Test(
    "While the new secret is hashed, the store still holds the old one and the pessimistic count")
  func replacedInTheSuccessTransaction() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let oldPHC = try #require(try fixture.stored()?.phc)
    var during: CredentialRecord?
    fixture.hasher.duringHash = { during = try fixture.stored() }
    // The hook captures the fixture's services, which hold the hasher: no cycle left.
    defer { fixture.hasher.duringHash = nil }
    #expect(try fixture.lock.change(current: old, to: new, confirmation: new) == .changed)
    #expect(during?.phc == oldPHC)
    #expect(during?.secretAttempts.failures == 1)
    let after = try #require(try fixture.stored())
    #expect(after.phc != oldPHC)
    #expect(after.secretAttempts.failures == 0)
  }

  @Test("A crash while the new secret is hashed leaves the old one valid")
  func crashDuringChange() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    fixture.hasher.duringHash = { throw CancellationError() }
    // The hook captures the fixture's services, which hold the hasher: no cycle left.
    defer { fixture.hasher.duringHash = nil }
    let error = securityError { () throws(SecurityError) in
      try fixture.lock.change(current: old, to: new, confirmation: new)
    }
    #expect(error.map(ErrorCase.init) == .cryptoFailure)
    fixture.hasher.duringHash = nil
    #expect(try fixture.lock.status().failedAttempts == 1)  // pessimistic, as for any check
    #expect(try fixture.lock.verify(new) == .rejected(attemptsBeforeDelay: 3))
    #expect(try fixture.lock.verify(old) == .accepted)
  }

  @Test("Change to another kind: a pattern becomes a 6-digit PIN, stored with its length")
  func changeKind() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let pin = try Secret.typed("۲۰۸۳۵۷", kind: .pin)
    #expect(try fixture.lock.change(current: old, to: pin, confirmation: pin) == .changed)
    let status = try fixture.lock.status()
    #expect(status.enrolledStatus?.kind == .pin)
    #expect(status.enrolledStatus?.grid == nil)
    #expect(status.enrolledStatus?.rules.minimumLength == 6)
    #expect(status.enrolledStatus?.rules.maximumLength == 6)
    #expect(try fixture.lock.verify(try Secret.typed("208357", kind: .pin)) == .accepted)
    let error = securityError { () throws(SecurityError) in try fixture.lock.verify(old) }
    #expect(error == .invalidSecret(.kindMismatch(entered: .pattern, stored: .pin)))
  }

  @Test("Remove after verifying: the record is gone; a wrong secret is counted and removes nothing")
  func remove() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    #expect(
      try fixture.lock.remove(verifying: try wrong(0))
        == .notVerified(.rejected(attemptsBeforeDelay: 4)))
    #expect(try fixture.lock.status().failedAttempts == 1)
    #expect(try fixture.lock.remove(verifying: old) == .removed)
    #expect(try fixture.stored() == nil)
    #expect(try fixture.lock.remove(verifying: old) == .notVerified(.notEnrolled))
  }

  @Test("Forced removal needs no secret, works during a lockout, and creates no store")
  func forceRemove() throws {
    let fixture = try LockFixture()
    #expect(try fixture.lock.forceRemove() == false)
    #expect(!FileManager.default.fileExists(atPath: fixture.path))
    try fixture.enroll()
    try lockOut(fixture)
    #expect(try fixture.lock.forceRemove())
    #expect(try fixture.lock.status().isEnrolled == false)
  }

  @Test(
    "Profiles in one store keep their own secrets, kinds and counters through change and remove")
  func profiles() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let alice = try fixture.otherService(profile: "alice")
    let pin = try Secret.typed("5827", kind: .pin)
    #expect(try alice.enroll(pin, confirmation: pin) == .enrolled)
    for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    #expect(try alice.status().failedAttempts == 0)
    #expect(try alice.status().lockedUntil == nil)
    let newPIN = try Secret.typed("741963", kind: .pin)
    #expect(try alice.change(current: pin, to: newPIN, confirmation: newPIN) == .changed)
    #expect(try fixture.lock.status().failedAttempts == 5)
    #expect(try fixture.lock.forceRemove())
    #expect(try alice.verify(newPIN) == .accepted)
  }
}
