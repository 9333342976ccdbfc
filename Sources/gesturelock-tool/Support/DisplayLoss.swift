internal import GestureLockCore

#if canImport(Glibc)
  internal import Glibc
#endif

/// Exit 9 when the display a pad draws on goes away while it is open (SPEC.md §7).
///
/// - Window: when the X server goes away, Xlib's default I/O error handler prints
///   `XIO: fatal IO error …` and calls `exit(1)` — the code for a wrong secret — from inside
///   SDL. While `guarding(language:_:)` runs the window pad, an `atexit` handler turns any such
///   `exit` into exit 9 with the message `.displayLost(.window)`. Our own code never calls
///   `exit` while the pad runs (it returns), so only a library's exit is caught.
/// - Terminal: `terminalHungUp()` tells a terminal that hung up (its other side closed) from
///   one the user left, after the terminal pad returns.
enum DisplayLoss {
  /// Which display was lost.
  enum Display: Hashable, Sendable {
    /// The window pad's X11 or Wayland display.
    case window
    /// The terminal pad's terminal.
    case terminal
  }

  /// Runs `body` (the window pad) with the `exit` guard in force.
  static func guarding<Result, Failure: Error>(
    language: Language, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    _ = registered
    let message = Array((CLIMessage.displayLost(.window).text(in: language) + "\n").utf8)
    GuardState.message.initialize(repeating: 0, count: GuardState.capacity)
    message.prefix(GuardState.capacity).withUnsafeBufferPointer {
      GuardState.message.update(from: $0.baseAddress!, count: $0.count)
    }
    GuardState.length.pointee = min(message.count, GuardState.capacity)
    GuardState.active.pointee = 1
    defer { GuardState.active.pointee = 0 }
    return try body()
  }

  /// Whether the terminal on standard input hung up (`POLLHUP`): its emulator or connection
  /// is gone, as opposed to the user leaving the pad.
  static func terminalHungUp() -> Bool {
    var descriptor = pollfd(fd: 0, events: 0, revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLHUP) != 0
  }

  /// Registers the `atexit` handler once.
  private static let registered: Void = {
    _ = GuardState.active
    _ = GuardState.message
    _ = GuardState.length
    atexit(exitWhileGuarded)
  }()
}

/// What the `atexit` handler reads; allocated once, never freed.
private enum GuardState {
  static let capacity = 1024
  nonisolated(unsafe) static let active: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()
  nonisolated(unsafe) static let message = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  nonisolated(unsafe) static let length: UnsafeMutablePointer<Int> = {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()
}

/// Runs at `exit`: while the window pad is open, says the display was lost and ends the
/// process with exit 9 (`_exit`, so no other exit handler runs on a display that is gone).
private func exitWhileGuarded() {
  guard GuardState.active.pointee != 0 else { return }
  _ = write(2, GuardState.message, GuardState.length.pointee)
  _exit(ExitCode.noDisplay.rawValue)
}
