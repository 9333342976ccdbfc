internal import CWaylandClient
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// The connection to a Wayland compositor: owns the `wl_display`, reads and dispatches its
/// events, and turns a broken connection into a ``WaylandError``.
///
/// Reading follows libwayland's rule for a client that waits in `poll` itself:
/// ``prepareForPoll()`` dispatches what is queued and flushes the requests, the caller polls
/// ``descriptor`` (with its own descriptors), and ``dispatch()`` reads what arrived (never
/// blocking: the socket is read with `MSG_DONTWAIT`) and dispatches it. One thread only.
final class WaylandDisplay {
  let pointer: OpaquePointer

  /// Connects to `name`, or to `WAYLAND_DISPLAY` when `name` is `nil` (or to the socket a
  /// compositor handed over in `WAYLAND_SOCKET`, which libwayland takes first).
  ///
  /// The corresponding C function is `wl_display_connect`.
  /// - Throws: ``WaylandError/noCompositor(_:)`` when neither variable is set (nothing is
  ///   tried: libwayland would fall back to `wayland-0`) or nothing answers.
  init(name: String?) throws(WaylandError) {
    func environment(_ variable: String) -> String? {
      getenv(variable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
    let target = name ?? environment("WAYLAND_DISPLAY")
    guard target != nil || environment("WAYLAND_SOCKET") != nil else {
      throw .noCompositor("")
    }
    guard let display = wl_display_connect(target) else { throw .noCompositor(target ?? "") }
    pointer = display
  }

  deinit {
    wl_display_disconnect(pointer)
  }

  /// The socket, to poll for `POLLIN`.
  var descriptor: Int32 { wl_display_get_fd(pointer) }

  /// Sends every queued request and waits until the compositor has handled them all (and
  /// dispatches the events they caused).
  ///
  /// The corresponding C function is `wl_display_roundtrip`.
  func roundtrip() throws(WaylandError) {
    if wl_display_roundtrip(pointer) < 0 { throw failure() }
  }

  /// Sends the queued requests without dispatching anything (on the way out).
  ///
  /// The corresponding C function is `wl_display_flush`.
  func flush() {
    _ = wl_display_flush(pointer)
  }

  /// Dispatches the events already read, then sends the queued requests: the step before a
  /// `poll` on ``descriptor``.
  ///
  /// - Returns: `false` when the socket's buffer was full and requests are left (poll for
  ///   `POLLOUT` too, then call again).
  func prepareForPoll() throws(WaylandError) -> Bool {
    if wl_display_dispatch_pending(pointer) < 0 { throw failure() }
    if wl_display_flush(pointer) < 0 {
      guard errno == EAGAIN else { throw failure() }
      return false
    }
    return true
  }

  /// Reads the events that arrived (without blocking) and dispatches them.
  ///
  /// The corresponding C functions are `wl_display_prepare_read`, `wl_display_read_events`
  /// and `wl_display_dispatch_pending`.
  func dispatch() throws(WaylandError) {
    while wl_display_prepare_read(pointer) != 0 {
      if wl_display_dispatch_pending(pointer) < 0 { throw failure() }
    }
    if wl_display_read_events(pointer) < 0 { throw failure() }
    if wl_display_dispatch_pending(pointer) < 0 { throw failure() }
  }

  /// The error that ended the connection: a protocol error with its object, or the errno.
  ///
  /// The corresponding C functions are `wl_display_get_error` and
  /// `wl_display_get_protocol_error`.
  func failure() -> WaylandError {
    let code = wl_display_get_error(pointer)
    if code == EPROTO {
      var interface: UnsafePointer<wl_interface>?
      var objectID: UInt32 = 0
      let error = wl_display_get_protocol_error(pointer, &interface, &objectID)
      let name = interface.map { String(cString: $0.pointee.name) } ?? "?"
      return .protocolError(interface: name, objectID: objectID, code: error)
    }
    return .connectionLost(Errno(rawValue: code == 0 ? errno : code))
  }
}
