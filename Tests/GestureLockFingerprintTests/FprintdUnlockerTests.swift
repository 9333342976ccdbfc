import Foundation
import GestureLockBiometrics
import GestureLockFingerprint
import TestSupport
import Testing

extension FingerprintTests {
  /// Whole verifications through the `BiometricUnlocker`, against the real fprintd.
  @Suite("Fingerprint verification") struct Verification {
    /// Runs one verification for the enrolled user while `commands` reach the reader.
    static func verify(
      _ bed: FprintdTestBed, sending commands: [String],
      username: String = FprintdTestBed.defaultUser,
      timeout: Double = FingerprintTests.patienceSeconds,
      cancellation: FingerprintCancellation = FingerprintCancellation()
    ) throws -> (FingerprintVerification, [FingerprintScan]) {
      let unlocker = FprintdUnlocker(username: username, systemBusAddress: bed.busAddress)
      let sender = BackgroundCommands(bed, commands)
      var scans: [FingerprintScan] = []
      let outcome = unlocker.verify(timeout: timeout, cancellation: cancellation) {
        scans.append($0)
      }
      try sender.finish()
      return (outcome, scans)
    }

    struct ScanCase: Sendable, CustomTestStringConvertible {
      let printID: String
      let scan: FingerprintScan
      var testDescription: String { "\(scan)" }
    }

    @Test(
      "The enrolled print matches, another does not; the reader is released after either",
      arguments: [
        ScanCase(printID: FingerprintTests.enrolledID, scan: .match),
        ScanCase(printID: FingerprintTests.otherID, scan: .noMatch),
      ])
    func finalScan(_ testCase: ScanCase) throws {
      let bed = try FprintdTestBed.enrolled()
      let (outcome, scans) = try Self.verify(bed, sending: ["SCAN \(testCase.printID)"])
      #expect(outcome == .finished(testCase.scan))
      #expect(scans == [testCase.scan])
      #expect(try bed.readerIsFree(), "the reader was not released")
    }

    @Test("Each retry is reported and the verification goes on to the match")
    func retries() throws {
      let bed = try FprintdTestBed.enrolled()
      let retries = FprintdTestBed.VirtualRetry.allCases.map { "RETRY \($0.rawValue)" }
      let (outcome, scans) = try Self.verify(
        bed, sending: retries + ["SCAN \(FingerprintTests.enrolledID)"])
      #expect(outcome == .finished(.match))
      #expect(
        scans == [
          .retry(.scanAgain), .retry(.swipeTooShort), .retry(.fingerNotCentered),
          .retry(.removeAndRetry), .match,
        ])
    }

    @Test("While another client holds the reader, verification is readerBusy")
    func readerBusy() throws {
      let bed = try FprintdTestBed.enrolled()
      let holder = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try holder.defaultDevice()
      try holder.claim(reader, username: FprintdTestBed.defaultUser)
      let (outcome, scans) = try Self.verify(bed, sending: [])
      #expect(outcome == .unavailable(.readerBusy))
      #expect(scans.isEmpty)
    }

    @Test("Without fprintd, availability and verification are noService")
    func noService() throws {
      let bed = try FprintdTestBed(withFprintd: false)
      let unlocker = FprintdUnlocker(username: "root", systemBusAddress: bed.busAddress)
      #expect(unlocker.availability() == .failure(.noService))
      let (outcome, _) = try Self.verify(bed, sending: [])
      #expect(outcome == .unavailable(.noService))
    }

    @Test("Availability lists the enrolled fingers")
    func available() throws {
      let bed = try FprintdTestBed.enrolled()
      let unlocker = FprintdUnlocker(
        username: FprintdTestBed.defaultUser, systemBusAddress: bed.busAddress)
      #expect(unlocker.availability() == .success(["right-index-finger"]))
    }

    @Test("A user without enrolled fingers: noEnrolledFingers, and the reader is released")
    func noEnrolledFingers() throws {
      let bed = try FprintdTestBed.enrolled()
      let unlocker = FprintdUnlocker(username: "nobody", systemBusAddress: bed.busAddress)
      #expect(unlocker.availability() == .failure(.noEnrolledFingers))
      // The claim succeeds and VerifyStart refuses: the claim must not outlive the call.
      let (outcome, _) = try Self.verify(bed, sending: [], username: "nobody")
      #expect(outcome == .unavailable(.noEnrolledFingers))
      #expect(try bed.readerIsFree(), "the reader was not released after VerifyStart failed")
    }

    @Test("No finger before the timeout: timedOut, and the reader is released")
    func timedOut() throws {
      let bed = try FprintdTestBed.enrolled()
      let (outcome, scans) = try Self.verify(bed, sending: [], timeout: 0.2)
      #expect(outcome == .timedOut)
      #expect(scans.isEmpty)
      #expect(try bed.readerIsFree(), "the reader was not released after a timeout")
    }

    @Test(
      "A timeout of no time (zero, negative, NaN) times out at once; the reader stays free",
      arguments: [0, -1, Double.nan])
    func noTime(seconds: Double) throws {
      let bed = try FprintdTestBed.enrolled()
      let (outcome, scans) = try Self.verify(bed, sending: [], timeout: seconds)
      #expect(outcome == .timedOut)
      #expect(scans.isEmpty)
      #expect(try bed.readerIsFree(), "the reader was not released after a timeout")
    }

    @Test("An infinite timeout is accepted (no trap) and a cancellation still ends the wait")
    func infiniteTimeout() throws {
      let bed = try FprintdTestBed.enrolled()
      let cancellation = FingerprintCancellation()
      cancellation.request()
      let (outcome, _) = try Self.verify(
        bed, sending: [], timeout: .infinity, cancellation: cancellation)
      #expect(outcome == .cancelled)
      #expect(try bed.readerIsFree(), "the reader was not released after a cancellation")
    }

    @Test("A cancellation requested before the wait: cancelled, and the reader is released")
    func cancelledBefore() throws {
      let bed = try FprintdTestBed.enrolled()
      let cancellation = FingerprintCancellation()
      cancellation.request()
      let (outcome, _) = try Self.verify(bed, sending: [], cancellation: cancellation)
      #expect(outcome == .cancelled)
      #expect(try bed.readerIsFree(), "the reader was not released after a cancellation")
    }

    @Test("A cancellation from another thread ends a waiting verification")
    func cancelledWhileWaiting() throws {
      let bed = try FprintdTestBed.enrolled()
      let cancellation = FingerprintCancellation()
      // A retry proves the verification is waiting on fprintd; then the other thread cancels.
      let unlocker = FprintdUnlocker(
        username: FprintdTestBed.defaultUser, systemBusAddress: bed.busAddress)
      let sender = BackgroundCommands(bed, ["RETRY 0"])
      var scans: [FingerprintScan] = []
      let outcome = unlocker.verify(
        timeout: FingerprintTests.patienceSeconds, cancellation: cancellation
      ) { scan in
        scans.append(scan)
        let canceller = cancellation
        DispatchQueue.global().async { canceller.request() }
      }
      try sender.finish()
      #expect(outcome == .cancelled)
      #expect(scans == [.retry(.scanAgain)])
      #expect(try bed.readerIsFree(), "the reader was not released after a cancellation")
    }

    @Test("fprintd leaving the bus mid-verification is noService, not a hang")
    func fprintdLeaves() throws {
      let bed = try FprintdTestBed.enrolled()
      let unlocker = FprintdUnlocker(
        username: FprintdTestBed.defaultUser, systemBusAddress: bed.busAddress)
      let sender = BackgroundCommands(bed, ["RETRY 0"])
      var scans: [FingerprintScan] = []
      let outcome = unlocker.verify(
        timeout: FingerprintTests.patienceSeconds, cancellation: FingerprintCancellation()
      ) { scan in
        scans.append(scan)
        bed.stopFprintd()
      }
      try sender.finish()
      #expect(outcome == .unavailable(.noService))
      #expect(scans == [.retry(.scanAgain)])
    }

    @Test("An unplugged reader ends the verification; then there is no reader")
    func unplugged() throws {
      let bed = try FprintdTestBed.enrolled()
      let (outcome, _) = try Self.verify(bed, sending: ["UNPLUG"])
      // fprintd 1.94 reports the removal as verify-unknown-error, not verify-disconnected.
      #expect(outcome == .finished(.unknownError) || outcome == .finished(.disconnected))
      let unlocker = FprintdUnlocker(
        username: FprintdTestBed.defaultUser, systemBusAddress: bed.busAddress)
      #expect(unlocker.availability() == .failure(.noReader))
    }
  }
}
