import Foundation
import GestureLockCore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Signals to the grab holder of `gesturelock lock` (issue 21): a fault signal another process
/// sends is not a fault and must not end the lock; a real fault still ends the holder, and
/// then nothing may say the screen is still locked.
@Suite(
  "gesturelock lock and signals to its grab holder", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct LockSignalTests {
  /// How a signal is sent, each giving the receiver another `si_code`.
  enum Sender: String, Sendable, CaseIterable, CustomTestStringConvertible {
    /// `kill(2)`: `SI_USER`.
    case kill
    /// `sigqueue(3)`: `SI_QUEUE`.
    case sigqueue
    /// `tgkill(2)` (as `raise` does, and a debugger's `call raise(…)`): `SI_TKILL`; through
    /// python3's ctypes, since Swift's Glibc module leaves glibc's `tgkill` out.
    case tgkill

    var testDescription: String { rawValue }

    func send(_ signal: Int32, to pid: Int32) throws {
      switch self {
      case .kill:
        try #require(Glibc.kill(pid, signal) == 0)
      case .sigqueue:
        try #require(Glibc.sigqueue(pid, signal, sigval(sival_int: 21)) == 0)
      case .tgkill:
        let result = try ProcessRunner.run(
          XlibHelper.python,
          [
            "-c",
            "import ctypes, sys; sys.exit(ctypes.CDLL('libc.so.6').tgkill("
              + "int(sys.argv[1]), int(sys.argv[1]), int(sys.argv[2])))",
            "\(pid)", "\(signal)",
          ])
        try #require(result.status == 0, "\(result.stderr)")
      }
    }
  }

  /// The fault signals, by name.
  static let faults: [(String, Int32)] = [
    ("SIGSEGV", SIGSEGV), ("SIGABRT", SIGABRT), ("SIGTRAP", SIGTRAP), ("SIGBUS", SIGBUS),
    ("SIGSYS", SIGSYS), ("SIGFPE", SIGFPE), ("SIGILL", SIGILL),
  ]

  /// Waits until no signal is pending for `pid` (the kernel delivered it: the process took
  /// the action, whatever it is), at most 10 s.
  static func waitUntilDelivered(to pid: Int32) {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
      else { return }
      let pending = status.split(separator: "\n").filter {
        $0.hasPrefix("SigPnd:") || $0.hasPrefix("ShdPnd:")
      }
      if pending.allSatisfy({ $0.hasSuffix("0000000000000000") }) { return }
      usleep(10_000)
    }
  }

  /// Whether `pid` runs (exists and is no zombie).
  static func runs(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    let state = stat[stat.index(close, offsetBy: 2)]
    return state != "Z" && state != "X"
  }

  @Test(
    "Fault signals sent by another process do not end the lock: still covered, the grabs still its",
    arguments: Sender.allCases)
  func sentFaultSignalsAreIgnored(_ sender: Sender) throws {
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    let locker = try LockCommandTests.lock(screen, store: store)
    try #require(locker.next(containing: #""event":"ready""#) != nil)
    for (name, signal) in Self.faults {
      try sender.send(signal, to: locker.pid)
      Self.waitUntilDelivered(to: locker.pid)
      // Two round trips of other clients later, a holder that took the signal's default
      // action is a zombie and the server has let its grabs go.
      try ScreenCoverTests.expectGrabs(held: true, on: screen)
      #expect(
        try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0), "\(name)")
      #expect(Self.runs(locker.pid), "\(name) ended the holder")
      guard Self.runs(locker.pid) else { break }
    }
    kill(locker.pid, SIGKILL)
    window.finish()
  }

  @Test(
    "A real fault of the holder (gdb sets its program counter to 0) ends it with SIGSEGV; the pad says the screen is NOT locked any more",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb"), "needs gdb (make deps)"))
  func realFaultEndsTheHolder() throws {
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    let locker = try LockCommandTests.lock(screen, store: store, readingErrors: true)
    try #require(locker.next(containing: #""event":"ready""#) != nil)
    // The kernel raises the SIGSEGV (SEGV_MAPERR) when the holder's main thread, stopped in
    // poll, resumes at address 0: a genuine fault of the release binary, no hook in it.
    let gdb = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/gdb"),
      ["-batch", "-nx", "-p", "\(locker.pid)", "-ex", "set $pc = 0"], timeout: 120)
    try #require(gdb.status == 0, "\(gdb.stderr)")
    #expect(locker.waitForExit() == 128 + SIGSEGV)
    try Self.expectNotLockedAnyMore(said: locker, on: screen)
    // And it is true: the cover went with the holder.
    let (left, right) = try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen)
    #expect(left > 100_000 && right > 100_000)
    window.finish()
  }

  @Test(
    "kill -9 of the holder (what X11 cannot prevent) uncovers the screen, and the pad says so, never that it stays locked"
  )
  func killedHolderIsReportedTruly() throws {
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    let locker = try LockCommandTests.lock(screen, store: store, readingErrors: true)
    try #require(locker.next(containing: #""event":"ready""#) != nil)
    kill(locker.pid, SIGKILL)
    #expect(locker.waitForExit() == 128 + SIGKILL)
    try Self.expectNotLockedAnyMore(said: locker, on: screen)
  }

  /// Expects the pad, alone after its holder ended, to say the screen is not locked any more
  /// (and never that it stays locked), and that to be true: the grabs are free.
  static func expectNotLockedAnyMore(said locker: ChildClient, on screen: TwoMonitorDisplay)
    throws
  {
    let said = locker.errorOutput?.next { $0.contains("locked") }
    #expect(said?.contains("the screen is NOT locked any more") == true, "\(said ?? "nothing")")
    #expect(locker.errorOutput?.allLines.contains { $0.contains("stays locked") } == false)
    try ScreenCoverTests.expectGrabs(held: false, on: screen)
  }
}
