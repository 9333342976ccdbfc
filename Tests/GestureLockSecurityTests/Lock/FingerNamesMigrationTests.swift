import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// `LockService.migrateRecordedFingers(from:to:)`: a reader's new names for the same enrolment
/// (LocalAuthentication's domain state moved to another API in iOS 18 / macOS 15) replace the
/// recorded set only when that set is exactly the old names, read at the same moment as the
/// new ones; never when the enrolment is not the recorded one, and nothing else changes.
@Suite("Fingerprint unlock: the recorded set carried over to a reader's new names")
struct FingerNamesMigrationTests {
  static let newNames = ["la-biometry-state:0a0b"]

  /// The profile's record as stored, read by another connection.
  static func stored(_ fixture: LockFixture) throws -> CredentialRecord? {
    try SQLiteCredentialStore(path: fixture.path, directory: .own)
      .record(for: LockService.defaultProfile)
  }

  @Test("The recorded set, named anew: replaced, and a finger may unlock with the new names")
  func recordedSetMoves() throws {
    let fixture = try fingerprintFixture()
    #expect(try fixture.requirement(Self.newNames) == .fingersChanged)  // The naive switch.
    let again = try fingerprintFixture()
    #expect(try again.lock.migrateRecordedFingers(from: enrolledFingers, to: Self.newNames))
    #expect(try again.requirement(Self.newNames) == nil)
    #expect(try again.lock.recordFingerprint(.match, enrolledFingers: Self.newNames) == .unlocked)
    // Done once: the old names are no longer the recorded ones.
    #expect(!(try again.lock.migrateRecordedFingers(from: enrolledFingers, to: Self.newNames)))
    #expect(try again.requirement(enrolledFingers) == .fingersChanged)
  }

  @Test("Old names that are not the recorded set: nothing moves, the secret is required")
  func otherEnrolmentStays() throws {
    let fixture = try fingerprintFixture()
    let changed = ["right-index-finger"]  // A finger removed since the secret recorded the set.
    #expect(!(try fixture.lock.migrateRecordedFingers(from: changed, to: Self.newNames)))
    #expect(try fixture.requirement(Self.newNames) == .fingersChanged)
  }

  @Test("A set already found changed (forgotten) stays changed until the secret is used")
  func forgottenSetStays() throws {
    let fixture = try fingerprintFixture()
    #expect(try fixture.requirement(["someone-else"]) == .fingersChanged)  // Forgets the set.
    #expect(!(try fixture.lock.migrateRecordedFingers(from: enrolledFingers, to: Self.newNames)))
    #expect(try fixture.requirement(Self.newNames) == .fingersChanged)
  }

  @Test("Nothing else changes: counters, times and the enabled flag are kept")
  func onlyTheNamesChange() throws {
    let fixture = try fingerprintFixture()
    #expect(
      try fixture.lock.recordFingerprint(.noMatch, enrolledFingers: enrolledFingers)
        == .rejected(noMatchesLeft: 4))
    _ = try fixture.lock.verify(try wrong(0))
    let before = try #require(try Self.stored(fixture))
    #expect(try fixture.lock.migrateRecordedFingers(from: enrolledFingers, to: Self.newNames))
    var after = try #require(try Self.stored(fixture))
    #expect(after.recordedFingers == Set(Self.newNames))
    after.recordedFingers = before.recordedFingers
    #expect(after == before)
  }

  @Test("With nothing enrolled there is nothing to carry over, and no store is made")
  func nothingEnrolled() throws {
    let fixture = try LockFixture()
    #expect(!(try fixture.lock.migrateRecordedFingers(from: enrolledFingers, to: Self.newNames)))
    #expect(!FileManager.default.fileExists(atPath: fixture.path))
  }
}
