import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A debugger or tracer attached before a process made itself non-dumpable (issue 21's tester:
/// `execve` makes a process dumpable again, so a process of the same user can `PTRACE_SEIZE`
/// the freshly started pad or `verify` before `ProcessProtection.protectMemory()` runs, and the
/// attachment survives it). Every process that reads a secret checks `TracerPid` right after
/// that call and refuses (exit 11, SPEC.md §7) before anything is read; the lock's holder keeps
/// the screen locked and starts the pad again.
///
/// The tracer is a real one, `strace` (attached from the start with `strace -f`, or to the
/// running holder with `strace -f -p`, so that it follows every pad the holder starts: as root,
/// which may trace a non-dumpable process, so the attachment is certain, not a race).
@Suite(
  "A traced process refuses to read a secret; the lock stays covered", .serialized,
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"),
    "needs strace (make deps)"))
struct LockTracerTests {
  static let strace = "/usr/bin/strace"

  /// The refusal every traced process prints.
  static let refusal = "a debugger or tracer is attached (pid "

  /// The store's `failedAttempts`, as `status` says (JSON).
  static func failedAttempts(_ store: String) throws -> Int {
    let status = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "status"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any],
      "\(status.stdout) \(status.stderr)")
    return try #require(object["failedAttempts"] as? Int)
  }

  @Test(
    "verify run under strace -f (the front and the tool) exits 11 with the refusal, and reads no secret",
    arguments: ["gesturelock", "gesturelock-tool"])
  func verifyTraced(program: String) throws {
    let directory = try TemporaryDirectory()
    let store = directory.path("lock.sqlite")
    let enrol = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "enroll"],
      stdin: Data("0-1-2-5-8\n0-1-2-5-8\n".utf8))
    try #require(enrol.status == 0, "\(enrol.stderr)")
    let binary = ProductBinary.directory.appendingPathComponent(program)
    let wrong = Data("0-3-6-7\n".utf8)

    let traced = try ProcessRunner.run(
      URL(fileURLWithPath: Self.strace),
      ["-f", "-o", "/dev/null", binary.path, "--store", store, "--lang", "en", "verify"],
      stdin: wrong)
    #expect(traced.status == 11, "\(traced.stderr)")
    #expect(traced.stderr.contains(Self.refusal), "\(traced.stderr)")
    #expect(traced.stderr.contains("refusing to read a secret"), "\(traced.stderr)")
    // Nothing was read: the wrong pattern on its standard input was not counted.
    #expect(try Self.failedAttempts(store) == 0)

    // Control: untraced, the same input is read and counted.
    let untraced = try ProcessRunner.run(binary, ["--store", store, "verify"], stdin: wrong)
    #expect(untraced.status == 1, "\(untraced.stderr)")
    #expect(try Self.failedAttempts(store) == 1)
  }

  @Test(
    "A pad started while a tracer follows the holder refuses (exit 11); the screen stays covered and grabbed, and the next untraced pad unlocks",
    .enabled(
      if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
  func padTraced() throws {
    let locked = try LockTamperingTests.LockedScreen()
    defer { kill(locked.locker.pid, SIGKILL) }
    let firstPad = try #require(LockCommandTests.padChildren(of: locked.locker.pid).first)
    // Follows every process the holder starts from now on (-f), from its first instruction.
    let tracer = try ChildProcess(
      URL(fileURLWithPath: Self.strace),
      ["-f", "-o", "/dev/null", "-p", String(locked.locker.pid)], readingErrors: true)
    // strace says so on standard error once it is attached.
    #expect(tracer.errorOutput?.next { $0.contains("attached") } != nil)
    kill(firstPad, SIGKILL)
    let line = locked.locker.errorOutput?.next { $0.contains(Self.refusal) }
    #expect(line != nil, "\(locked.locker.errorOutput?.allLines ?? [])")
    // Refused, not unlocked: the holder holds the screen and the grabs.
    #expect(locked.locker.isRunning)
    let (left, right) = try ScreenCoverTests.visible(LockTamperingTests.colour, on: locked.screen)
    #expect(left == 0 && right == 0, "pixels of the desktop seen: \(left) \(right)")
    try ScreenCoverTests.expectGrabs(held: true, on: locked.screen)

    // Once the tracer is gone, a pad shows again and the secret unlocks.
    kill(tracer.pid, SIGINT)
    _ = tracer.waitForExit()
    let ready = try #require(locked.locker.next(containing: #""event":"ready""#))
    try LockCommandTests.draw(
      LockCommandTests.secret, nodes: try LockCommandTests.nodes(ready), on: locked.screen)
    #expect(locked.locker.waitForExit(timeout: 30) == 0)
  }
}
