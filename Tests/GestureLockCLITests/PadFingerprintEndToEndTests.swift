import Foundation
import TestSupport
import Testing

/// `gesturelock pad --tui` with fingerprint unlock on, through a pseudo-terminal, against the
/// real fprintd (its virtual reader on a private bus, `DBUS_SYSTEM_BUS_ADDRESS`): the whole
/// product path — `fingerprint enable`, the CLI's `FprintdUnlocker`, the profile's
/// `LockService` as the pad's recorder, the terminal's wake pipe, the pad gate's exit code.
@Suite("Terminal pad with a finger, end to end", .serialized)
struct PadFingerprintEndToEndTests {
  static let enrolledID = "finger-enrolled"
  static let otherID = "finger-other"

  /// A store with `FingerprintCommandTests.right` enrolled and fingerprint unlock enabled.
  static func enabled() throws -> FingerprintCommandTests.Bench {
    let bench = try FingerprintCommandTests.Bench()
    try bench.enable()
    return bench
  }

  /// The pad over `bench`'s store, returned once it offers the finger on screen.
  static func padOfferingTheFinger(_ bench: FingerprintCommandTests.Bench) throws
    -> TerminalPadRun
  {
    let pad = try TerminalPadRun(
      directory: bench.cli.directory,
      environment: ["DBUS_SYSTEM_BUS_ADDRESS": bench.bed.busAddress],
      stay: false)
    #expect(
      pad.tty.waitForOutput(
        Array("Touch the fingerprint reader or draw your pattern".utf8), timeout: 60))
    return pad
  }

  @Test("The pad offers the finger; a match unlocks it and it exits 0; the reader is free")
  func matchUnlocks() throws {
    let bench = try Self.enabled()
    let pad = try Self.padOfferingTheFinger(bench)
    defer { pad.stop() }
    try bench.bed.scan(Self.enrolledID)
    #expect(pad.tty.waitForExit(timeout: 60) == 0, "the pad gate: unlocked")
    let results = pad.events().filter { $0["event"] as? String == "fingerprint" }
      .compactMap { $0["result"] as? String }
    #expect(results == ["match"])
    #expect(
      pad.events().contains {
        $0["event"] as? String == "verified" && $0["result"] as? String == "accepted"
      })
    let status = try bench.fingerprintStatus()
    #expect(status["enabled"] as? Bool == true)
    #expect(try bench.bed.readerIsFree(), "the reader was not released")
  }

  @Test("A no-match is counted before it is shown; quitting then exits 7 and frees the reader")
  func noMatchThenQuit() throws {
    let bench = try Self.enabled()
    let pad = try Self.padOfferingTheFinger(bench)
    defer { pad.stop() }
    try bench.bed.scan(Self.otherID)
    _ = try pad.waitForEvent("fingerprint") { $0["result"] as? String == "no_match" }
    _ = try pad.waitForEvent("state") { $0["state"] as? String == "error" }
    pad.tty.send("q")
    #expect(pad.tty.waitForExit(timeout: 60) == 7, "closed without unlocking")
    let status = try bench.fingerprintStatus()
    #expect(status["noMatchesInARow"] as? Int == 1, "\(status)")
    #expect(try bench.bed.readerIsFree(), "the reader was not released")
  }
}
