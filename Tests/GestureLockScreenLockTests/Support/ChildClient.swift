import Foundation
import TestSupport

/// A running X client (the probe locker or a python3-xlib helper): lines to its standard input,
/// its standard output read line by line; killed when the value dies.
final class ChildClient: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  /// Its standard output, line by line.
  let output: LineReader
  /// Its standard error, line by line, when asked for (else discarded).
  let errorOutput: LineReader?
  /// Its process id.
  var pid: Int32 { process.processIdentifier }
  /// Whether it still runs.
  var isRunning: Bool { process.isRunning }

  /// Starts `executable` with `arguments` on the X display `display` (with `environment`
  /// added to the test's); its standard error is read into ``errorOutput`` when
  /// `readingErrors`.
  init(
    _ executable: URL, _ arguments: [String], display: String, environment: [String: String] = [:],
    readingErrors: Bool = false
  ) throws {
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    merged["DISPLAY"] = display
    process.environment = merged
    let stdout = Pipe()
    process.standardInput = input
    process.standardOutput = stdout
    let stderr = readingErrors ? Pipe() : nil
    process.standardError = stderr ?? FileHandle.nullDevice
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    output = LineReader(stdout.fileHandleForReading)
    errorOutput = stderr.map { LineReader($0.fileHandleForReading) }
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// Sends one line.
  func send(_ line: String) {
    try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// The next output line containing `text`, or `nil` when the output ends (or 20 s pass).
  func next(containing text: String) -> String? {
    output.next { $0.contains(text) }
  }

  /// The next output line, or `nil` when the output ends (or 20 s pass).
  func nextLine() -> String? {
    output.next { _ in true }
  }

  /// Closes its input and waits for it to exit (killing it after `timeout` seconds).
  /// - Returns: The exit status.
  @discardableResult
  func finish(timeout: Double = 20) -> Int32 {
    try? input.fileHandleForWriting.close()
    return waitForExit(timeout: timeout)
  }

  /// Waits for it to exit on its own (killing it after `timeout` seconds).
  /// - Returns: The exit status, or 128 + the signal that ended it.
  func waitForExit(timeout: Double = 20) -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}
