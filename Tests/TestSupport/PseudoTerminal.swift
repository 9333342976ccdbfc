// Linux only: Foundation's Process and posix_spawn as glibc declares them (Apple's CI builds
// the portable tests, which do not use it).
#if os(Linux)
  public import Foundation

  #if canImport(Glibc)
    internal import Glibc
  #endif

  /// A program running on a pseudo-terminal of its own, for tests of the terminal pad: the test
  /// holds the master side, reads everything the program draws, types bytes, resizes the
  /// terminal and sends signals.
  ///
  /// The program is started with `posix_spawn` as the leader of a new session
  /// (`POSIX_SPAWN_SETSID`), with the slave opened on its standard input and output: the slave
  /// becomes its controlling terminal, so resizing the master delivers `SIGWINCH`. Standard error
  /// goes to a file, read with `errorOutput`.
  ///
  /// ```swift
  /// let tty = try PseudoTerminal(
  ///   ProductBinary.gesturelock, ["pad", "--tui"], columns: 80, rows: 24)
  /// tty.send("q")
  /// #expect(tty.waitForExit(timeout: 30) == 0)
  /// ```
  ///
  /// The corresponding C functions are `open("/dev/ptmx")`, `ioctl(TIOCSPTLCK, TIOCGPTN,
  /// TIOCSWINSZ)` and `posix_spawn`.
  public final class PseudoTerminal: @unchecked Sendable {
    /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later), hidden from Swift behind `_GNU_SOURCE`.
    private static let spawnSetSID: Int32 = 0x80
    /// `TIOCSPTLCK` (`_IOW('T', 0x31, int)`): lock or unlock the slave.
    private static let unlockRequest: UInt = 0x4004_5431
    /// `TIOCGPTN` (`_IOR('T', 0x30, unsigned int)`): the slave's number.
    private static let numberRequest: UInt = 0x8004_5430

    /// The program's process id.
    public let pid: pid_t
    /// The slave's path (`/dev/pts/N`), to inspect its modes with `slaveModes()`.
    public let slavePath: String
    private let master: Int32
    /// The test's own descriptor on the slave: keeps the terminal (and the modes the program
    /// leaves on it) alive after the program exits. It is not the test's controlling terminal.
    private let heldSlave: Int32
    private let errorPath: String
    private let shared = Shared()

    /// What the reading and waiting threads share with the test; they hold this, not the
    /// terminal, so the terminal's `deinit` runs and stops them.
    private final class Shared: @unchecked Sendable {
      let condition = NSCondition()
      var output: [UInt8] = []
      var exitStatus: Int32?
      var stopReading = false
    }

    /// Starts `executable` with `arguments` on a new pseudo-terminal of `columns` × `rows` cells.
    ///
    /// - Parameters:
    ///   - environment: Variables over the current environment (e.g. `TERM`, `COLORTERM`); an
    ///     empty value removes the variable.
    ///   - pixelSize: The text area in pixels the terminal reports (0 × 0: none).
    public init(
      _ executable: URL, _ arguments: [String], columns: Int, rows: Int,
      pixelSize: (width: Int, height: Int) = (0, 0), environment: [String: String] = [:]
    ) throws {
      master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard master >= 0 else { throw PseudoTerminal.failure("open /dev/ptmx") }
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard ioctl(master, Self.unlockRequest, &unlock) == 0,
        ioctl(master, Self.numberRequest, &number) == 0
      else { throw PseudoTerminal.failure("ioctl on the master") }
      slavePath = "/dev/pts/\(number)"
      errorPath =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("pty-stderr-\(UUID().uuidString)").path
      try PseudoTerminal.setSize(master, columns: columns, rows: rows, pixelSize: pixelSize)
      heldSlave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard heldSlave >= 0 else { throw PseudoTerminal.failure("open \(slavePath)") }

      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      // Opened without O_NOCTTY by a session leader: the slave becomes the controlling terminal.
      posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      // A test runner may block or ignore signals; the program must start with the defaults.
      var empty = sigset_t()
      sigemptyset(&empty)
      posix_spawnattr_setsigmask(&attributes, &empty)
      var defaults = sigset_t()
      sigemptyset(&defaults)
      for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGPIPE, SIGQUIT] {
        sigaddset(&defaults, signal)
      }
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setflags(
        &attributes,
        Int16(Self.spawnSetSID | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)))

      var variables = ProcessInfo.processInfo.environment
      for (key, value) in environment { variables[key] = value.isEmpty ? nil : value }
      let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
      let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
      }
      var child: pid_t = 0
      let spawned = posix_spawn(&child, executable.path, &actions, &attributes, argv, envp)
      guard spawned == 0 else {
        close(master)
        close(heldSlave)
        throw PseudoTerminal.failure("posix_spawn", code: spawned)
      }
      pid = child
      let (shared, master, started) = (shared, master, child)
      Thread.detachNewThread { PseudoTerminal.readMaster(master, into: shared) }
      Thread.detachNewThread { PseudoTerminal.waitForChild(started, into: shared) }
    }

    deinit {
      close(heldSlave)
      // The reading thread closes the master when it sees this, so no descriptor is reused
      // under it.
      shared.condition.lock()
      shared.stopReading = true
      shared.condition.unlock()
      try? FileManager.default.removeItem(atPath: errorPath)
    }

    /// Kills the program if it is still running and waits for it; call when a test is done
    /// (`defer { tty.stop() }`), so a failed test leaves no process behind.
    public func stop() {
      if waitForExit(timeout: 0) == nil { kill(pid, SIGKILL) }
      _ = waitForExit(timeout: 10)
    }

    // MARK: - Talking to the program

    /// Closes the terminal's master side, as a terminal emulator that is closed does: the
    /// program's terminal hangs up (`SIGHUP`, then `POLLHUP` and `EIO` on it). Output after this
    /// is no longer collected.
    public func hangUp() {
      shared.condition.lock()
      shared.stopReading = true
      shared.condition.unlock()
    }

    /// Types `text` (UTF-8) into the terminal.
    public func send(_ text: String) { send(Array(text.utf8)) }

    /// Writes `bytes` to the terminal's input, as a terminal emulator would.
    public func send(_ bytes: [UInt8]) {
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes { raw in
          write(master, raw.baseAddress! + offset, raw.count - offset)
        }
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }

    /// Changes the terminal's size; the kernel sends the program `SIGWINCH`.
    public func resize(columns: Int, rows: Int, pixelSize: (width: Int, height: Int) = (0, 0))
      throws
    {
      try PseudoTerminal.setSize(master, columns: columns, rows: rows, pixelSize: pixelSize)
    }

    /// Sends `signal` to the program.
    public func signal(_ signal: Int32) { kill(pid, signal) }

    // MARK: - What the program did

    /// Everything the program wrote to the terminal so far.
    public var outputBytes: [UInt8] {
      shared.condition.lock()
      defer { shared.condition.unlock() }
      return shared.output
    }

    /// How many bytes the program wrote so far: a mark for `output(since:)`.
    public var outputCount: Int { outputBytes.count }

    /// What the program wrote after `mark` bytes.
    public func output(since mark: Int) -> [UInt8] { Array(outputBytes.dropFirst(mark)) }

    /// What the program wrote on standard error so far.
    public var errorOutput: String {
      (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    /// Waits until the program's output contains `needle`.
    ///
    /// - Returns: Whether it appeared within `timeout` seconds.
    public func waitForOutput(_ needle: [UInt8], since mark: Int = 0, timeout: Double = 30) -> Bool
    {
      let deadline = Date().addingTimeInterval(timeout)
      shared.condition.lock()
      defer { shared.condition.unlock() }
      while true {
        let output = shared.output
        if output.count >= mark, PseudoTerminal.contains(output[mark...], needle) { return true }
        if shared.exitStatus != nil { return false }
        if !shared.condition.wait(until: deadline) { return false }
      }
    }

    /// Waits for the program to exit.
    ///
    /// - Returns: Its exit status (128 + the signal when a signal killed it), or `nil` when it
    ///   is still running after `timeout` seconds.
    public func waitForExit(timeout: Double = 30) -> Int32? {
      let deadline = Date().addingTimeInterval(timeout)
      shared.condition.lock()
      defer { shared.condition.unlock() }
      while shared.exitStatus == nil {
        if !shared.condition.wait(until: deadline) { break }
      }
      return shared.exitStatus
    }

    /// The terminal's local modes now (`c_lflag`): `ICANON` and `ECHO` are off while the pad
    /// runs and on again after it left.
    public func localModes() throws -> UInt32 {
      var modes = termios()
      guard tcgetattr(heldSlave, &modes) == 0 else { throw PseudoTerminal.failure("tcgetattr") }
      return modes.c_lflag
    }

    /// `ICANON | ECHO`, the modes a restored terminal has again.
    public static var canonicalEcho: UInt32 { UInt32(ICANON | ECHO) }

    // MARK: - Helpers

    private static func readMaster(_ master: Int32, into shared: Shared) {
      var buffer = [UInt8](repeating: 0, count: 8192)
      while true {
        shared.condition.lock()
        let stop = shared.stopReading
        shared.condition.unlock()
        if stop { break }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 100) > 0 else { continue }
        let count = read(master, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        if count <= 0 {
          usleep(50_000)  // EIO: no slave open right now; the test may still read modes.
          continue
        }
        shared.condition.lock()
        shared.output += buffer.prefix(count)
        shared.condition.broadcast()
        shared.condition.unlock()
      }
      close(master)
    }

    private static func waitForChild(_ pid: pid_t, into shared: Shared) {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      // Let the reader take what the program wrote last before anyone sees the exit.
      usleep(200_000)
      let low = status & 0x7F
      let code = low == 0 ? (status >> 8) & 0xFF : 128 + low
      shared.condition.lock()
      shared.exitStatus = code
      shared.condition.broadcast()
      shared.condition.unlock()
    }

    private static func setSize(
      _ master: Int32, columns: Int, rows: Int, pixelSize: (width: Int, height: Int)
    ) throws {
      var size = winsize(
        ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(pixelSize.width),
        ws_ypixel: UInt16(pixelSize.height))
      guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw failure("TIOCSWINSZ") }
    }

    /// Whether `needle` occurs in `haystack`.
    public static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
      guard !needle.isEmpty else { return true }
      guard haystack.count >= needle.count else { return false }
      var start = haystack.startIndex
      while start + needle.count <= haystack.endIndex {
        if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        start += 1
      }
      return false
    }

    private static func failure(_ operation: String, code: Int32 = errno) -> NSError {
      NSError(
        domain: "PseudoTerminal", code: Int(code),
        userInfo: [NSLocalizedDescriptionKey: "\(operation): \(String(cString: strerror(code)))"])
    }
  }
#endif
