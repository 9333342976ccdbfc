// Linux only: Foundation's Process and posix_spawn as glibc declares them (Apple's CI builds
// the portable tests, which do not use it).
#if os(Linux)
  public import Foundation

  /// The result of running a program to completion.
  public struct ProcessResult: Sendable {
    /// Exit status (or 128 + signal when killed by a signal).
    public let status: Int32
    /// Everything written to standard output, as UTF-8.
    public let stdout: String
    /// Everything written to standard error, as UTF-8.
    public let stderr: String
  }

  /// Runs programs for CLI tests: arguments, standard input, environment, and a time limit.
  public enum ProcessRunner {
    /// Runs `executable` with `arguments`, feeding `stdin`, and waits for it to exit.
    ///
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - stdin: Bytes for standard input (closed afterwards); empty means an empty input.
    ///   - environment: Extra variables over the current environment.
    ///   - timeout: Seconds before the process is killed (the test then sees status 137).
    public static func run(
      _ executable: URL, _ arguments: [String], stdin: Data = Data(),
      environment: [String: String] = [:], timeout: Double = 120
    ) throws -> ProcessResult {
      // A child that exits before reading all of its input must not kill the test with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      var env = ProcessInfo.processInfo.environment
      for (key, value) in environment { env[key] = value }
      process.environment = env
      let input = Pipe()
      let output = Pipe()
      let error = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = error
      try process.run()
      let outBox = DataBox()
      let errBox = DataBox()
      let group = DispatchGroup()
      group.enter()
      DispatchQueue.global().async {
        outBox.set(output.fileHandleForReading.readDataToEndOfFile())
        group.leave()
      }
      group.enter()
      DispatchQueue.global().async {
        errBox.set(error.fileHandleForReading.readDataToEndOfFile())
        group.leave()
      }
      DispatchQueue.global().async {
        // A child may exit (or be killed) before reading its input: EPIPE is an answer, not a
        // crash (the legacy `write(_:)` traps on it).
        try? input.fileHandleForWriting.write(contentsOf: stdin)
        try? input.fileHandleForWriting.close()
      }
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning && Date() < deadline { usleep(5_000) }
      if process.isRunning {
        // A wrapper (faketime, a shell) may have children holding the output pipes open: kill
        // the whole tree, or reading to end of file would wait for them forever.
        for pid in ProcessRunner.descendants(of: process.processIdentifier) { kill(pid, SIGKILL) }
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      group.wait()
      let status =
        process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus
      return ProcessResult(
        status: status, stdout: String(decoding: outBox.get(), as: UTF8.self),
        stderr: String(decoding: errBox.get(), as: UTF8.self))
    }
  }

  extension ProcessRunner {
    /// The processes below `root` (children, their children, …), read from `/proc/*/stat`.
    static func descendants(of root: Int32) -> [Int32] {
      var parents: [Int32: [Int32]] = [:]
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for entry in entries {
        guard let pid = Int32(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { continue }
        // After "pid (comm) " come the state and the parent's pid.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 1, let parent = Int32(fields[1]) {
          parents[parent, default: []].append(pid)
        }
      }
      var found: [Int32] = []
      var queue = parents[root] ?? []
      while let pid = queue.popLast() {
        found.append(pid)
        queue += parents[pid] ?? []
      }
      return found
    }
  }

  /// A thread-safe holder for bytes read on another thread.
  final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
  }
#endif
