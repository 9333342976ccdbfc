internal import CSystemdBus
internal import Glibc

/// A request to stop waiting for a finger, which any thread may make.
///
/// Backed by an eventfd that the waiting thread polls together with the bus, so a request ends
/// a wait at once. Once requested it stays requested: use a new value for the next wait.
///
/// ```swift
/// let cancellation = FingerprintCancellation()
/// // On the pad's thread, when the pattern unlocked first:
/// cancellation.request()
/// ```
public final class FingerprintCancellation: Sendable {
  /// The eventfd; readable once a cancellation was requested.
  let fileDescriptor: Int32

  /// Creates a cancellation not yet requested.
  ///
  /// An eventfd is always available short of descriptor exhaustion, where this traps: a
  /// process that cannot open one descriptor cannot verify anyway.
  /// The corresponding C function is `eventfd`.
  public init() {
    let fd = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
    precondition(fd >= 0, "eventfd failed: errno \(errno)")
    fileDescriptor = fd
  }

  /// The corresponding C function is `close`.
  deinit { close(fileDescriptor) }

  /// Requests the cancellation; a waiting verification returns `.cancelled`.
  /// The corresponding C function is `eventfd_write`.
  public func request() {
    _ = eventfd_write(fileDescriptor, 1)
  }

  /// Whether a cancellation was requested. The corresponding C function is `poll`.
  public var isRequested: Bool {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0
  }
}
