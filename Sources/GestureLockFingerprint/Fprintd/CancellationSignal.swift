internal import CSystemdBus
internal import Glibc

/// The eventfd that ends a wait on the bus when a `FingerprintCancellation` is requested: the
/// waiting thread polls it together with the bus (see
/// ``Fprintd/nextVerifyStatus(of:until:cancellation:)``).
///
/// The corresponding C functions are `eventfd`, `eventfd_write` and `close`.
final class CancellationSignal: Sendable {
  /// The eventfd; readable once ``raise()`` was called.
  let fileDescriptor: Int32

  /// Creates a signal not yet raised.
  ///
  /// An eventfd is always available short of descriptor exhaustion, where this traps: a
  /// process that cannot open one descriptor cannot verify anyway.
  init() {
    let fd = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
    precondition(fd >= 0, "eventfd failed: errno \(errno)")
    fileDescriptor = fd
  }

  deinit { close(fileDescriptor) }

  /// Makes the descriptor readable; safe from any thread.
  func raise() {
    _ = eventfd_write(fileDescriptor, 1)
  }
}
