import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// The finger names the tests' reader has enrolled.
let enrolledFingers = ["right-index-finger", "left-thumb"]

/// A fixture with `0-1-2-5-8` enrolled and fingerprint unlock enabled for `enrolledFingers`.
func fingerprintFixture(
  policy: LockPolicy = .cheap, clock: ManualLockClock = ManualLockClock()
) throws -> LockFixture {
  let fixture = try LockFixture(policy: policy, clock: clock)
  let right = try secret("0-1-2-5-8")
  #expect(try fixture.lock.enroll(right, confirmation: right) == .enrolled)
  #expect(
    try fixture.lock.enableFingerprint(verifying: right, enrolledFingers: enrolledFingers)
      == .accepted)
  return fixture
}

extension LockFixture {
  /// Why the secret is required now with `fingers` at the reader.
  func requirement(_ fingers: [String] = enrolledFingers) throws -> SecretRequirement? {
    try #require(try lock.fingerprintStatus(enrolledFingers: fingers)).secretRequired
  }

  /// A finger match recorded now.
  func match() throws -> FingerprintVerdict {
    try lock.recordFingerprint(.match, enrolledFingers: enrolledFingers)
  }
}

let hour: Double = 3600

/// Each rule of `SecretRequirement` on a manual clock, both sides of each threshold (after
/// Apple Platform Security, "Face ID, Touch ID, passcodes and passwords").
@Suite("Fingerprint unlock: when the secret is required")
struct FingerprintRuleTests {
  @Test("Enabled after the secret: a finger may unlock, and a match unlocks")
  func enabledAllowsAFinger() throws {
    let fixture = try fingerprintFixture()
    let status = try #require(try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers))
    #expect(
      status
        == FingerprintStatus(
          isEnabled: true, noMatchesInARow: 0, noMatchesLeft: 5, secretRequired: nil))
    #expect(try fixture.match() == .unlocked)
  }

  @Test("Restart: a new boot id requires the secret; the same boot does not")
  func restart() throws {
    let fixture = try fingerprintFixture()
    fixture.clock.advance(by: 47 * hour)
    #expect(try fixture.requirement() == nil)
    fixture.clock.reboot(downtime: 1, uptime: 1_000_000)
    #expect(try fixture.requirement() == .restart)
    #expect(try fixture.match() == .secretRequired(.restart))
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    #expect(try fixture.requirement() == nil)
  }

  @Test("Restart without boot ids: a monotonic clock earlier than the last secret unlock")
  func restartWithoutBootIDs() throws {
    let fixture = try fingerprintFixture(clock: ManualLockClock(bootID: nil))
    fixture.clock.advance(by: 10)
    #expect(try fixture.requirement() == nil)
    fixture.clock.reboot(downtime: 60, uptime: 5)
    #expect(try fixture.requirement() == .restart)
  }

  @Test("No secret unlock recorded: the secret is required")
  func noSecretUnlockRecorded() throws {
    let fixture = try fingerprintFixture()
    try fixture.lock.store.update(profile: "default") {
      (record: inout CredentialRecord?) throws(SecurityError) in record?.lastSecretUnlock = nil
    }
    #expect(try fixture.requirement() == .restart)
  }

  @Test("48 hours without any unlock: required at 48 h, not a second before")
  func idleTooLong() throws {
    let fixture = try fingerprintFixture()
    fixture.clock.advance(by: 48 * hour - 1)
    #expect(try fixture.requirement() == nil)
    fixture.clock.advance(by: 1)
    #expect(try fixture.requirement() == .idleTooLong)
    #expect(try fixture.match() == .secretRequired(.idleTooLong))
  }

  @Test("A finger unlock restarts the 48 hours")
  func fingerUnlockCountsAsAnUnlock() throws {
    let fixture = try fingerprintFixture()
    fixture.clock.advance(by: 40 * hour)
    #expect(try fixture.match() == .unlocked)
    fixture.clock.advance(by: 48 * hour - 1)
    #expect(try fixture.requirement() == nil)
    fixture.clock.advance(by: 1)
    #expect(try fixture.requirement() == .idleTooLong)
  }

  @Test("156 hours without the secret (and 4 h without a finger): required at 156 h")
  func secretUnusedAtItsThreshold() throws {
    let fixture = try fingerprintFixture()
    for _ in 0..<3 {
      fixture.clock.advance(by: 40 * hour)
      #expect(try fixture.match() == .unlocked)
    }
    fixture.clock.advance(by: 30 * hour)  // 150 h: the last finger unlock
    #expect(try fixture.match() == .unlocked)
    fixture.clock.advance(by: 6 * hour - 1)  // 156 h - 1 s; finger 6 h ago
    #expect(try fixture.requirement() == nil)
    fixture.clock.advance(by: 1)
    #expect(try fixture.requirement() == .secretUnused)
    #expect(try fixture.match() == .secretRequired(.secretUnused))
  }

  @Test("After 156 hours, a finger unlock less than 4 hours ago still allows a finger")
  func fingerWithinFourHours() throws {
    let fixture = try fingerprintFixture()
    for _ in 0..<3 {
      fixture.clock.advance(by: 40 * hour)
      #expect(try fixture.match() == .unlocked)
    }
    fixture.clock.advance(by: 33 * hour)  // 153 h
    #expect(try fixture.match() == .unlocked)
    fixture.clock.advance(by: 4 * hour - 1)  // 157 h - 1 s: finger 4 h - 1 s ago
    #expect(try fixture.requirement() == nil)
    #expect(try fixture.match() == .unlocked)  // again, so the 4 h restart from here
    fixture.clock.advance(by: 4 * hour - 1)
    #expect(try fixture.requirement() == nil)
    fixture.clock.advance(by: 1)
    #expect(try fixture.requirement() == .secretUnused)
  }

  @Test("5 no-matches in a row require the secret; 4 do not; a 6th is not counted")
  func tooManyNoMatches() throws {
    let fixture = try fingerprintFixture()
    for left in [4, 3, 2, 1] {
      #expect(
        try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
          == .rejected(noMatchesLeft: left))
    }
    #expect(try fixture.requirement() == nil)
    #expect(
      try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
        == .rejected(noMatchesLeft: 0))
    #expect(try fixture.requirement() == .tooManyNoMatches)
    #expect(
      try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
        == .secretRequired(.tooManyNoMatches))
    #expect(try fixture.match() == .secretRequired(.tooManyNoMatches))
    let status = try #require(try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers))
    #expect(status.noMatchesInARow == 5)
    #expect(status.noMatchesLeft == 0)
    // The secret clears it.
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    #expect(try fixture.requirement() == nil)
    #expect(
      try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers)?.noMatchesInARow == 0)
  }

  @Test("A match clears the no-matches in a row")
  func matchClearsNoMatches() throws {
    let fixture = try fingerprintFixture()
    for _ in 0..<4 {
      _ = try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
    }
    #expect(try fixture.match() == .unlocked)
    #expect(
      try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
        == .rejected(noMatchesLeft: 4))
  }

  @Test("Another enrolled finger set requires the secret; order and duplicates do not matter")
  func fingersChanged() throws {
    let fixture = try fingerprintFixture()
    #expect(try fixture.requirement(["left-thumb", "right-index-finger", "left-thumb"]) == nil)
    let added = enrolledFingers + ["right-thumb"]
    #expect(try fixture.requirement(added) == .fingersChanged)
    #expect(try fixture.requirement(["left-thumb"]) == .fingersChanged)
    #expect(
      try fixture.lock.recordFingerprint(.match, enrolledFingers: added)
        == .secretRequired(.fingersChanged))
    // verify(_:) keeps the recorded set; verify(_:enrolledFingers:) records the new one.
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    #expect(try fixture.requirement(added) == .fingersChanged)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8"), enrolledFingers: added) == .accepted)
    #expect(try fixture.requirement(added) == nil)
    #expect(try fixture.requirement() == .fingersChanged)
  }

  @Test("A changed finger set stays changed when the names match again, until the secret")
  func fingersChangedIsSticky() throws {
    let fixture = try fingerprintFixture()
    #expect(try fixture.requirement() == nil)
    #expect(try fixture.requirement(["left-thumb"]) == .fingersChanged, "a finger deleted")
    #expect(try fixture.requirement() == .fingersChanged, "enrolled anew under its name")
    #expect(try fixture.match() == .secretRequired(.fingersChanged))
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8"), enrolledFingers: nil) == .accepted)
    #expect(try fixture.requirement() == .fingersChanged, "no fresh set recorded yet")
    #expect(
      try fixture.lock.verify(try secret("0-1-2-5-8"), enrolledFingers: enrolledFingers)
        == .accepted)
    #expect(try fixture.requirement() == nil)
  }

  @Test("A scan result with another finger set also marks the set changed")
  func recordMarksChange() throws {
    let fixture = try fingerprintFixture()
    #expect(
      try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: ["left-thumb"])
        == .secretRequired(.fingersChanged))
    #expect(try fixture.requirement() == .fingersChanged)
  }

  @Test("Unknown fingers (fprintd not asked): the store-side rules only, nothing marked")
  func unknownFingers() throws {
    let fixture = try fingerprintFixture()
    #expect(try fixture.lock.fingerprintStatus(enrolledFingers: nil)?.secretRequired == nil)
    #expect(try fixture.requirement() == nil)
    for _ in 0..<LockService.fingerprintNoMatchLimit {
      _ = try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
    }
    #expect(
      try fixture.lock.fingerprintStatus(enrolledFingers: nil)?.secretRequired
        == .tooManyNoMatches)
  }

  @Test("Fingerprint unlock off: no requirement is reported")
  func offReportsNoRequirement() throws {
    let fixture = try LockFixture(policy: .cheap, clock: ManualLockClock())
    let right = try secret("0-1-2-5-8")
    #expect(try fixture.lock.enroll(right, confirmation: right) == .enrolled)
    let status = try #require(try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers))
    #expect(!status.isEnabled)
    #expect(status.secretRequired == nil)
  }

  @Test("verify(_:enrolledFingers: nil) leaves the recorded set")
  func verifyWithoutFingers() throws {
    let fixture = try fingerprintFixture()
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8"), enrolledFingers: nil) == .accepted)
    #expect(try fixture.requirement() == nil)
  }

  @Test("During a lockout the secret is required and a finger counts nothing")
  func lockout() throws {
    let fixture = try fingerprintFixture()
    for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    #expect(try fixture.requirement() == .lockout)
    #expect(
      try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
        == .secretRequired(.lockout))
    #expect(try fixture.match() == .secretRequired(.lockout))
    #expect(
      try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers)?.noMatchesInARow == 0)
    fixture.clock.advance(by: 60 - 1)
    #expect(try fixture.requirement() == .lockout)
    fixture.clock.advance(by: 1)
    #expect(try fixture.requirement() == nil)
    // A match never resets the secret's failed-attempt counter.
    #expect(try fixture.match() == .unlocked)
    #expect(try fixture.lock.status().failedAttempts == 5)
  }

  @Test("A permanent lock requires the secret (and so the forced reset)")
  func permanentLock() throws {
    let policy = LockPolicy.cheap {
      $0.throttle = ThrottlePolicy(
        delays: [0], limit: FailureLimit(failures: 2, action: .lockPermanently))
    }
    let fixture = try fingerprintFixture(policy: policy)
    _ = try fixture.lock.verify(try wrong(0))
    _ = try fixture.lock.verify(try wrong(1))
    #expect(try fixture.lock.status().lockedPermanently)
    #expect(try fixture.requirement() == .lockout)
    #expect(try fixture.match() == .secretRequired(.lockout))
  }

  @Test("Moving the wall clock either way changes nothing", arguments: [-400 * hour, 400 * hour])
  func wallClockIgnored(turn: Double) throws {
    let fixture = try fingerprintFixture()
    fixture.clock.advance(by: 47 * hour)
    fixture.clock.turnWallClock(by: turn)
    #expect(try fixture.requirement() == nil)
    #expect(try fixture.match() == .unlocked)
    fixture.clock.advance(by: 48 * hour - 1)
    fixture.clock.turnWallClock(by: -turn)
    #expect(try fixture.requirement() == nil)
    fixture.clock.advance(by: 1)
    #expect(try fixture.requirement() == .idleTooLong)
  }

  @Test("A no-match is stored before recordFingerprint returns (seen by a second service)")
  func noMatchIsStoredFirst() throws {
    let fixture = try fingerprintFixture()
    #expect(
      try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
        == .rejected(noMatchesLeft: 4))
    let other = try fixture.otherService()
    #expect(try other.fingerprintStatus(enrolledFingers: enrolledFingers)?.noMatchesInARow == 1)
  }

  @Test("Not enabled: a scan is not recorded; disable turns it off once")
  func notEnabled() throws {
    let fixture = try LockFixture()
    let right = try secret("0-1-2-5-8")
    #expect(try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers) == nil)
    #expect(try fixture.match() == .notEnabled)
    #expect(try fixture.lock.disableFingerprint() == false)
    _ = try fixture.lock.enroll(right, confirmation: right)
    #expect(try fixture.match() == .notEnabled)
    #expect(
      try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers)?.isEnabled == false)
    _ = try fixture.lock.enableFingerprint(verifying: right, enrolledFingers: enrolledFingers)
    #expect(try fixture.lock.disableFingerprint() == true)
    #expect(try fixture.lock.disableFingerprint() == false)
    #expect(try fixture.match() == .notEnabled)
  }

  @Test("Enabling with a wrong secret is counted and enables nothing")
  func enableWithWrongSecret() throws {
    let fixture = try LockFixture()
    let right = try secret("0-1-2-5-8")
    _ = try fixture.lock.enroll(right, confirmation: right)
    #expect(
      try fixture.lock.enableFingerprint(verifying: try wrong(0), enrolledFingers: enrolledFingers)
        == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.status().failedAttempts == 1)
    #expect(
      try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers)?.isEnabled == false)
  }

  @Test("Changing the secret keeps fingerprint unlock and counts as a secret unlock")
  func changeKeepsFingerprint() throws {
    let fixture = try fingerprintFixture()
    _ = try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
    fixture.clock.advance(by: 47 * hour)
    let new = try secret("6-7-8-5-4")
    #expect(
      try fixture.lock.change(current: try secret("0-1-2-5-8"), to: new, confirmation: new)
        == .changed)
    fixture.clock.advance(by: 47 * hour)
    let status = try #require(try fixture.lock.fingerprintStatus(enrolledFingers: enrolledFingers))
    #expect(status.isEnabled)
    #expect(status.noMatchesInARow == 0)
    #expect(status.secretRequired == nil)
  }
}
