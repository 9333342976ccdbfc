import Foundation
import GestureLockSecurity
import TestSupport

/// One store file shared by the `gesturelock` processes of a test, read directly too.
///
/// The processes use the shipped KDF (PBKDF2-HMAC-SHA256, 600,000 iterations, about 0.2 s),
/// so a kill after a random delay lands inside it most of the time.
struct LockProcesses {
  let directory: TemporaryDirectory
  var store: String { directory.path("lock.sqlite") }

  init() throws {
    directory = try TemporaryDirectory(prefix: "gesturelock-process")
    // A child killed before it reads its input must not kill the test with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
  }

  /// The `gesturelock` arguments for `command` on this store and `profile`.
  func arguments(_ command: [String], profile: String) -> [String] {
    ["--store", store, "--profile", profile] + command
  }

  /// Runs `gesturelock` to completion with `lines` on stdin.
  func run(_ command: [String], profile: String = "default", lines: [String] = []) throws
    -> ProcessResult
  {
    try ProcessRunner.run(
      ProductBinary.gesturelock, arguments(command, profile: profile),
      stdin: Data(lines.map { $0 + "\n" }.joined().utf8), environment: ["LANG": "C"],
      timeout: 30)
  }

  /// Runs `gesturelock` under libfaketime with the clock offset `offset` (e.g. `-1d`).
  func runUnderFaketime(
    _ command: [String], offset: String, fakeMonotonic: Bool, lines: [String] = []
  ) throws -> ProcessResult {
    var environment = ["LANG": "C"]
    if !fakeMonotonic { environment["FAKETIME_DONT_FAKE_MONOTONIC"] = "1" }
    return try ProcessRunner.run(
      URL(fileURLWithPath: LockProcesses.faketime),
      ["-f", offset, ProductBinary.gesturelock.path] + arguments(command, profile: "default"),
      stdin: Data(lines.map { $0 + "\n" }.joined().utf8), environment: environment, timeout: 30)
  }

  /// Starts `gesturelock` with `lines` on stdin and returns without waiting.
  func start(_ command: [String], profile: String = "default", lines: [String]) throws
    -> RunningProcess
  {
    try RunningProcess(
      ProductBinary.gesturelock, arguments(command, profile: profile), stdin: lines)
  }

  /// The profile's record, read from the file as another process would.
  func record(profile: String = "default") throws -> CredentialRecord? {
    try SQLiteCredentialStore(path: store).record(for: profile)
  }

  /// Debian's `faketime` (package faketime).
  static let faketime = "/usr/bin/faketime"
}

/// A child process the test can kill at any moment.
final class RunningProcess {
  private let process = Process()

  /// Starts `executable` with `arguments`; `stdin` lines are written at once and the pipe is
  /// closed. Output is discarded.
  init(_ executable: URL, _ arguments: [String], stdin lines: [String]) throws {
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C"
    process.environment = environment
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try? input.fileHandleForWriting.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
    try? input.fileHandleForWriting.close()
  }

  /// Whether it has not exited yet.
  var isRunning: Bool { process.isRunning }

  /// Sends SIGKILL: no handler, no cleanup, the store sees whatever was committed.
  func kill() {
    if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
  }

  /// Waits for the exit: the exit status, or 128 + the signal that ended it.
  func wait() -> Int32 {
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}

/// Sleeps `milliseconds` of real time (these tests are about real processes and real time).
func pause(milliseconds: Int) {
  usleep(useconds_t(milliseconds * 1000))
}
