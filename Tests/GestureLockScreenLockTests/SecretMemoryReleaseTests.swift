import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 21, "a half-typed passcode or account password is in the pad's memory and in its core
/// dump", tried on the release build (`make build`: no backtracer, so a crash writes a core) as
/// an attacker would: a core-dumping signal with `ulimit -c unlimited`, `gdb -p` by the same
/// (non-root) user, and root reading the pad's memory after the entry is cleared, which shows
/// that the wipe survives the release build's optimiser.
///
/// Every negative result is paired with a control that shows the attack works here when nothing
/// stops it: a dumpable process under the same limit leaves a core in the same kind of
/// directory; the test user's gdb attaches to the user's own `sleep`; root finds the typed text
/// in the pad's memory while it is typed.
@Suite(
  "Secrets in memory: the release build writes no core, admits no debugger, keeps no copy",
  .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"),
  .enabled(if: ReleaseBuild.unavailableReason == nil, "\(ReleaseBuild.unavailableReason ?? "")"))
struct SecretMemoryReleaseTests {
  /// The enrolled text passcode, part of it as typed, a wrong one, and the account password
  /// typed on the lock screen (never the user's real one: nothing checks it). Each typed text
  /// has more than 15 UTF-8 bytes, so a `String` holding it would have a heap buffer (a shorter
  /// one is held inline and leaves no copy on the heap to find).
  static let passcode = "Zebra-Quartz-Lantern-91x"
  static let halfPasscode = "Zebra-Quartz-Lan"
  static let wrongPasscode = "Mango-Lychee-Harbour-17"
  static let halfAccountPassword = "AcctPw-Secret-Ma"

  /// The signals whose default action writes a core: the first one that ends the process is
  /// what the tests use (a lock may ignore some of them when sent by another process).
  static let coreSignals = [
    SIGABRT, SIGSEGV, SIGBUS, SIGTRAP, SIGSYS, SIGFPE, SIGILL, SIGQUIT, SIGXCPU, SIGXFSZ,
  ]

  /// A store in `directory` with the text passcode enrolled by the release tool (run as `user`
  /// when given).
  static func store(in directory: TemporaryDirectory, as user: ThrowawayUser? = nil) throws
    -> String
  {
    let store = directory.path("lock.sqlite")
    let arguments = ["--store", store, "enroll", "--kind", "passcode"]
    let (program, line) =
      user?.command(ReleaseBuild.gesturelock, arguments) ?? (ReleaseBuild.gesturelock, arguments)
    let result = try ProcessRunner.run(
      program, line, stdin: Data("\(passcode)\n\(passcode)\n".utf8))
    try #require(result.status == 0, "\(result.stderr)")
    return store
  }

  /// A new directory inside `directory` (owned by `user` when given).
  static func subdirectory(
    _ name: String, of directory: TemporaryDirectory, for user: ThrowawayUser? = nil
  )
    throws -> String
  {
    let path = directory.path(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try user?.own(path)
    return path
  }

  /// How the tests start a program, as a person's shell would with `ulimit -c unlimited`:
  /// in `directory` (where core_pattern `core` puts a core), with no limit on the core's size,
  /// every signal unblocked and at its default action (the test runner blocks and ignores
  /// some, and a child inherits both), by `execv`, so the process id is the program's.
  static func launch(_ program: URL, _ arguments: [String], in directory: String) -> (
    URL, [String]
  ) {
    let script = #"""
      import os, resource, signal, sys
      os.chdir(sys.argv[1])
      resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
      for number in signal.valid_signals():
          if number not in (signal.SIGKILL, signal.SIGSTOP):
              try:
                  signal.signal(number, signal.SIG_DFL)
              except (OSError, ValueError):
                  pass
      signal.pthread_sigmask(signal.SIG_SETMASK, [])
      os.execv(sys.argv[2], sys.argv[2:])
      """#
    return (XlibHelper.python, ["-c", script, directory, program.path] + arguments)
  }

  /// Whether the kernel writes a core into `directory` here for a dumpable process under
  /// `ulimit -c unlimited` killed by SIGABRT (core_pattern `core` writes it in the working
  /// directory; a machine that pipes cores elsewhere writes none there).
  static func coresAreWritten(in directory: String) throws -> Bool {
    let (program, arguments) = launch(URL(fileURLWithPath: "/bin/sleep"), ["60"], in: directory)
    let control = try ChildClient(program, arguments, display: "")
    guard ProcessMemory.waitForCommand("sleep", pid: control.pid) else { return false }
    kill(control.pid, SIGABRT)
    _ = control.waitForExit(timeout: 20)
    let cores = ProcessMemory.coreFiles(in: directory)
    for core in cores { try? FileManager.default.removeItem(atPath: directory + "/" + core) }
    return !cores.isEmpty
  }

  /// Sends core-dumping signals to `pid` until one ends it; the signal that did, or `nil`.
  static func crash(_ pid: Int32) -> Int32? {
    for signal in coreSignals {
      kill(pid, signal)
      if ProcessMemory.waitUntilEnded(pid: pid, timeout: 5) { return signal }
    }
    return nil
  }

  /// Waits until root finds (`present`) or no longer finds `text` in process `pid`'s memory;
  /// `false` after 20 s.
  static func waitForMemory(of pid: Int32, toHold text: String, _ present: Bool) -> Bool {
    let deadline = Date().addingTimeInterval(20)
    repeat {
      if ProcessMemory.contains(Array(text.utf8), pid: pid) == present { return true }
      usleep(100_000)
    } while Date() < deadline
    return false
  }

  /// Starts the release `gesturelock lock` on `screen` with `store`, in `directory` as its
  /// working directory and `ulimit -c unlimited`, with the pointer on the right monitor.
  static func lock(
    _ screen: TwoMonitorDisplay, store: String, workingDirectory directory: String,
    as user: ThrowawayUser? = nil
  ) throws -> ChildClient {
    try screen.xdotool(["mousemove", "1200", "300"])
    let (python, arguments) = launch(
      ReleaseBuild.gesturelock, ["--store", store, "--lang", "en", "lock"], in: directory)
    let (program, line) = user?.command(python, arguments) ?? (python, arguments)
    return try ChildClient(program, line, display: screen.name)
  }

  /// What is typed on the lock screen before the pad's process is crashed.
  enum Entry: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case passcode = "half a passcode on the passcode pad"
    case accountPassword = "half an account password (Tab)"

    var testDescription: String { rawValue }
  }

  @Test(
    "A lock screen pad crashed by a signal while a secret is half typed leaves no core, even with ulimit -c unlimited",
    arguments: Entry.allCases)
  func noCoreOfThePad(entry: Entry) throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(in: screen.directory)
    let control = try Self.subdirectory("control", of: screen.directory)
    try #require(
      try Self.coresAreWritten(in: control),
      "this machine writes no core into the working directory (see core_pattern)")
    let directory = try Self.subdirectory("lock", of: screen.directory)
    let locker = try Self.lock(screen, store: store, workingDirectory: directory)
    _ = try #require(locker.next(containing: #""event":"ready""#))
    let pad = try #require(LockCommandTests.padChildren(of: locker.pid).first)

    let typed = entry == .passcode ? Self.halfPasscode : Self.halfAccountPassword
    if entry == .accountPassword { try screen.xdotool(["key", "Tab"]) }
    try screen.xdotool(["type", "--delay", "20", typed])
    // The text is there to be dumped: root can read it in the pad's memory.
    #expect(Self.waitForMemory(of: pad, toHold: typed, true))
    for process in [locker.pid, pad] {
      let limit = ProcessMemory.coreLimit(pid: process)
      #expect(
        limit?.soft == "0" && limit?.hard == "0", "process \(process): \(String(describing: limit))"
      )
    }

    let signal = Self.crash(pad)
    try #require(signal != nil, "no core-dumping signal from another process ends the pad")
    #expect(ProcessMemory.coreFiles(in: directory).isEmpty, "signal \(signal ?? 0)")
    // The holder starts the pad again: the screen stays locked.
    #expect(locker.next(containing: #""event":"ready""#) != nil)
    #expect(locker.isRunning)
  }

  @Test(
    "gesturelock verify reading a secret from standard input, crashed by a signal, leaves no core")
  func noCoreOfVerify() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-verify-core")
    let store = try Self.store(in: directory)
    let control = try Self.subdirectory("control", of: directory)
    try #require(
      try Self.coresAreWritten(in: control),
      "this machine writes no core into the working directory (see core_pattern)")
    let working = try Self.subdirectory("verify", of: directory)
    let (program, arguments) = Self.launch(
      ReleaseBuild.gesturelock, ["--store", store, "verify"], in: working)
    let verify = try HalfLine(program, arguments, typing: Self.halfPasscode)
    #expect(Self.waitForMemory(of: verify.pid, toHold: Self.halfPasscode, true))
    #expect(ProcessMemory.coreLimit(pid: verify.pid)?.hard == "0")
    let signal = Self.crash(verify.pid)
    try #require(signal != nil, "no core-dumping signal ends verify")
    #expect(ProcessMemory.coreFiles(in: working).isEmpty, "signal \(signal ?? 0)")
  }

  @Test(
    "After Escape, a rejected passcode and the account password's Escape, the release pad's memory holds no copy; nor do environ, cmdline, the log or the files"
  )
  func noCopyLeft() throws {
    let screen = try TwoMonitorDisplay()
    let store = try Self.store(in: screen.directory)
    let directory = try Self.subdirectory("lock", of: screen.directory)
    let locker = try Self.lock(screen, store: store, workingDirectory: directory)
    let ready = try #require(locker.next(containing: #""event":"ready""#))
    #expect(ready.contains(#""kind":"passcode""#), "\(ready)")
    let pad = try #require(LockCommandTests.padChildren(of: locker.pid).first)

    // Typed, then discarded with Escape.
    try screen.xdotool(["type", "--delay", "20", Self.halfPasscode])
    #expect(Self.waitForMemory(of: pad, toHold: Self.halfPasscode, true), "the control")
    try screen.xdotool(["key", "Escape"])
    _ = try #require(locker.next(containing: #""event":"cancelled""#))
    #expect(Self.waitForMemory(of: pad, toHold: Self.halfPasscode, false), "after Escape")

    // Typed in full and rejected: through Passcode, the canonical bytes and the KDF.
    let wrongStart = String(Self.wrongPasscode.prefix(16))
    try screen.xdotool(["type", "--delay", "20", Self.wrongPasscode])
    #expect(Self.waitForMemory(of: pad, toHold: wrongStart, true), "the control")
    try screen.xdotool(["key", "Return"])
    let verdict = try #require(locker.next(containing: #""event":"verified""#))
    #expect(verdict.contains(#""result":"rejected""#), "\(verdict)")
    #expect(Self.waitForMemory(of: pad, toHold: wrongStart, false), "after the verdict")

    // The account password screen: typed, then Escape.
    try screen.xdotool(["key", "Tab"])
    try screen.xdotool(["type", "--delay", "20", Self.halfAccountPassword])
    #expect(Self.waitForMemory(of: pad, toHold: Self.halfAccountPassword, true), "the control")
    try screen.xdotool(["key", "Escape"])
    #expect(
      Self.waitForMemory(of: pad, toHold: Self.halfAccountPassword, false), "after Escape")

    // Nothing typed anywhere else either.
    let typed = [Self.halfPasscode, wrongStart, Self.halfAccountPassword]
    for process in [locker.pid, pad] {
      for text in typed {
        #expect(ProcessMemory.contains(Array(text.utf8), pid: process) == false, "\(process)")
      }
      for file in ["environ", "cmdline"] {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(process)/\(file)"))
        for text in typed { #expect(bytes.range(of: Data(text.utf8)) == nil, "\(file)") }
      }
    }
    let log = locker.output.allLines.joined(separator: "\n")
    for text in typed { #expect(!log.contains(text)) }
    for name in try FileManager.default.subpathsOfDirectory(atPath: screen.directory.path("")) {
      let path = screen.directory.path(name)
      guard let bytes = FileManager.default.contents(atPath: path) else { continue }
      for text in typed { #expect(bytes.range(of: Data(text.utf8)) == nil, "\(name)") }
    }
    #expect(locker.isRunning)
  }

  @Test(
    "The same non-root user's gdb -p cannot attach to the lock's holder, its pad or verify reading a secret",
    .enabled(if: ThrowawayUser.isAvailable, "needs root to make a test user (useradd, setpriv)"),
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb"), "needs gdb (make deps)"))
  func noDebuggerOfTheSameUser() throws {
    let user = try ThrowawayUser()
    let screen = try TwoMonitorDisplay()
    let home = try Self.subdirectory("user", of: screen.directory, for: user)
    try user.own(screen.directory.path(""))
    let store = try Self.store(in: screen.directory, as: user)

    // The control: this user's gdb attaches to this user's own process.
    let (sleep, sleepArguments) = user.command(URL(fileURLWithPath: "/bin/sleep"), ["60"])
    let sleeper = try ChildClient(sleep, sleepArguments, display: "")
    try #require(ProcessMemory.waitForCommand("sleep", pid: sleeper.pid))
    let attached = try Self.gdb(as: user, pid: sleeper.pid)
    try #require(attached.stdout.contains("detached"), "gdb as \(user.name): \(attached)")

    let locker = try Self.lock(screen, store: store, workingDirectory: home, as: user)
    _ = try #require(locker.next(containing: #""event":"ready""#))
    let pad = try #require(LockCommandTests.padChildren(of: locker.pid).first)
    try screen.xdotool(["type", "--delay", "20", Self.halfPasscode])
    #expect(Self.waitForMemory(of: pad, toHold: Self.halfPasscode, true))

    let (python, line) = Self.launch(
      ReleaseBuild.gesturelock, ["--store", store, "verify"], in: home)
    let (program, arguments) = user.command(python, line)
    let verify = try HalfLine(program, arguments, typing: Self.halfPasscode)
    #expect(Self.waitForMemory(of: verify.pid, toHold: Self.halfPasscode, true))

    for (what, pid) in [("holder", locker.pid), ("pad", pad), ("verify", verify.pid)] {
      #expect(try Self.owner(of: pid) == user.uid, "\(what) runs as the test user")
      let result = try Self.gdb(as: user, pid: pid)
      #expect(
        result.stdout.contains("ptrace: Operation not permitted")
          && !result.stdout.contains("detached"),
        "\(what): \(result)")
      // Its /proc files behind the same check are root's, and the user cannot read them.
      var info = stat()
      #expect(stat("/proc/\(pid)/environ", &info) == 0 && info.st_uid == 0, "\(what)")
      let (cat, catArguments) = user.command(
        URL(fileURLWithPath: "/bin/cat"), ["/proc/\(pid)/environ"])
      let peek = try ProcessRunner.run(cat, catArguments)
      #expect(peek.status != 0 && peek.stdout.isEmpty, "\(what)")
    }
    withExtendedLifetime(sleeper) {}
  }

  /// Runs `gdb -p pid` as `user` in batch mode (one register read, then detach); its output
  /// with standard error merged.
  static func gdb(as user: ThrowawayUser, pid: Int32) throws -> ProcessResult {
    let (program, line) = user.command(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", #"exec /usr/bin/gdb --batch --nx -p "$1" -ex "info registers rip" 2>&1"#, "sh",
        "\(pid)",
      ])
    return try ProcessRunner.run(program, line, timeout: 60)
  }

  /// The real user id process `pid` runs as (`/proc/PID/status`).
  static func owner(of pid: Int32) throws -> UInt32? {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = status.split(separator: "\n").first { $0.hasPrefix("Uid:") }
    return line?.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { UInt32($0) }
  }
}

/// A program (started through `exec`, so the pid stays) that reads a secret from standard
/// input, given part of a line and no end: it waits for the rest, holding what it read.
final class HalfLine: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  /// The process id (of the program, once the shell has exec'd it).
  var pid: Int32 { process.processIdentifier }

  init(_ program: URL, _ arguments: [String], typing text: String) throws {
    process.executableURL = program
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  deinit {
    try? input.fileHandleForWriting.close()
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
