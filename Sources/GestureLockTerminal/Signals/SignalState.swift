#if canImport(Glibc)
  internal import Glibc
#endif

/// The little process-wide state that signal handlers read, and the handlers themselves.
///
/// Everything a handler touches is reached through pointers allocated once, before any handler
/// is installed, so a handler does no allocation, takes no lock and runs no Swift runtime
/// check: it only calls `write(2)`, `tcsetattr(3)`, `tcflush(3)`, `sigaction(2)` and
/// `raise(3)`, which are async-signal-safe. This is the only file of the module with `nonisolated(unsafe)` state.
enum SignalState {
  /// What the handlers need, written by the main thread before it installs them.
  struct Storage {
    /// The write end of the self-pipe that wakes the event loop, or -1.
    var wakeDescriptor: Int32 = -1
    /// 1 while the terminal is in raw mode on the alternate screen, else 0.
    var terminalActive: Int32 = 0
    /// The terminal's input descriptor, whose modes `savedModes` restores.
    var inputDescriptor: Int32 = 0
    /// The terminal's output descriptor, where the leave sequence goes.
    var outputDescriptor: Int32 = 1
    /// The terminal's modes before raw mode.
    var savedModes = termios()
  }

  /// The handlers' state; allocated once and never freed.
  nonisolated(unsafe) static let storage: UnsafeMutablePointer<Storage> = {
    let pointer = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
    pointer.initialize(to: Storage())
    return pointer
  }()

  /// The actions in force before ours, indexed by signal number (1...64).
  nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
  }()

  /// Signals after which the process dies: the terminal is restored first, then the signal is
  /// delivered again to the action that was there before (the default, or Swift's backtracer).
  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

  /// Makes sure the storage exists before a handler can run (the lazy globals initialise on
  /// first use, which must not be inside a handler).
  static func prepare() {
    _ = storage
    _ = previousActions
  }

  /// Installs `handler` for `signal`, keeping the action before it in `previousActions`.
  /// The corresponding C function is `sigaction`.
  static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
    prepare()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, previousActions + Int(signal))
  }

  /// Installs `handler` with the signal's details (`SA_SIGINFO`) for `signal`, keeping the
  /// action before it in `previousActions`. The corresponding C function is `sigaction`.
  static func install(
    _ handler:
      @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
      -> Void,
    forFatal signal: Int32
  ) {
    prepare()
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = handler
    action.sa_flags = SA_SIGINFO
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, previousActions + Int(signal))
  }

  /// Puts back the action that was in force before `install(_:for:)`.
  static func restore(_ signal: Int32) {
    sigaction(signal, previousActions + Int(signal), nil)
  }
}

/// Writes the signal's number to the self-pipe so the event loop, blocked in `poll`, wakes up
/// and handles it outside the handler (`SignalPipe.forwarded`).
func forwardSignalToLoop(_ signal: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(SignalState.storage.pointee.wakeDescriptor, &byte, 1)
  errno = savedErrno
}

/// Restores the terminal (leave sequence, saved modes) and lets the fatal signal take its
/// course: a real fault goes on to the action before ours (Swift's backtracer reports it, and
/// the fault repeats and ends the process); a signal sent by `kill` (`si_code` ≤ 0) gets the
/// default action, because the backtracer returns from one and the pad — a lock screen — would
/// go on running in a cooked terminal.
func restoreTerminalAndReraise(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let state = SignalState.storage
  if state.pointee.terminalActive != 0 {
    state.pointee.terminalActive = 0
    let leave = TerminalModes.leaveSequence
    _ = write(state.pointee.outputDescriptor, leave.utf8Start, leave.utf8CodeUnitCount)
    _ = tcsetattr(state.pointee.inputDescriptor, TCSANOW, &state.pointee.savedModes)
    // Drop what was typed and not read yet (as `leave()` does with TCSAFLUSH): it may be part
    // of a passcode, which must not reach the shell as a command line. (TCSAFLUSH itself would
    // wait for the output to drain, which a handler must not risk.)
    _ = tcflush(state.pointee.inputDescriptor, TCIFLUSH)
  }
  if let info, info.pointee.si_code <= 0 {
    var standard = sigaction()
    standard.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&standard.sa_mask)
    sigaction(signal, &standard, nil)
  } else {
    sigaction(signal, SignalState.previousActions + Int(signal), nil)
  }
  raise(signal)
}
