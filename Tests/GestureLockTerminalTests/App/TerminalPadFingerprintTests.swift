import Foundation
import GestureLockCore
import GestureLockFingerprint
import GestureLockSystem
import TestSupport
import Testing

@testable import GestureLockPadFlow
@testable import GestureLockSecurity
@testable import GestureLockTerminal

/// The terminal pad's own device with fingerprint unlock: the loop sleeps in `poll` with no
/// deadline, so only the wake pipe can bring the fingerprint thread's match to it. Runs the
/// real `TerminalScreen` on a pseudo-terminal of this process, against the real fprintd.
@Suite("Terminal pad with fingerprint", .serialized)
struct TerminalPadFingerprintTests {
  static let enrolledID = "finger-enrolled"
  static let patience: TimeInterval = 60

  /// Allows the finger whenever it is enabled, and keeps what was recorded (the profile's rules
  /// are GestureLockSecurity's, tested there; `LockService` is the recorder after the merge).
  final class AllowingRecorder: FingerprintRecorder {
    let service: LockService
    private(set) var recorded: [FingerprintResult] = []

    init(service: LockService) { self.service = service }

    func fingerprintStatus(enrolledFingers: [String]?) throws(SecurityError) -> FingerprintStatus? {
      FingerprintStatus(
        isEnabled: true, noMatchesInARow: 0,
        noMatchesLeft: LockService.fingerprintNoMatchLimit, secretRequired: nil)
    }

    func recordFingerprint(_ result: FingerprintResult, enrolledFingers: [String])
      throws(SecurityError) -> FingerprintVerdict
    {
      recorded.append(result)
      return result == .match
        ? .unlocked : .rejected(noMatchesLeft: LockService.fingerprintNoMatchLimit - 1)
    }

    func verify(_ secret: Secret, enrolledFingers: [String]?) throws(SecurityError)
      -> VerificationOutcome
    {
      try service.verify(secret)
    }
  }

  /// A pseudo-terminal pair of this process, its output collected from the master.
  final class Terminal: @unchecked Sendable {
    let master: Int32
    let slave: Int32
    private let lock = NSLock()
    private var output: [UInt8] = []

    init(columns: UInt16, rows: UInt16) throws {
      // As TestSupport's PseudoTerminal: TIOCSPTLCK (unlock) and TIOCGPTN (the number).
      master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0,
        ioctl(master, 0x8004_5430, &number) == 0
      else { throw TerminalPadError.systemCall("open /dev/ptmx") }
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard slave >= 0 else { throw TerminalPadError.systemCall("open the slave") }
      Thread.detachNewThread { [self] in
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
          let count = read(master, &buffer, buffer.count)
          guard count > 0 else { return }
          lock.withLock { output += buffer.prefix(count) }
        }
      }
    }

    /// Closes the slave; the reader thread ends at the master's end of file (EIO).
    func close() {
      _ = Glibc.close(slave)
    }

    var text: String { lock.withLock { String(decoding: output, as: UTF8.self) } }

    func type(_ text: String) {
      _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }
  }

  /// Waits (at most `patience`) for `condition`; whether it held.
  static func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(patience)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }

  @Test("A finger on the reader unlocks the pad asleep in poll; the reader is released after")
  func matchWakesTheTerminal() throws {
    let bed = try FprintdTestBed()
    try bed.enroll(scanID: Self.enrolledID)
    let directory = try TemporaryDirectory(prefix: "gesturelock-tui-fingerprint")
    let storePath = directory.path("lock.sqlite")
    let service = try LockService(store: SQLiteCredentialStore(path: storePath))
    let pattern = try Pattern(parsing: "0-1-2-5-8", on: .standard)
    _ = try service.enroll(
      .pattern(pattern), confirmation: .pattern(pattern), rules: PatternRules(),
      kdf: .pbkdf2SHA256(iterations: 1_000))
    let recorder = AllowingRecorder(service: service)
    let logPath = directory.path("events.jsonl")
    let logDescriptor = open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    defer { close(logDescriptor) }
    @Sendable func logText() -> String {
      (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    }

    let terminal = try Terminal(columns: 80, rows: 30)
    defer { terminal.close() }
    let options = PadOptions(
      storePath: storePath, profile: "default",
      fingerprintUnlocker: FprintdUnlocker(
        username: FprintdTestBed.defaultUser, systemBusAddress: bed.busAddress))
    let screen = try TerminalScreen(
      device: TerminalDevice(input: terminal.slave, output: terminal.slave),
      signals: SignalPipe(), wakePipe: WakePipe(), environment: ["TERM": "xterm-256color"],
      language: .english)
    let controller = PadController(
      options: options, service: service, log: EventLog(descriptor: logDescriptor),
      viewSize: { screen.geometry.viewSize }, padInsets: { screen.geometry.padInsets(for: $0) },
      keypadInsets: { screen.geometry.keypadInsets(for: $0) }, fingerprintRecorder: recorder)

    // The user: waits for the prompt, touches the reader, and leaves once unlocked (or
    // after `patience`, so a lost wake fails the test instead of hanging it).
    let done = DispatchSemaphore(value: 0)
    let failures = NSLock()
    nonisolated(unsafe) var unmet: [String] = []
    Thread.detachNewThread {
      defer { done.signal() }
      func expect(_ what: String, _ condition: () -> Bool) -> Bool {
        if Self.eventually(condition) { return true }
        failures.withLock { unmet.append(what) }
        return false
      }
      if expect(
        "the prompt on the terminal",
        {
          terminal.text.contains("Touch the fingerprint reader or draw your pattern")
        })
      {
        do {
          try bed.scan(Self.enrolledID)
          _ = expect("verified accepted") { logText().contains(#""result":"accepted""#) }
        } catch {
          failures.withLock { unmet.append("scan: \(error)") }
        }
      }
      terminal.type("q")
    }
    try screen.enter()
    defer { screen.leave() }
    try PadLoop.run(controller, on: screen)
    done.wait()
    for what in failures.withLock({ unmet }) { Issue.record("never happened: \(what)") }
    #expect(recorder.recorded == [.match])
    #expect(logText().contains(#"{"event":"fingerprint","result":"match"}"#))
    #expect(controller.session.message == PadMessage.unlocked.text(in: .english))
    #expect(logText().contains(#"{"event":"verified","result":"accepted"}"#))

    let other = try Fprintd(systemBusAddress: bed.busAddress)
    let reader = try other.defaultDevice()
    try other.claim(reader, username: FprintdTestBed.defaultUser)
    try other.release(reader)
  }
}
