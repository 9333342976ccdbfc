import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// Five distinct wrong patterns on `fixture`: a 60-second lockout from now.
func lockOut(_ fixture: LockFixture) throws {
  for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
  #expect(try fixture.lock.status().lockedUntil == fixture.clock.wall + 60)
}

@Suite("Lockouts against clock changes, restarts and reboots")
struct LockClockTests {
  @Test("The wall clock moved back by a day during a lockout: still locked until both clocks agree")
  func clockBackADay() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    try lockOut(fixture)
    fixture.clock.advance(by: 20)
    let right = try secret("0-1-2-5-8")
    // An attempt 20 s in: the lock notes that wall time as seen.
    #expect(try fixture.lock.verify(right) == .throttled(until: fixture.clock.wall + 40))
    fixture.clock.turnWallClock(by: -86_400)
    // Still locked, until the turned wall clock reaches the end again: a day and 40 s.
    let end = fixture.clock.wall + 86_400 + 40
    #expect(try fixture.lock.verify(right) == .throttled(until: end))
    #expect(try fixture.otherService().status().lockedUntil == end)
    // The monotonic clock runs out, but the wall clock is a day behind: never shorter, and
    // longer until the wall clock catches up (the conservative side).
    fixture.clock.advance(by: 40)
    #expect(try fixture.lock.verify(right) == .throttled(until: end))
    fixture.clock.advance(by: 86_399)
    #expect(try fixture.lock.verify(right) == .throttled(until: end))
    fixture.clock.advance(by: 1)
    #expect(try fixture.lock.verify(right) == .accepted)
    #expect(try fixture.lock.status().failedAttempts == 0)
  }

  @Test("The wall clock moved forward by a day within a boot: still locked (monotonic clock)")
  func clockForwardADay() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    try lockOut(fixture)
    fixture.clock.advance(by: 20)
    fixture.clock.turnWallClock(by: 86_400)
    #expect(
      try fixture.lock.verify(try secret("0-1-2-5-8")) == .throttled(until: fixture.clock.wall + 40)
    )
  }

  @Test("Without a boot identifier, the latest wall time seen keeps a turned-back clock locked")
  func clockBackWithoutBootID() throws {
    let fixture = try LockFixture(clock: ManualLockClock(bootID: nil))
    try fixture.enroll()
    try lockOut(fixture)
    #expect(try fixture.stored()?.lockoutAnchor == nil)
    fixture.clock.advance(by: 20)
    _ = try fixture.lock.verify(try wrong(5))  // throttled; notes the wall time seen
    fixture.clock.turnWallClock(by: -86_400)
    // Locked until the wall clock reaches the end again.
    let end = fixture.clock.wall + 86_400 + 40
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .throttled(until: end))
    #expect(try fixture.lock.status().lockedUntil == end)
    fixture.clock.advance(by: 86_400 + 40)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
  }

  @Test("A stored monotonic deadline longer than the lockout itself leaves at most its length")
  func bogusMonotonicDeadlineIsCapped() throws {
    var record = try sampleRecord()
    let wall = 1_800_000_000.0
    // Stored while the monotonic clock read a date-sized value (libfaketime fakes it too).
    record.lockedUntil = wall + 10
    record.latestWallTime = wall
    record.lockoutAnchor = LockoutAnchor(
      seconds: 3_600, bootID: "boot-1", monotonicEnd: 1_796_059_009)
    let state = try #require(
      record.lockout(at: LockInstant(wall: wall, monotonic: 5_000, bootID: "boot-1")))
    #expect(state.end == wall + 3_600)
    #expect(!state.restartsAfterReboot)
  }

  @Test("A reboot restarts the lockout window in full and adds no failure")
  func rebootRestartsInFull() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    try lockOut(fixture)
    fixture.clock.advance(by: 50)
    fixture.clock.reboot(downtime: 30, uptime: 4)
    let status = try fixture.lock.status()
    #expect(status.lockedUntil == fixture.clock.wall + 60)
    #expect(status.failedAttempts == 5)
    // Restarted once: time runs on from there, for a new service too.
    fixture.clock.advance(by: 10)
    let right = try secret("0-1-2-5-8")
    #expect(try fixture.otherService().verify(right) == .throttled(until: fixture.clock.wall + 50))
    fixture.clock.advance(by: 49)
    #expect(try fixture.lock.verify(right) == .throttled(until: fixture.clock.wall + 1))
    #expect(try fixture.lock.status().failedAttempts == 5)
    fixture.clock.advance(by: 1)
    #expect(try fixture.lock.verify(right) == .accepted)
    #expect(fixture.hasher.verifyCount == 6)
  }

  @Test("A reboot with the wall clock turned forward a day does not end a lockout either")
  func rebootAndClockForward() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    try lockOut(fixture)
    fixture.clock.reboot(downtime: 86_400, uptime: 4)
    #expect(
      try fixture.lock.verify(try secret("0-1-2-5-8")) == .throttled(until: fixture.clock.wall + 60)
    )
  }

  @Test("A verify after a reboot restarts the window just like status does")
  func verifyRestartsAfterReboot() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    try lockOut(fixture)
    fixture.clock.advance(by: 59)
    fixture.clock.reboot()
    let right = try secret("0-1-2-5-8")
    #expect(try fixture.lock.verify(right) == .throttled(until: fixture.clock.wall + 60))
    let anchor = try #require(try fixture.stored()?.lockoutAnchor)
    #expect(anchor.bootID == "boot-2")
    #expect(anchor.monotonicEnd == fixture.clock.monotonic + 60)
    #expect(anchor.seconds == 60)
  }

  @Test("A bogus future wall time is forgotten at the next success")
  func latestSeenResetsOnSuccess() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    fixture.clock.turnWallClock(by: 10 * 365 * 86_400)
    _ = try fixture.lock.verify(try wrong(0))
    fixture.clock.turnWallClock(by: -10 * 365 * 86_400)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    #expect(try fixture.stored()?.latestWallTime == fixture.clock.wall)
    // A later lockout is measured from the real time again, and ends.
    try lockOut(fixture)
    fixture.clock.advance(by: 60)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
  }

  @Test("The system clock reads the kernel's boot id and a monotonic time that does not go back")
  func systemClock() throws {
    let clock = SystemLockClock()
    let fromFile = try String(contentsOfFile: SystemLockClock.bootIDPath, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(clock.bootID() == fromFile)
    #expect(clock.bootID()?.count == 36)
    let first = clock.monotonicTime()
    let second = clock.monotonicTime()
    #expect(first > 0 && second >= first)
    #expect(abs(clock.wallTime() - Date().timeIntervalSince1970) < 5)
  }

  @Test(
    "A boot id file that is missing, empty or not an identifier gives no boot id",
    arguments: ["", "\n", "has space\n", String(repeating: "x", count: 65), "é\n"])
  func badBootID(contents: String) throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-boot")
    let path = directory.path("boot_id")
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    #expect(SystemLockClock.readBootID(at: path) == nil)
    #expect(SystemLockClock.readBootID(at: directory.path("absent")) == nil)
  }
}
