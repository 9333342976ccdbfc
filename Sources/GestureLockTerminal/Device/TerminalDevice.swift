internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// The terminal on standard input and output while the pad runs: raw mode, the alternate
/// screen, a hidden cursor and mouse reporting, all put back by `leave()` — which `deinit`
/// and `suspend()` also call, and which a fatal signal's handler does on its own from
/// `SignalState`.
///
/// ```swift
/// let device = try TerminalDevice()
/// try device.enter()
/// defer { device.leave() }
/// try device.write(frameBytes)
/// ```
///
/// Raw mode here: no canonical lines, echo, signals from keys, flow control or CR→NL mapping;
/// reads return once a byte is there (`VMIN` 1, `VTIME` 0), and the loop reads only after
/// `poll` says so. Output processing stays on. Not `Sendable`: one thread owns the terminal.
/// The corresponding C functions are `isatty`, `tcgetattr`, `tcsetattr` and `ioctl(TIOCGWINSZ)`.
final class TerminalDevice {
  /// Signals whose default action would leave the terminal raw: restored before they proceed.
  private static var fatalSignals: [Int32] { SignalState.fatalSignals }

  /// The descriptor keys and mouse reports are read from.
  let input: Int32
  /// The descriptor frames are written to.
  let output: Int32
  private var savedModes = termios()
  private(set) var isActive = false

  /// Takes the terminal on `input` and `output` (default: standard input and output).
  ///
  /// - Throws: `TerminalPadError.notATerminal` unless both are terminals;
  ///   `.systemCall` when the terminal's modes cannot be read.
  init(input: Int32 = 0, output: Int32 = 1) throws(TerminalPadError) {
    guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
    self.input = input
    self.output = output
    guard tcgetattr(input, &savedModes) == 0 else { throw .systemCall("tcgetattr") }
  }

  /// The size now, in cells and pixels. The corresponding C call is `ioctl(TIOCGWINSZ)`.
  ///
  /// - Returns: The size, or 80×24 without pixels when the terminal does not say.
  func size() -> TerminalSize {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
    else { return TerminalSize(columns: 80, rows: 24) }
    return TerminalSize(
      columns: Int(window.ws_col), rows: Int(window.ws_row), pixelWidth: Int(window.ws_xpixel),
      pixelHeight: Int(window.ws_ypixel))
  }

  /// Switches to raw mode and the pad's screen modes (`TerminalModes.enterSequence`), and arms
  /// the fatal-signal handlers that restore the terminal if the process crashes. Does nothing
  /// while already active, so a repeated SIGCONT does not enter twice.
  ///
  /// The modes to restore are read again each time: after a suspension the shell, or the
  /// user with `stty`, may have changed them.
  ///
  /// - Throws: `TerminalPadError.systemCall` when the modes cannot be set or written; the
  ///   terminal is then as it was.
  func enter() throws(TerminalPadError) {
    guard !isActive else { return }
    var current = termios()
    if tcgetattr(input, &current) == 0 { savedModes = current }
    var raw = savedModes
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    SignalState.prepare()
    let state = SignalState.storage
    state.pointee.inputDescriptor = input
    state.pointee.outputDescriptor = output
    state.pointee.savedModes = savedModes
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw .systemCall("tcsetattr") }
    isActive = true
    state.pointee.terminalActive = 1
    for signal in Self.fatalSignals {
      SignalState.install(restoreTerminalAndReraise, forFatal: signal)
    }
    do {
      try write(TerminalModes.bytes(TerminalModes.enterSequence))
    } catch {
      leave()
      throw error
    }
  }

  /// Puts the terminal back: `TerminalModes.leaveSequence`, then the saved modes; disarms the
  /// fatal-signal handlers. Safe to call more than once, and on a terminal that went away.
  func leave() {
    guard isActive else { return }
    isActive = false
    SignalState.storage.pointee.terminalActive = 0
    try? write(TerminalModes.bytes(TerminalModes.leaveSequence))
    _ = tcsetattr(input, TCSAFLUSH, &savedModes)
    for signal in Self.fatalSignals { SignalState.restore(signal) }
  }

  /// Gives the terminal back (as `leave()`) and stops the process, as the default action of
  /// SIGTSTP would; returns once the process is continued (SIGCONT, e.g. the shell's `fg`).
  ///
  /// The stop is `SIGSTOP`, which the kernel does not discard: a process group without a
  /// job-control shell above it (an orphaned one) would otherwise ignore a default SIGTSTP and
  /// run on with the terminal given back. Call `enter()` afterwards to take the terminal again.
  /// The corresponding C function is `kill`.
  func suspend() {
    leave()
    kill(getpid(), SIGSTOP)
  }

  /// Writes all of `bytes` to the terminal (retrying after interruptions and short writes).
  ///
  /// - Throws: `TerminalPadError.systemCall` when the terminal refuses (e.g. `EIO` after a
  ///   hang-up).
  func write(_ bytes: [UInt8]) throws(TerminalPadError) {
    if case .failure = FileDescriptorWriter.writeAll(bytes, to: output, waitWhenBlocked: true) {
      throw .systemCall("write")
    }
  }

  /// What one read from the terminal gave.
  enum ReadResult: Equatable {
    /// Bytes arrived.
    case bytes([UInt8])
    /// Nothing now (interrupted, or no data after all).
    case nothing
    /// The terminal went away (end of file, or `EIO` after a hang-up).
    case closed
  }

  /// Reads what is available, at most 4 KiB; call after `poll` reported input.
  func read() -> ReadResult {
    var buffer = [UInt8](repeating: 0, count: 4096)
    switch valueOrErrno(retryOnInterrupt: false, { Glibc.read(input, &buffer, buffer.count) }) {
    case .success(0): return .closed
    case .success(let count): return .bytes(Array(buffer.prefix(count)))
    case .failure(.interrupted), .failure(.wouldBlock): return .nothing
    case .failure: return .closed
    }
  }

  deinit { leave() }
}
