#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// A pipe another thread writes a byte to so that a loop's `poll` returns: how the fingerprint
/// thread's results reach a pad that waits in `poll` (the terminal pad, the lock screen's pad;
/// `PadDevice.wake`).
///
/// Both ends are non-blocking and close-on-exec (a child the pad starts inherits neither); a
/// full pipe already wakes the loop, so a write that would block is dropped. The corresponding
/// C functions are `pipe`, `fcntl`, `write`, `read` and `close`.
///
/// ```swift
/// let wakePipe = try WakePipe()
/// // another thread: wakePipe.wake()
/// var ready = pollfd(fd: wakePipe.descriptor, events: Int16(POLLIN), revents: 0)
/// _ = poll(&ready, 1, -1)
/// wakePipe.drain()
/// ```
public final class WakePipe: Sendable {
  /// The read end, to poll for `POLLIN`.
  public let descriptor: Int32
  private let writeDescriptor: Int32

  /// Creates the pipe.
  ///
  /// - Throws: The `Errno` of `pipe` when the pipe cannot be made (no descriptors left).
  public init() throws(Errno) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw Errno.current }
    descriptor = ends[0]
    writeDescriptor = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
  }

  /// Makes the read end readable; safe from any thread.
  public func wake() {
    var byte: UInt8 = 1
    _ = write(writeDescriptor, &byte, 1)
  }

  /// Empties the pipe (after `poll` saw it readable).
  public func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(descriptor, &buffer, buffer.count) > 0 {}
  }

  deinit {
    close(descriptor)
    close(writeDescriptor)
  }
}
