import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturelock lock` with fingerprint unlock enabled (issue 14: "and by fingerprint where that
/// is enabled"), under Xvfb with two monitors and against the real fprintd (libfprint's virtual
/// reader on a private system bus, `DBUS_SYSTEM_BUS_ADDRESS`): the whole path from
/// `fingerprint enable` through the lock pad's `FprintdUnlocker`, its wake pipe and the
/// profile's rules to the holder's `unlocked` report.
///
/// One test (each starts Xvfb and fprintd): a no-match is counted and shown while the screen
/// stays covered; the pad's process, killed while it holds the reader, comes back and claims it
/// again (fprintd released the dead child's claim); then the enrolled finger unlocks.
@Suite(
  "gesturelock lock with a finger, against fprintd", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct LockFingerprintTests {
  static let enrolledID = "finger-enrolled"
  static let otherID = "finger-other"

  @Test(
    "A no-match is counted, shown, still covered; a killed pad claims the reader again; the finger unlocks and uncovers"
  )
  func fingerUnlocksTheLock() throws {
    let bed = try FprintdTestBed()
    try bed.enroll(scanID: Self.enrolledID)
    let bus = ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress]
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    let enable = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "fingerprint", "enable"],
      stdin: Data("0-1-2-5-8\n".utf8), environment: bus)
    try #require(enable.status == 0, "\(enable.stderr)")

    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    let locker = try LockCommandTests.lock(screen, store: store, environment: bus)
    _ = try #require(locker.next(containing: #""event":"ready""#))

    // Another finger: counted (the store's counter, so a restarted pad gets no free scan),
    // shown as the error state, and the screen stays locked.
    try bed.scan(Self.otherID)
    let noMatch = locker.next(containing: #""event":"fingerprint""#)
    #expect(noMatch?.contains(#""result":"no_match""#) == true, "\(noMatch ?? "no event")")
    #expect(locker.next(containing: #""state":"error""#) != nil)
    #expect(locker.isRunning)
    #expect(try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0))
    let counted = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "fingerprint", "status"], environment: bus)
    #expect(counted.stdout.contains(#""noMatchesInARow":1"#), "\(counted.stdout)")

    // The pad killed while it holds the reader: fprintd releases the claim of a client that
    // left the bus, so the new pad claims it and offers the finger again.
    let children = LockCommandTests.padChildren(of: locker.pid)
    try #require(children.count == 1)
    kill(children[0], SIGKILL)
    _ = try #require(locker.next(containing: #""event":"ready""#))
    #expect(try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0))

    try bed.scan(Self.enrolledID)
    let match = locker.next(containing: #""event":"fingerprint""#)
    #expect(match?.contains(#""result":"match""#) == true, "\(match ?? "no event")")
    #expect(locker.waitForExit(timeout: 30) == 0, "unlocked by the finger")
    let (left, right) = try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen)
    #expect(left > 100_000 && right > 100_000)
    window.finish()
  }
}
