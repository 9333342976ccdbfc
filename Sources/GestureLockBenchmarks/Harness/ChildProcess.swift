import GestureLockSystem
import Glibc

/// A child process started with `posix_spawn`: the benchmark starts Xvfb, the pad, the CLI and
/// its own counting children this way, with nothing between the spawn and the program (no
/// shell, no Foundation `Process` threads), so start-up times are the program's own.
final class ChildProcess {
  /// What becomes of one of the child's standard streams.
  enum Stream {
    /// `/dev/null`.
    case null
    /// A pipe the parent reads from (`output`).
    case pipe
    /// Appended to the file at this path.
    case file(String)
    /// The parent's own stream.
    case inherit
  }

  /// Why a child could not be started or did not behave.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong, in words.
    let description: String
  }

  /// The child's process id.
  let pid: pid_t
  /// The read end of the child's standard output, when `stdout` was `.pipe`.
  let output: Int32?
  private var exitStatus: Int32?

  /// Starts `path` with `arguments` (not including `argv[0]`, which is `path`).
  ///
  /// - Parameters:
  ///   - environment: Variables set over (or added to) this process's environment.
  ///   - stdout: Where the child's standard output goes; its standard input is `/dev/null`.
  ///   - stderr: Where the child's standard error goes.
  /// - Throws: `Failure` when `posix_spawn` fails (for example, no such program).
  /// The corresponding C function is `posix_spawn`.
  init(
    _ path: String, _ arguments: [String], environment: [String: String] = [:],
    stdout: Stream = .null, stderr: Stream = .null
  ) throws(Failure) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var pipeEnds: [Int32] = [-1, -1]
    for (descriptor, stream) in [(Int32(1), stdout), (Int32(2), stderr)] {
      switch stream {
      case .null:
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
      case .file(let file):
        posix_spawn_file_actions_addopen(
          &actions, descriptor, file, O_WRONLY | O_CREAT | O_APPEND, 0o600)
      case .inherit:
        break
      case .pipe:
        precondition(descriptor == 1, "only standard output can be piped")
        guard pipe(&pipeEnds) == 0 else {
          throw Failure(description: "pipe failed: errno \(errno)")
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // dup2 clears close-on-exec on the copy; the originals close at exec.
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      }
    }
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    for (key, value) in environment { variables[key] = value }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var child: pid_t = 0
    let result = posix_spawn(&child, path, &actions, nil, argv, envp)
    if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
    guard result == 0 else {
      if pipeEnds[0] >= 0 { close(pipeEnds[0]) }
      throw Failure(description: "cannot start \(path): error \(result)")
    }
    pid = child
    output = pipeEnds[0] >= 0 ? pipeEnds[0] : nil
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      _ = wait()
    }
    if let output { close(output) }
  }

  /// Waits for the child to exit.
  ///
  /// - Returns: Its exit status, or 128 + the signal that ended it.
  /// The corresponding C function is `waitpid`.
  @discardableResult
  func wait() -> Int32 {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    _ = valueOrErrno(retryOnInterrupt: true) { waitpid(pid, &status, 0) }
    let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    exitStatus = code
    return code
  }

  /// Sends `signal` to the child and waits for it to exit.
  func stop(_ signal: Int32 = SIGTERM) {
    guard exitStatus == nil else { return }
    kill(pid, signal)
    wait()
  }

  /// Reads the child's standard output until end of file.
  func readAll() -> String {
    guard let output else { return "" }
    return String(decoding: ProcessStat.readToEnd(output), as: UTF8.self)
  }

  /// Reads lines of the child's standard output until one satisfies `match`, the output ends,
  /// or `timeout` seconds pass.
  ///
  /// - Returns: The matching line, or `nil`.
  func waitForLine(timeout: Double, where match: (String) -> Bool) -> String? {
    guard let output else { return nil }
    let deadline = Clock.wall() + timeout
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      while let newline = pending.firstIndex(of: 10) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        if match(line) { return line }
      }
      let left = deadline - Clock.wall()
      guard left > 0 else { return nil }
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      // Interrupted or timed out: the loop measures what is left and waits again.
      let ready = valueOrErrno(retryOnInterrupt: false) {
        poll(&descriptor, 1, Int32(min(left, 1) * 1000) + 1)
      }
      guard case .success(let readable) = ready, readable > 0 else { continue }
      let got = valueOrErrno(retryOnInterrupt: true) {
        chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
      }
      guard case .success(let count) = got, count > 0 else { return nil }
      pending += chunk[0..<count]
    }
  }

  /// The child's CPU time so far (user + system, all threads), in seconds, from
  /// `/proc/PID/stat`; `nil` once it has been reaped.
  var cpuSeconds: Double? {
    ProcessStat.cpuSeconds(of: pid)
  }
}

/// Reading `/proc`.
enum ProcessStat {
  /// User + system CPU seconds of process `pid` (every thread), from fields 14 and 15 of
  /// `/proc/PID/stat`, in clock ticks of `sysconf(_SC_CLK_TCK)`.
  static func cpuSeconds(of pid: pid_t) -> Double? {
    guard let text = readFile("/proc/\(pid)/stat"),
      let close = text.lastIndex(of: ")")
    else { return nil }
    // After "pid (comm) ": field 3 (state) is index 0, so utime (14) is 11 and stime (15) 12.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
    else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// `MemAvailable` from `/proc/meminfo`, in bytes.
  static func availableMemory() -> Double? {
    guard let text = readFile("/proc/meminfo") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
      let parts = line.split(separator: " ")
      if parts.count >= 2, let kibibytes = Double(parts[1]) { return kibibytes * 1024 }
    }
    return nil
  }

  /// The whole file at `path` as UTF-8 text, or `nil`.
  static func readFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return String(decoding: readToEnd(descriptor), as: UTF8.self)
  }

  /// Everything `descriptor` gives until end of file (or a read error), read again after a
  /// signal. The corresponding C function is `read`.
  static func readToEnd(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let got = valueOrErrno(retryOnInterrupt: true) {
        chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      }
      guard case .success(let count) = got, count > 0 else { return bytes }
      bytes += chunk[0..<count]
    }
  }

  /// The path of this process's executable (`/proc/self/exe`).
  static func ownExecutable() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
