#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// The descriptor a screen locker tells "locked" on (`lock --ready-fd N`, as swaylock's
/// `--ready-fd`): one newline is written once the lock holds, and the descriptor is closed, so
/// a reader sees a line, then the end of the file. A locker that stops before it locked only
/// closes it (by exiting): the reader sees the end of the file without a line.
///
/// ```swift
/// let notice = try ReadyNotice(descriptor: 3)   // checked and made close-on-exec at once
/// // … the compositor sent `locked` …
/// notice.send()
/// ```
public struct ReadyNotice: Sendable {
  /// The descriptor, open, close-on-exec.
  public let descriptor: Int32

  /// Takes `descriptor`: it must be open; it is made close-on-exec, so that no process the
  /// locker starts (the X11 pad) holds it open after the locker said "locked".
  ///
  /// The corresponding C function is `fcntl` (`F_GETFD`, `F_SETFD`).
  ///
  /// - Throws: The `Errno` of `fcntl` (`EBADF`: the descriptor is not open).
  public init(descriptor: Int32) throws(Errno) {
    let flags = fcntl(descriptor, F_GETFD)
    guard flags >= 0 else { throw Errno.current }
    _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC)
    self.descriptor = descriptor
  }

  /// Writes the newline and closes the descriptor. A reader that went away is no error: the
  /// lock holds either way.
  public func send() {
    FileDescriptorWriter.writeAll([0x0A], to: descriptor)
    close(descriptor)
  }
}
