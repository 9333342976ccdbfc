import Foundation
import GestureLockBiometrics
import GestureLockFingerprint
import TestSupport
import Testing

extension FingerprintTests {
  /// Each of fprintd's calls, one at a time, against the real fprintd.
  @Suite("fprintd's calls") struct FprintdCalls {
    @Test("GetDefaultDevice finds the virtual reader and names fprintd's unique bus name")
    func defaultDevice() throws {
      let bed = try FprintdTestBed()
      let reader = try Fprintd(systemBusAddress: bed.busAddress).defaultDevice()
      #expect(reader.path == "/net/reactivated/Fprint/Device/0")
      #expect(reader.owner.hasPrefix(":"))
    }

    @Test("ListEnrolledFingers lists the finger enrolled with fprintd-enroll")
    func enrolledFingers() throws {
      let bed = try FprintdTestBed.enrolled()
      let fprintd = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try fprintd.defaultDevice()
      #expect(
        try fprintd.listEnrolledFingers(reader, username: FprintdTestBed.defaultUser)
          == ["right-index-finger"])
    }

    @Test("ListEnrolledFingers for a user without fingers is noEnrolledFingers")
    func noEnrolledFingers() throws {
      let bed = try FprintdTestBed.enrolled()
      let fprintd = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try fprintd.defaultDevice()
      #expect(throws: FingerprintUnavailable.noEnrolledFingers) {
        try fprintd.listEnrolledFingers(reader, username: "nobody")
      }
    }

    @Test("Claim, VerifyStart, the VerifyStatus signal, VerifyStop and Release, in order")
    func callsInOrder() throws {
      let bed = try FprintdTestBed.enrolled()
      let fprintd = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try fprintd.defaultDevice()
      try fprintd.claim(reader, username: FprintdTestBed.defaultUser)
      // Claimed: the virtual reader listens now and queues the scan for the verification.
      try bed.scan(FingerprintTests.enrolledID)
      try fprintd.verifyStart(reader)
      let event = try fprintd.nextVerifyStatus(
        of: reader, until: .now + FingerprintTests.patience,
        cancellation: FingerprintCancellation())
      #expect(event == .status(.match, done: true))
      try fprintd.verifyStop(reader)
      try fprintd.release(reader)
    }

    @Test("A second client's Claim is readerBusy while the first holds the reader")
    func readerBusy() throws {
      let bed = try FprintdTestBed.enrolled()
      let first = try Fprintd(systemBusAddress: bed.busAddress)
      let second = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try first.defaultDevice()
      try first.claim(reader, username: FprintdTestBed.defaultUser)
      #expect(throws: FingerprintUnavailable.readerBusy) {
        try second.claim(reader, username: FprintdTestBed.defaultUser)
      }
      try first.release(reader)
      try second.claim(reader, username: FprintdTestBed.defaultUser)
      try second.release(reader)
    }

    @Test("A client killed while holding the reader loses its claim: fprintd releases it")
    func claimEndsWithTheProcess() throws {
      let bed = try FprintdTestBed.enrolled()
      let holder = Process()
      holder.executableURL = URL(fileURLWithPath: "/usr/bin/fprintd-verify")
      holder.arguments = [FprintdTestBed.defaultUser]
      holder.environment = ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress]
      let output = Pipe()
      holder.standardOutput = output
      holder.standardError = output
      try holder.run()
      defer {
        if holder.isRunning { kill(holder.processIdentifier, SIGKILL) }
        holder.waitUntilExit()
      }
      // fprintd-verify says so once it has claimed the reader and started verifying; it then
      // waits for a finger forever (or exits, closing the pipe, if it could not).
      var said = ""
      while !said.contains("Verify started") {
        let data = output.fileHandleForReading.availableData
        if data.isEmpty { break }
        said += String(decoding: data, as: UTF8.self)
      }
      try #require(said.contains("Verify started"), "fprintd-verify did not start: \(said)")
      let fprintd = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try fprintd.defaultDevice()
      #expect(throws: FingerprintUnavailable.readerBusy) {
        try fprintd.claim(reader, username: FprintdTestBed.defaultUser)
      }
      kill(holder.processIdentifier, SIGKILL)
      holder.waitUntilExit()
      // fprintd learns of the death from the bus, asynchronously: try again for a while.
      var outcome: FingerprintUnavailable? = .readerBusy
      for _ in 0..<400 where outcome == .readerBusy {
        do {
          try fprintd.claim(reader, username: FprintdTestBed.defaultUser)
          outcome = nil
        } catch {
          outcome = error
          usleep(50_000)
        }
      }
      #expect(outcome == nil)
      try fprintd.release(reader)
    }

    @Test("A VerifyStatus signal from another client than fprintd is ignored")
    func forgedSignal() throws {
      let bed = try FprintdTestBed.enrolled()
      let fprintd = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try fprintd.defaultDevice()
      try fprintd.claim(reader, username: FprintdTestBed.defaultUser)
      defer { try? fprintd.release(reader) }
      // Any client may emit a signal with fprintd's path and interface on the bus.
      let forged = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/dbus-send"),
        [
          "--system", "--type=signal", reader.path,
          "net.reactivated.Fprint.Device.VerifyStatus", "string:verify-match", "boolean:true",
        ], environment: ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress])
      try #require(forged.status == 0, "dbus-send failed: \(forged.stderr)")
      try bed.scan(FingerprintTests.otherID)
      try fprintd.verifyStart(reader)
      defer { try? fprintd.verifyStop(reader) }
      let event = try fprintd.nextVerifyStatus(
        of: reader, until: .now + FingerprintTests.patience,
        cancellation: FingerprintCancellation())
      #expect(event == .status(.noMatch, done: true))
    }

    @Test("Without fprintd on the bus, GetDefaultDevice is noService")
    func noService() throws {
      let bed = try FprintdTestBed(withFprintd: false)
      let fprintd = try Fprintd(systemBusAddress: bed.busAddress)
      #expect(throws: FingerprintUnavailable.noService) { try fprintd.defaultDevice() }
    }

    @Test("A bus address where no bus listens is noSystemBus, with the errno")
    func noSystemBus() throws {
      let directory = try TemporaryDirectory()
      let address = "unix:path=" + directory.path("no-bus-here")
      #expect {
        _ = try Fprintd(systemBusAddress: address)
      } throws: { error in
        guard case .noSystemBus(let dbus) = error as? FingerprintUnavailable else { return false }
        return dbus.code == DBusErrno.noSuchFile.rawValue && dbus.name == nil
      }
    }

    @Test("When polkit refuses the fprint actions, the calls are permissionDenied")
    func permissionDenied() throws {
      let bed = try FprintdTestBed(allowFprintActions: false)
      let fprintd = try Fprintd(systemBusAddress: bed.busAddress)
      let reader = try fprintd.defaultDevice()
      #expect(throws: FingerprintUnavailable.permissionDenied) {
        try fprintd.claim(reader, username: FprintdTestBed.defaultUser)
      }
    }
  }
}
