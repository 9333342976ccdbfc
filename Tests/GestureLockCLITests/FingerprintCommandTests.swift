import Foundation
import GestureLockFingerprint
import TestSupport
import Testing

/// `verify --fingerprint`, `fingerprint enable|disable|status` and `status` end to end: the
/// built binary against the real fprintd with libfprint's virtual reader on a private system
/// bus (`FprintdTestBed`), the child pointed at it by `DBUS_SYSTEM_BUS_ADDRESS`.
///
/// One test at a time: each starts its own bus, polkit stand-in and fprintd.
@Suite("CLI fingerprint unlock against fprintd", .serialized)
struct FingerprintCommandTests {
  static let enrolledID = "finger-enrolled"
  static let otherID = "finger-other"
  static let right = "0-1-2-5-8"

  /// A CLI with `right` enrolled, talking to `bed`.
  struct Bench {
    let cli: CLI
    let bed: FprintdTestBed

    init(withFprintd: Bool = true, enrolFinger: Bool = true) throws {
      cli = try CLI()
      bed = try FprintdTestBed(withFprintd: withFprintd)
      if enrolFinger { try bed.enroll(scanID: FingerprintCommandTests.enrolledID) }
      let enrolled = try cli.enroll(FingerprintCommandTests.right)
      #expect(enrolled.status == 0, "\(enrolled.stderr)")
    }

    /// Runs the CLI on the test bed's bus.
    func run(_ arguments: [String], stdin: String = "") throws -> ProcessResult {
      try cli.run(arguments, stdin: stdin, environment: ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress])
    }

    /// Runs the CLI on the test bed's bus, killed after `cap` seconds (status 137 then).
    func run(_ arguments: [String], stdin: String = "", cap: Double) throws -> ProcessResult {
      try ProcessRunner.run(
        ProductBinary.gesturelock, ["--store", cli.store] + arguments, stdin: Data(stdin.utf8),
        environment: ["LANG": "C", "DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress], timeout: cap)
    }

    /// `fingerprint enable` with the right secret.
    func enable() throws {
      let result = try run(["fingerprint", "enable"], stdin: FingerprintCommandTests.right + "\n")
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.contains("fprintd-enroll"))
    }

    /// `verify --fingerprint --timeout 30` while `commands` reach the virtual reader (sent once
    /// the CLI has claimed it).
    func verifyFinger(sending commands: [String]) throws -> ProcessResult {
      let sent = DispatchSemaphore(value: 0)
      let failure = Failure()
      let bed = self.bed
      DispatchQueue.global().async {
        do {
          for command in commands { try bed.send(command) }
        } catch {
          failure.set(error)
        }
        sent.signal()
      }
      let result = try run(["verify", "--fingerprint", "--timeout", "30"])
      sent.wait()
      if let error = failure.get() { throw error }
      return result
    }

    /// The `fingerprint status` JSON.
    func fingerprintStatus() throws -> [String: Any] {
      let result = try run(["fingerprint", "status"])
      #expect(result.status == 0, "\(result.stderr)")
      return try #require(CLI.json(result))
    }
  }

  /// The first error of a background sender.
  final class Failure: @unchecked Sendable {
    private let lock = NSLock()
    private var error: (any Error)?
    func set(_ error: any Error) { lock.withLock { self.error = error } }
    func get() -> (any Error)? { lock.withLock { error } }
  }

  @Test("Enable, status, then a match unlocks (exit 0)")
  func match() throws {
    let bench = try Bench()
    try bench.enable()
    let status = try bench.fingerprintStatus()
    #expect(status["enabled"] as? Bool == true)
    #expect(status["readerPresent"] as? Bool == true)
    #expect(status["fingersEnrolled"] as? Int == 1)
    #expect(status["secretRequired"] is NSNull)
    let whole = try #require(CLI.json(try bench.run(["status"])))
    let fingerprint = try #require(whole["fingerprint"] as? [String: Any])
    #expect(fingerprint["enabled"] as? Bool == true)
    #expect(fingerprint["fingersEnrolled"] as? Int == 1)

    let result = try bench.verifyFinger(sending: ["SCAN \(Self.enrolledID)"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(CLI.json(result)?["method"] as? String == "fingerprint")
  }

  @Test("Five no-matches (exit 1, tries left counted down), then the secret is required (8)")
  func noMatchesThenSecretRequired() throws {
    let bench = try Bench()
    try bench.enable()
    for left in [4, 3, 2, 1, 0] {
      let result = try bench.verifyFinger(sending: ["SCAN \(Self.otherID)"])
      #expect(result.status == 1, "\(result.stderr)")
      #expect(CLI.json(result)?["noMatchesLeft"] as? Int == left)
      #expect(result.stderr.contains("No match: "), "capitalised like the pad: \(result.stderr)")
      #expect(
        result.stderr.contains(
          left == 0 ? "the secret is required now" : "\(left) fingerprint tr"),
        "\(result.stderr)")
    }
    let refused = try bench.run(["verify", "--fingerprint", "--timeout", "30"])
    #expect(refused.status == 8)
    #expect(refused.stderr.contains("no-matches in a row"), "\(refused.stderr)")
    // The secret's failed attempts were not touched; the secret clears the rule.
    #expect(CLI.json(try bench.run(["status"]))?["failedAttempts"] as? Int == 0)
    #expect(try bench.run(["verify"], stdin: Self.right + "\n").status == 0)
    #expect(try bench.fingerprintStatus()["secretRequired"] is NSNull)
  }

  @Test("Retry scans are shown and not counted")
  func retryNotCounted() throws {
    let bench = try Bench()
    try bench.enable()
    let result = try bench.verifyFinger(sending: [
      "RETRY \(FprintdTestBed.VirtualRetry.tooShort.rawValue)",
      "RETRY \(FprintdTestBed.VirtualRetry.centerFinger.rawValue)", "SCAN \(Self.otherID)",
    ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("Swipe too short"), "\(result.stderr)")
    #expect(result.stderr.contains("Finger not centred"), "\(result.stderr)")
    #expect(CLI.json(result)?["noMatchesLeft"] as? Int == 4)
    #expect(try bench.fingerprintStatus()["noMatchesInARow"] as? Int == 1)
  }

  @Test("Another client holds the reader: exit 8, nothing counted")
  func readerBusy() throws {
    let bench = try Bench()
    try bench.enable()
    let holder = try Fprintd(systemBusAddress: bench.bed.busAddress)
    let reader = try holder.defaultDevice()
    try holder.claim(reader, username: FprintdTestBed.defaultUser)
    let result = try bench.run(["verify", "--fingerprint", "--timeout", "30"])
    #expect(result.status == 8)
    #expect(result.stderr.contains("another program holds the fingerprint reader"))
    #expect(CLI.json(result)?["reason"] as? String == "reader_busy")
    try holder.release(reader)
    #expect(try bench.fingerprintStatus()["noMatchesInARow"] as? Int == 0)
  }

  @Test("fprintd absent: enable and verify --fingerprint exit 8 saying so")
  func fprintdAbsent() throws {
    let bench = try Bench()
    try bench.enable()
    bench.bed.stopFprintd()
    let result = try bench.run(["verify", "--fingerprint", "--timeout", "30"])
    #expect(result.status == 8, "\(result.stderr)")
    #expect(CLI.json(result)?["reason"] as? String == "no_fprintd", "\(result.stdout)")
    let enable = try bench.run(["fingerprint", "enable"], stdin: Self.right + "\n")
    #expect(enable.status == 8)
    #expect(enable.stderr.contains("fprintd is not running"))
  }

  @Test("Not enabled: exit 8; disable turns it off")
  func notEnabled() throws {
    let bench = try Bench()
    let result = try bench.run(["verify", "--fingerprint", "--timeout", "30"])
    #expect(result.status == 8)
    #expect(result.stderr.contains("not enabled"), "\(result.stderr)")
    try bench.enable()
    #expect(try bench.run(["fingerprint", "disable"]).status == 0)
    #expect(try bench.run(["verify", "--fingerprint", "--timeout", "30"]).status == 8)
    #expect(try bench.fingerprintStatus()["enabled"] as? Bool == false)
  }

  @Test("No finger enrolled at fprintd: enable exits 8 and points to fprintd-enroll")
  func noEnrolledFinger() throws {
    let bench = try Bench(enrolFinger: false)
    let result = try bench.run(["fingerprint", "enable"], stdin: Self.right + "\n")
    #expect(result.status == 8)
    #expect(result.stderr.contains("fprintd-enroll"), "\(result.stderr)")
    #expect(CLI.json(try bench.run(["status"]))?["failedAttempts"] as? Int == 0)
  }

  @Test("A lockout in force: verify --fingerprint exits 3")
  func lockout() throws {
    let bench = try Bench()
    try bench.enable()
    for wrong in ["2-5-8-7", "3-4-5-8", "6-7-8-5", "0-3-6-7", "1-4-7-8"] {
      _ = try bench.run(["verify"], stdin: wrong + "\n")
    }
    let result = try bench.run(["verify", "--fingerprint", "--timeout", "30"])
    #expect(result.status == 3, "\(result.stderr)")
    #expect(result.stderr.contains("locked out"))
  }

  @Test("Enable with a wrong secret: exit 1, counted, not enabled")
  func enableWrongSecret() throws {
    let bench = try Bench()
    let result = try bench.run(["fingerprint", "enable"], stdin: "2-5-8-7\n")
    #expect(result.status == 1, "\(result.stderr)")
    #expect(CLI.json(try bench.run(["status"]))?["failedAttempts"] as? Int == 1)
    #expect(try bench.fingerprintStatus()["enabled"] as? Bool == false)
  }

  @Test("A finger enrolled later requires the secret, which then records the new set")
  func fingersChanged() throws {
    let bench = try Bench()
    try bench.enable()
    try bench.bed.enroll(finger: "left-thumb", scanID: "finger-new")
    let result = try bench.run(["verify", "--fingerprint", "--timeout", "30"])
    #expect(result.status == 8)
    #expect(result.stderr.contains("enrolled fingers changed"), "\(result.stderr)")
    #expect(try bench.run(["verify"], stdin: Self.right + "\n").status == 0)
    let status = try bench.fingerprintStatus()
    #expect(status["secretRequired"] is NSNull)
    #expect(status["fingersEnrolled"] as? Int == 2)
  }

  @Test("A finger deleted and enrolled anew under its name still requires the secret")
  func fingersChangedIsSticky() throws {
    let bench = try Bench()
    try bench.bed.enroll(finger: "left-index-finger", scanID: Self.otherID)
    try bench.enable()
    #expect(try bench.fingerprintStatus()["secretRequired"] is NSNull)
    try bench.bed.delete(finger: "right-index-finger")
    #expect(try bench.fingerprintStatus()["secretRequired"] as? String == "fingers_changed")
    try bench.bed.enroll(finger: "right-index-finger", scanID: "finger-replaced")
    #expect(try bench.fingerprintStatus()["secretRequired"] as? String == "fingers_changed")
    let result = try bench.run(["verify", "--fingerprint", "--timeout", "30"])
    #expect(result.status == 8)
    #expect(result.stderr.contains("enrolled fingers changed"), "\(result.stderr)")
    #expect(try bench.run(["verify"], stdin: Self.right + "\n").status == 0)
    #expect(try bench.fingerprintStatus()["secretRequired"] is NSNull)
  }

  @Test("A frozen fprintd: each command ends saying fprintd did not answer, before the cap")
  func frozenFprintd() throws {
    let bench = try Bench()
    try bench.enable()
    bench.bed.freezeFprintd()
    defer { bench.bed.thawFprintd() }
    // 15 s is well below sd-bus's own 25 s call timeout: a command still on it is killed (137).
    let verify = try bench.run(["verify", "--fingerprint", "--timeout", "10"], cap: 15)
    #expect(verify.status == 8, "\(verify.stderr)")
    #expect(CLI.json(verify)?["reason"] as? String == "fprintd_no_answer", "\(verify.stdout)")
    #expect(verify.stderr.contains("fprintd did not answer"), "\(verify.stderr)")
    let status = try bench.run(["fingerprint", "status"], cap: 15)
    #expect(status.status == 0, "\(status.stderr)")
    let json = try #require(CLI.json(status))
    #expect(json["unavailable"] as? String == "fprintd_no_answer", "\(status.stdout)")
    #expect(json["secretRequired"] is NSNull)
    let whole = try bench.run(["status"], cap: 15)
    #expect(whole.status == 0, "\(whole.stderr)")
    let enable = try bench.run(["fingerprint", "enable"], stdin: Self.right + "\n", cap: 15)
    #expect(enable.status == 8, "\(enable.stderr)")
    let secret = try bench.run(["verify"], stdin: Self.right + "\n", cap: 15)
    #expect(secret.status == 0, "\(secret.stderr)")
  }

  @Test("fprintd unreachable: the store-side rules are still reported (a lockout)")
  func storeRulesWithoutFprintd() throws {
    let bench = try Bench()
    try bench.enable()
    for wrong in ["2-5-8-7", "3-4-5-8", "6-7-8-5", "0-3-6-7", "1-4-7-8"] {
      _ = try bench.run(["verify"], stdin: wrong + "\n")
    }
    bench.bed.stopFprintd()
    let status = try bench.fingerprintStatus()
    #expect(status["secretRequired"] as? String == "lockout", "\(status)")
    let whole = try #require(CLI.json(try bench.run(["status"])))
    let fingerprint = try #require(whole["fingerprint"] as? [String: Any])
    #expect(fingerprint["secretRequired"] as? String == "lockout", "\(fingerprint)")
  }

  @Test("Enrolled but fingerprint unlock not enabled: no secret requirement reported")
  func notEnabledSaysNoRequirement() throws {
    let bench = try Bench()
    let status = try bench.fingerprintStatus()
    #expect(status["enabled"] as? Bool == false)
    #expect(status["secretRequired"] is NSNull, "\(status)")
  }

  @Test("--timeout 1.5 is waited and reported as given")
  func fractionalTimeout() throws {
    let bench = try Bench()
    try bench.enable()
    let result = try bench.run(["verify", "--fingerprint", "--timeout", "1.5"])
    #expect(result.status == 8, "\(result.stderr)")
    #expect(CLI.json(result)?["reason"] as? String == "timed_out")
    #expect(result.stderr.contains("within 1.5 s"), "\(result.stderr)")
  }

  struct UsageCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    "Usage errors exit 2 before anything is asked; nothing enrolled exits 5",
    arguments: [
      UsageCase(arguments: ["verify", "--timeout", "5"], status: 2, message: "--timeout applies"),
      UsageCase(
        arguments: ["verify", "--fingerprint", "--timeout", "0"], status: 2,
        message: "--timeout: '0' is not a number from 1 to 3600"),
      UsageCase(
        arguments: ["verify", "--fingerprint", "--trace", "t.json"], status: 2,
        message: "exclude each other"),
      UsageCase(arguments: ["fingerprint"], status: 2, message: "needs one of enable"),
      UsageCase(arguments: ["fingerprint", "on"], status: 2, message: "'on' is not one of"),
      UsageCase(arguments: ["status", "extra"], status: 2, message: "unexpected argument 'extra'"),
      UsageCase(
        arguments: ["verify", "--fingerprint", "--timeout", "5"], status: 5,
        message: "no secret is enrolled"),
      UsageCase(arguments: ["fingerprint", "status"], status: 5, message: "no secret is enrolled"),
    ])
  func usage(_ testCase: UsageCase) throws {
    let cli = try CLI()
    let result = try cli.run(
      testCase.arguments, environment: ["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent"])
    #expect(result.status == testCase.status, "\(result.stderr)")
    #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
  }
}
