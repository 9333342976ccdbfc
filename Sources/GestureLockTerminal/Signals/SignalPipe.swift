#if canImport(Glibc)
  internal import Glibc
#endif

/// Turns the signals the pad handles into bytes on a pipe that the event loop polls together
/// with standard input (the self-pipe trick), so the loop handles them in its own time: it
/// leaves through its normal path on a `leaving` signal (restoring the terminal once), lays
/// the pad out again on SIGWINCH, and gives the terminal back before stopping on SIGTSTP and
/// takes it again on SIGCONT.
///
/// ```swift
/// let signals = try SignalPipe()
/// // poll([stdin, signals.descriptor]) … then:
/// for signal in signals.drain() where signal == SIGWINCH { relayout() }
/// ```
///
/// The handlers stay installed for as long as the value lives; `deinit` puts the previous
/// actions back. The corresponding C functions are `pipe`, `sigaction` and `pthread_sigmask`.
final class SignalPipe {
  /// The signals whose default action ends the process (without a core dump worth keeping
  /// over a raw terminal): the loop leaves cleanly instead, and the pad exits 0.
  ///
  /// That is every signal whose default action terminates (signal(7)) other than the crash
  /// signals (`SignalState.fatalSignals`): the classic ones, SIGPWR, SIGSTKFLT, SIGIO, and the
  /// real-time signals SIGRTMIN...SIGRTMAX (whose default also terminates).
  static let leaving: [Int32] =
    [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ,
      SIGPROF, SIGPWR, SIGSTKFLT, SIGIO,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

  /// The signals forwarded to the loop: `leaving`, the resize (SIGWINCH), and job control's
  /// stop request (SIGTSTP) and continue (SIGCONT).
  static let forwarded: [Int32] = leaving + [SIGWINCH, SIGTSTP, SIGCONT]

  /// The read end, to poll for `POLLIN`.
  let descriptor: Int32
  private let writeDescriptor: Int32

  /// Creates the pipe and installs the handlers; unblocks the signals in this thread (a test
  /// runner or launcher may have blocked them).
  ///
  /// - Throws: `TerminalPadError.systemCall` when the pipe cannot be made.
  init() throws(TerminalPadError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .systemCall("pipe") }
    descriptor = ends[0]
    writeDescriptor = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    SignalState.prepare()
    SignalState.storage.pointee.wakeDescriptor = writeDescriptor
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in Self.forwarded {
      SignalState.install(forwardSignalToLoop, for: signal)
      sigaddset(&mask, signal)
    }
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
  }

  /// The signals received since the last call, in order (each at most 255 queued).
  func drain() -> [Int32] {
    var signals: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      signals += buffer.prefix(count).map { Int32($0) }
    }
    return signals
  }

  deinit {
    for signal in Self.forwarded { SignalState.restore(signal) }
    SignalState.storage.pointee.wakeDescriptor = -1
    close(descriptor)
    close(writeDescriptor)
  }
}
