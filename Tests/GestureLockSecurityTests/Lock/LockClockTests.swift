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
  @Test("The wall clock moved back by a day during a lockout: it ends on time all the same")
  func clockBackADay() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    try lockOut(fixture)
    fixture.clock.advance(by: 20)
    let right = try secret("0-1-2-5-8")
    #expect(try fixture.lock.verify(right) == .throttled(until: fixture.clock.wall + 40))
    fixture.clock.turnWallClock(by: -86_400)
    // Measured on the monotonic clock: 40 s left, shown on the turned wall clock.
    #expect(try fixture.lock.verify(right) == .throttled(until: fixture.clock.wall + 40))
    #expect(try fixture.otherService().status().lockedUntil == fixture.clock.wall + 40)
    fixture.clock.advance(by: 39)
    #expect(try fixture.lock.verify(right) == .throttled(until: fixture.clock.wall + 1))
    fixture.clock.advance(by: 1)
    #expect(try fixture.lock.verify(right) == .accepted)
    #expect(try fixture.lock.status().failedAttempts == 0)
  }

  @Test("One wall-clock reading a year ahead never lengthens a later lockout (issue 11)")
  func yearAheadReadingIgnored() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    fixture.clock.turnWallClock(by: 365 * 86_400)
    #expect(try fixture.lock.verify(try wrong(0)) == .rejected(attemptsBeforeDelay: 4))
    fixture.clock.turnWallClock(by: -365 * 86_400)
    for n in 1..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    #expect(try fixture.lock.status().lockedUntil == fixture.clock.wall + 60)
    fixture.clock.advance(by: 60)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
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

  @Test("Without a boot identifier the monotonic clock measures it: a turned clock changes nothing")
  func clockBackWithoutBootID() throws {
    let fixture = try LockFixture(clock: ManualLockClock(bootID: nil))
    try fixture.enroll()
    try lockOut(fixture)
    let anchor = try #require(try fixture.stored()?.secretAttempts.lockoutAnchor)
    #expect(anchor.bootID == nil)
    fixture.clock.advance(by: 20)
    fixture.clock.turnWallClock(by: -86_400)
    let right = try secret("0-1-2-5-8")
    #expect(try fixture.lock.verify(right) == .throttled(until: fixture.clock.wall + 40))
    fixture.clock.turnWallClock(by: 2 * 86_400)
    #expect(try fixture.lock.status().lockedUntil == fixture.clock.wall + 40)
    fixture.clock.advance(by: 40)
    #expect(try fixture.lock.verify(right) == .accepted)
  }

  @Test("Without a boot identifier, a reboot shows as a monotonic clock before the lockout began")
  func rebootWithoutBootID() throws {
    let fixture = try LockFixture(clock: ManualLockClock(bootID: nil))
    try fixture.enroll()
    try lockOut(fixture)
    fixture.clock.advance(by: 30)
    fixture.clock.reboot(downtime: 10, uptime: 3)
    #expect(try fixture.lock.status().lockedUntil == fixture.clock.wall + 60)
    fixture.clock.advance(by: 59)
    #expect(try fixture.lock.status().lockedUntil == fixture.clock.wall + 1)
    fixture.clock.advance(by: 1)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
  }

  @Test("A stored monotonic deadline longer than the lockout itself leaves at most its length")
  func bogusMonotonicDeadlineIsCapped() throws {
    var record = try sampleRecord()
    let wall = 1_800_000_000.0
    // Stored while the monotonic clock read a date-sized value (libfaketime fakes it too).
    record.secretAttempts.lockedUntil = wall + 10
    record.latestWallTime = wall
    record.secretAttempts.lockoutAnchor = LockoutAnchor(
      seconds: 3_600, bootID: "boot-1", monotonicEnd: 1_796_059_009)
    let state = try #require(
      record.secretAttempts.lockout(
        at: LockInstant(wall: wall, monotonic: 5_000, bootID: "boot-1"), on: .default))
    #expect(state.end == wall + 3_600)
    #expect(!state.restartsInFull)
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
    let anchor = try #require(try fixture.stored()?.secretAttempts.lockoutAnchor)
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

  @Test("The system clock has a boot id, a monotonic time that does not go back, the wall time")
  func systemClock() throws {
    let clock = SystemLockClock()
    let bootID = try #require(clock.bootID())
    #expect(!bootID.isEmpty && clock.bootID() == bootID)
    let first = clock.monotonicTime()
    let second = clock.monotonicTime()
    #expect(first > 0 && second >= first)
    #expect(abs(clock.wallTime() - Date().timeIntervalSince1970) < 5)
  }

  @Test(
    "On Linux the boot id is the kernel's (/proc/sys/kernel/random/boot_id)",
    .enabled(if: TestPlatform.isLinux, "reads /proc, which only Linux has"))
  func linuxBootID() throws {
    let fromFile = try String(contentsOfFile: SystemLockClock.bootIDPath, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(SystemLockClock().bootID() == fromFile)
    #expect(fromFile.count == 36)
  }

  @Test("An uptime file is read as seconds; an unreadable or malformed one gives none")
  func uptime() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-uptime")
    let path = directory.path("uptime")
    try Data("4005.10 251.19\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(SystemLockClock.readUptime(at: path) == 4005.10)
    for bad in ["", "x 1", "-3 1", "nan 1"] {
      try Data(bad.utf8).write(to: URL(fileURLWithPath: path))
      #expect(SystemLockClock.readUptime(at: path) == nil, "\(bad)")
    }
    #expect(SystemLockClock.readUptime(at: directory.path("absent")) == nil)
  }

  @Test(
    "On Linux the monotonic clock is the kernel's uptime (/proc/uptime)",
    .enabled(if: TestPlatform.isLinux, "reads /proc, which only Linux has"))
  func linuxUptime() throws {
    let kernel = try #require(SystemLockClock.readUptime(at: SystemLockClock.uptimePath))
    #expect(abs(SystemLockClock().monotonicTime() - kernel) < 1)
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
