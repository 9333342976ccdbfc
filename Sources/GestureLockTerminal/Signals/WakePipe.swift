#if canImport(Glibc)
  internal import Glibc
#endif

/// A pipe another thread writes a byte to so that the terminal pad's `poll` returns: how the
/// fingerprint thread's results reach the loop (`PadDevice.wake`).
///
/// Both ends are non-blocking and close-on-exec; a full pipe already wakes the loop, so a
/// write that would block is dropped. The corresponding C functions are `pipe`, `fcntl`,
/// `write`, `read` and `close`.
final class WakePipe: Sendable {
  /// The read end, to poll for `POLLIN`.
  let descriptor: Int32
  private let writeDescriptor: Int32

  /// Creates the pipe.
  ///
  /// - Throws: `TerminalPadError.systemCall` when the pipe cannot be made.
  init() throws(TerminalPadError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .systemCall("pipe") }
    descriptor = ends[0]
    writeDescriptor = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
  }

  /// Makes the read end readable; safe from any thread.
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeDescriptor, &byte, 1)
  }

  /// Empties the pipe (after `poll` saw it readable).
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(descriptor, &buffer, buffer.count) > 0 {}
  }

  deinit {
    close(descriptor)
    close(writeDescriptor)
  }
}
