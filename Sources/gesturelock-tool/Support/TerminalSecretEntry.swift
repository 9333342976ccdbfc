internal import GestureLockCore
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// Secrets typed at a terminal: a prompt on that terminal before each one, and no echo.
///
/// While reading, the terminal's `ECHO` flag is off and `ECHONL` on, so it shows the prompt
/// and the line break of Return but never a character of the secret (as `getpass(3)` does:
/// a terminal in canonical mode echoes whatever is typed unless `ECHO` is turned off). The
/// modes in force before are put back on every way out: after the last line, on an error, and
/// when SIGINT, SIGTERM, SIGHUP or SIGQUIT arrives while reading (the handler restores them,
/// then hands the signal to the action before it: by default that ends the process; a signal
/// that was ignored, as under `nohup`, stays ignored).
///
/// ```swift
/// let lines = try TerminalSecretEntry.lines([.secret(.pin)], language: .english, limit: 65_536)
/// ```
enum TerminalSecretEntry {
  /// The signals after which the terminal's modes are restored before the process ends.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Whether standard input is a terminal (then secrets are prompted for, without echo).
  static var isActive: Bool { isatty(0) == 1 }

  /// Prompts for and reads one line per role from the terminal on standard input.
  ///
  /// - Parameters:
  ///   - roles: What each line is, in order; each gets its prompt (`Pattern:`, `Again:`).
  ///   - language: The prompts' language.
  ///   - limit: The most bytes read in all.
  /// - Throws: `CLIError` (exit 2) for a line missing (end of input or an empty line), more
  ///   than `limit` bytes, text that is not UTF-8, or a read error.
  static func lines(_ roles: [SecretRole], language: Language, limit: Int) throws(CLIError)
    -> [String]
  {
    let saved = EchoState.storage
    guard tcgetattr(0, saved) == 0 else {
      throw .usage(.inputUnreadable(reason: String(cString: strerror(errno))))
    }
    let prompt = promptDescriptor()
    defer { if prompt != 0 { close(prompt) } }
    let handled = signals.filter(installRestoringHandler(for:))
    let quiet = EchoState.quiet
    quiet.pointee = saved.pointee
    quiet.pointee.c_lflag &= ~tcflag_t(ECHO)
    quiet.pointee.c_lflag |= tcflag_t(ECHONL | ICANON)
    _ = tcsetattr(0, TCSANOW, quiet)
    // After a stop (Ctrl-Z) the shell has the terminal echo again; `fg` must not show the rest
    // of the secret, so SIGCONT turns echo off again (as OpenSSH's readpassphrase does).
    let continued = installQuietAgainHandler()
    defer {
      if continued { sigaction(SIGCONT, EchoState.previousActions + Int(SIGCONT), nil) }
      _ = tcsetattr(0, TCSANOW, saved)
      for signal in handled { sigaction(signal, EchoState.previousActions + Int(signal), nil) }
    }
    var reader = LineReader(limit: limit)
    defer { reader.wipe() }
    var result: [String] = []
    for role in roles {
      write(CLIMessage.secretPrompt(role).text(in: language) + " ", to: prompt)
      guard let line = try reader.line(), !line.isEmpty else {
        throw .usage(.inputMissingLine(role))
      }
      result.append(line)
    }
    return result
  }

  /// Where prompts go: the terminal standard input is (opened by name, as standard input may
  /// be open for reading only), else standard input itself.
  private static func promptDescriptor() -> Int32 {
    guard let name = ttyname(0) else { return 0 }
    let descriptor = open(name, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    return descriptor >= 0 ? descriptor : 0
  }

  /// Installs the handler that turns echo off again when the process is continued after a
  /// stop, keeping the action before it in `EchoState.previousActions`.
  ///
  /// - Returns: Whether it was installed. The corresponding C function is `sigaction`.
  private static func installQuietAgainHandler() -> Bool {
    sigaction(SIGCONT, nil, EchoState.previousActions + Int(SIGCONT))
    var action = sigaction()
    action.__sigaction_handler.sa_handler = quietAgain
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    return sigaction(SIGCONT, &action, nil) == 0
  }

  /// Installs the handler that restores the modes for `signal`, keeping the action before it
  /// in `EchoState.previousActions`; a signal that is ignored (`nohup`) stays ignored.
  ///
  /// - Returns: Whether the handler was installed. The corresponding C function is `sigaction`.
  private static func installRestoringHandler(for signal: Int32) -> Bool {
    let previous = EchoState.previousActions + Int(signal)
    sigaction(signal, nil, previous)
    if unsafeBitCast(previous.pointee.__sigaction_handler.sa_handler, to: Int.self) == 1 {
      return false  // SIG_IGN
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = restoreEchoAndReraise
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    return true
  }

  private static func write(_ text: String, to descriptor: Int32) {
    FileDescriptorWriter.writeAll(Array(text.utf8), to: descriptor)
  }
}

/// The terminal modes a signal handler restores and the actions it puts back; allocated once,
/// never freed, so the handler touches no Swift runtime state (this file's only
/// `nonisolated(unsafe)` values).
private enum EchoState {
  nonisolated(unsafe) static let storage: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()

  /// The modes while a secret is read: those before, without `ECHO`.
  nonisolated(unsafe) static let quiet: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()

  /// The actions in force before ours, indexed by signal number (1...64).
  nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
  }()
}

/// Restores the saved modes, then delivers `signal` again to the action before ours (the
/// default ends the process). Calls only `tcsetattr`, `sigaction` and `raise`, which are
/// async-signal-safe.
private func restoreEchoAndReraise(_ signal: Int32) {
  _ = tcsetattr(0, TCSANOW, EchoState.storage)
  sigaction(signal, EchoState.previousActions + Int(signal), nil)
  raise(signal)
}

/// Lines read from a terminal in canonical mode (one `read` returns at most one line).
private struct LineReader {
  let limit: Int
  private var buffer: [UInt8] = []
  private var total = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// The next line without its line ending, or `nil` at the end of input.
  mutating func line() throws(CLIError) -> String? {
    var chunk = [UInt8](repeating: 0, count: 4096)
    defer { Self.wipe(&chunk, count: chunk.count) }
    while !buffer.contains(0x0A) {
      let result = valueOrErrno(retryOnInterrupt: true) {
        chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      }
      let count: Int
      switch result {
      case .success(let got): count = got
      case .failure(let error): throw .usage(.inputUnreadable(reason: error.description))
      }
      if count == 0 { break }
      total += count
      guard total <= limit else { throw .usage(.inputTooLarge(kibibytes: limit / 1024)) }
      buffer.append(contentsOf: chunk[..<count])
    }
    if buffer.isEmpty { return nil }
    let end = buffer.firstIndex(of: 0x0A) ?? buffer.endIndex
    var line = buffer[..<end]
    if line.last == 0x0D { line = line.dropLast() }
    let text = String(validating: line, as: UTF8.self)
    let consumed = min(end + 1, buffer.count)
    Self.wipe(&buffer, count: consumed)
    buffer.removeFirst(consumed)
    guard let text else { throw .usage(.inputNotUTF8) }
    return text
  }

  /// Overwrites what is still buffered.
  mutating func wipe() {
    Self.wipe(&buffer, count: buffer.count)
  }

  /// Overwrites the first `count` bytes of `bytes` with zeros in a way the compiler keeps.
  /// The corresponding C function is `explicit_bzero`.
  private static func wipe(_ bytes: inout [UInt8], count: Int) {
    bytes.withUnsafeMutableBytes { raw in
      if let base = raw.baseAddress { explicit_bzero(base, min(count, raw.count)) }
    }
  }
}

/// Turns echo off again after the process was stopped and continued (SIGCONT). Calls only
/// `tcsetattr`, which is async-signal-safe.
private func quietAgain(_ signal: Int32) {
  _ = tcsetattr(0, TCSANOW, EchoState.quiet)
}
