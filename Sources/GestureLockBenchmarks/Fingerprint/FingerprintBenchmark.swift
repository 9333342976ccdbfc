import GestureLockBiometrics
import GestureLockCore
import GestureLockFingerprint
import GestureLockPadFlow
import GestureLockSecurity
import TestSupport

/// Figure 8 (issue 13): from a matching finger on the reader to "Unlocked" in the pad's flow,
/// against the raw `VerifyStatus` round trip of fprintd measured in the same run.
///
/// Both run against the real fprintd with libfprint's virtual reader on a private bus (the
/// tests' `FprintdTestBed`; needs Debian's `/usr/bin/python3`, `fprintd`, `python3-dbusmock`).
/// Each run starts when the `SCAN` command is sent to the virtual reader. The reference ends
/// when a bare `Fprintd` client, with the reader claimed and `VerifyStart` done, has the
/// `verify-match` signal. Ours ends when the pad's loop has "Unlocked": the `FprintdUnlocker`
/// on the pad's fingerprint thread sees the signal, the report crosses to the loop thread
/// through the mailbox and the device's wake, `LockService` records the match in the store and
/// the verdict is shown (`PadSession.unlock`); the reader is released meanwhile.
struct FingerprintBenchmark {
  /// Timed runs per side (after one untimed run each).
  let runs: Int

  /// The virtual print enrolled and scanned.
  static let printID = "bench-finger"
  /// fprintd's name of the finger the test bed enrols.
  static let finger = "right-index-finger"

  func run(into table: inout ResultTable) throws {
    let bed = try FprintdTestBed()
    try bed.enroll(scanID: Self.printID)
    let setup = try VerifyBenchmark.enrolledStore()
    let secret = Secret.pattern(try Pattern(parsing: VerifyBenchmark.patternText, on: .standard))
    let enabled = try LockService(store: SQLiteCredentialStore(path: setup.storePath))
      .enableFingerprint(verifying: secret, enrolledFingers: [Self.finger])
    guard enabled == .accepted else {
      throw ChildProcess.Failure(description: "enabling fingerprint unlock gave \(enabled)")
    }

    var raw: [Double] = []
    var ours: [Double] = []
    for run in 0...runs {
      let rawSeconds = try Self.rawRoundTrip(bed)
      let oursSeconds = try Self.padUnlock(bed, storePath: setup.storePath)
      if run > 0 {  // The first of each warms up.
        raw.append(rawSeconds)
        ours.append(oursSeconds)
      }
    }
    let oursMedian = Statistics.median(ours)
    let rawMedian = Statistics.median(raw)
    table.add(
      ResultRow(
        figure: "8 fingerprint: match to unlocked", ours: Format.duration(oursMedian),
        reference: Format.duration(rawMedian) + " (raw VerifyStatus)",
        ratio: Format.fixed(oursMedian / rawMedian, 2), budget: "ours − raw ≤ 50 ms",
        verdict: Verdict(oursMedian - rawMedian <= 0.050)))
    table.note(
      "Figure 8: fprintd with libfprint's virtual reader on a private bus; from sending SCAN "
        + "to the reader, wall clock, median of \(Format.count(runs, "run", "runs")) "
        + "alternating. Raw = a bare client's VerifyStatus signal; ours = the pad's flow up to "
        + "\"Unlocked\" (signal, mailbox and wake, the match recorded in the store by "
        + "LockService, the verdict shown; the reader is released meanwhile). The budget: the "
        + "pad adds no more than 50 ms, well under what a person notices.")
  }

  /// Seconds from sending `SCAN` to a bare client's `verify-match`.
  private static func rawRoundTrip(_ bed: FprintdTestBed) throws -> Double {
    let fprintd = try Fprintd(systemBusAddress: bed.busAddress)
    let reader = try fprintd.defaultDevice()
    try fprintd.claim(reader, username: FprintdTestBed.defaultUser)
    defer { try? fprintd.release(reader) }
    try fprintd.verifyStart(reader)
    defer { try? fprintd.verifyStop(reader) }
    let start = Clock.wall()
    try bed.scan(printID)
    let event = try fprintd.nextVerifyStatus(
      of: reader, until: .now + .seconds(60), cancellation: FingerprintCancellation())
    let seconds = Clock.wall() - start
    guard case .status(.match, _) = event else {
      throw ChildProcess.Failure(description: "the raw verification gave \(event)")
    }
    return seconds
  }

  /// Seconds from sending `SCAN` to "Unlocked" in a pad verifying on `storePath`.
  private static func padUnlock(_ bed: FprintdTestBed, storePath: String) throws -> Double {
    let service = try LockService(store: SQLiteCredentialStore(path: storePath))
    let options = PadOptions(
      storePath: storePath, profile: "default",
      fingerprintUnlocker: FprintdUnlocker(
        username: FprintdTestBed.defaultUser, systemBusAddress: bed.busAddress))
    let size = Size(width: 360, height: 480)
    let controller = PadController(
      options: options, service: service, log: EventLog(descriptor: -1),
      viewSize: { size }, padInsets: { _ in EdgeInsets() }, keypadInsets: { _ in EdgeInsets() },
      fingerprintRecorder: service)
    let device = BenchmarkPadDevice(bed: bed)
    PadLoop.run(controller, on: device)
    if let failure = device.failure { throw failure }
    guard let seconds = device.seconds else {
      throw ChildProcess.Failure(description: "the pad never unlocked by finger")
    }
    return seconds
  }
}
