internal import CSpawn
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// The lock screen's pad process as the grab holder sees it: started with `posix_spawn`, its
/// standard input a pipe of ``LockerMessage`` lines, its standard output the event log, its
/// descriptor 3 the report pipe (``LockerMessage/unlockedReport``), standard error shared, and
/// no other descriptor: whatever the holder's process inherited or opened (a descriptor its
/// caller left open, the X connection) is closed in the pad's before it runs.
final class PadChildProcess {
  /// The process id.
  let pid: pid_t
  /// Where the holder writes messages (the pad's standard input).
  let input: Int32
  /// The pad's report (its descriptor 3); end of file when the pad exited.
  let report: LineChannel
  /// Whether the pad reported an unlock.
  private(set) var reportedUnlock = false
  /// Whether the pad reported that it read the store and is showing its pane.
  private(set) var reportedReady = false

  /// Starts `command` (argv[0] is `executable`) with `environment` (`NAME=value`).
  ///
  /// - Parameter logDescriptor: The pad's standard output (the event log).
  /// - Throws: ``LockerError/spawnFailed(_:_:)``.
  init(
    executable: String, arguments: [String], environment: [String], logDescriptor: Int32
  ) throws(LockerError) {
    var inputPipe: [Int32] = [0, 0]
    var reportPipe: [Int32] = [0, 0]
    guard pipe(&inputPipe) == 0 else { throw .spawnFailed("pipe", errno) }
    guard pipe(&reportPipe) == 0 else {
      close(inputPipe[0])
      close(inputPipe[1])
      throw .spawnFailed("pipe", errno)
    }
    // Close-on-exec, so that no other process (a later pad) inherits them.
    for descriptor in inputPipe + reportPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The log first: its descriptor may be 0 or 3, which the next two replace.
    posix_spawn_file_actions_adddup2(&actions, logDescriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, reportPipe[1], 3)
    // Then nothing else: descriptors the holder inherited without close-on-exec (from a
    // script, a terminal emulator, xss-lock) are none of the pad's business.
    posix_spawn_file_actions_addclosefrom_np(&actions, 4)
    // The holder ignores the signals that would end it; the pad takes their defaults.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in ScreenLocker.ignoredSignals { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(inputPipe[0])
    close(reportPipe[1])
    guard status == 0 else {
      close(inputPipe[1])
      close(reportPipe[0])
      throw .spawnFailed("posix_spawn", status)
    }
    self.pid = pid
    // Never block the holder on a pad that does not read (busy in PAM, stopped): the holder
    // must keep pumping X events (raising the cover). A message that does not fit is dropped.
    _ = fcntl(inputPipe[1], F_SETFL, fcntl(inputPipe[1], F_GETFL) | O_NONBLOCK)
    input = inputPipe[1]
    report = LineChannel(descriptor: reportPipe[0])
  }

  /// Sends one message; a pad that died meanwhile is noticed through the report pipe. When the
  /// pipe is full (the pad is not reading) the message is dropped: the holder never waits.
  func send(_ message: LockerMessage) {
    LineChannel.write(message.line, to: input)
  }

  /// Reads the report pipe (when readable).
  ///
  /// - Returns: Whether the pipe closed: the pad exited (or closed it).
  func readReport() -> Bool {
    for line in report.readLines() {
      if line == LockerMessage.unlockedReport[...] { reportedUnlock = true }
      if line == LockerMessage.readyReport[...] { reportedReady = true }
    }
    return report.isClosed
  }

  /// Waits for the process to end and closes the pipes.
  ///
  /// - Returns: Its exit status when it exited by itself; `nil` when a signal ended it.
  func reap() -> Int32? {
    var status: Int32 = 0
    _ = valueOrErrno(retryOnInterrupt: true) { waitpid(pid, &status, 0) }
    close(input)
    close(report.descriptor)
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
  }
}
