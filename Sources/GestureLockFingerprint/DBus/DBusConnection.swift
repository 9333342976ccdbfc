internal import CSystemdBus
internal import GestureLockSystem
internal import Glibc

/// A connection to a D-Bus system bus, owned: flushed, closed and released when this object
/// dies.
///
/// A thin wrapper over sd-bus: method calls with string arguments, signal matches, and a wait
/// that can be cancelled through a second file descriptor. What the calls mean is the business
/// of ``Fprintd``. Not `Sendable`: sd-bus connections are not thread-safe; one belongs to one
/// thread at a time.
///
/// If the process dies, the kernel closes the socket and the bus tells every service; fprintd
/// then releases a reader this connection had claimed.
final class DBusConnection {
  /// The `sd_bus*`; valid for the life of this object.
  let handle: OpaquePointer

  /// How long a method call waits for its reply by default, in microseconds: short, so a
  /// frozen peer never blocks a person for sd-bus's own default of 25 s.
  static let defaultCallTimeoutMicroseconds: UInt64 = 3_000_000

  /// How long each method call waits for its reply, in microseconds (at least 1).
  var callTimeoutMicroseconds: UInt64 = DBusConnection.defaultCallTimeoutMicroseconds

  /// Connects to the system bus.
  ///
  /// - Parameter address: A D-Bus address (`unix:path=/run/dbus/system_bus_socket`), or `nil`
  ///   for the system bus the environment names: `DBUS_SYSTEM_BUS_ADDRESS` if set, else the
  ///   standard socket.
  /// - Throws: ``DBusError`` when the bus cannot be reached or refuses the connection.
  ///   The corresponding C functions are `sd_bus_open_system` (no address) and `sd_bus_new`,
  ///   `sd_bus_set_address`, `sd_bus_set_bus_client`, `sd_bus_start` (an address).
  init(address: String?) throws(DBusError) {
    var bus: OpaquePointer? = nil
    guard let address else {
      let result = sd_bus_open_system(&bus)
      guard result >= 0, let bus else {
        throw DBusError("connect to the system bus", result: result)
      }
      handle = bus
      return
    }
    var result = sd_bus_new(&bus)
    guard result >= 0, let bus else { throw DBusError("create a bus connection", result: result) }
    result = sd_bus_set_address(bus, address)
    if result >= 0 { result = sd_bus_set_bus_client(bus, 1) }
    if result >= 0 { result = sd_bus_start(bus) }
    guard result >= 0 else {
      sd_bus_flush_close_unref(bus)
      throw DBusError("connect to the bus at \(address)", result: result)
    }
    handle = bus
  }

  /// The corresponding C function is `sd_bus_flush_close_unref`.
  deinit { sd_bus_flush_close_unref(handle) }

  /// This connection's unique name on the bus, e.g. `":1.42"`.
  /// The corresponding C function is `sd_bus_get_unique_name`.
  var uniqueName: String? {
    var name: UnsafePointer<CChar>? = nil
    guard sd_bus_get_unique_name(handle, &name) >= 0, let name else { return nil }
    return String(cString: name)
  }

  /// Calls a method with string arguments and waits for the reply.
  ///
  /// Signals that arrive meanwhile are queued and dispatched by the next ``process()``.
  ///
  /// - Returns: The reply, positioned at its first argument.
  /// - Throws: ``DBusError`` with the error name and message the peer (or the bus) replied
  ///   with, or only an `errno` when no reply came (`ETIMEDOUT` after
  ///   ``callTimeoutMicroseconds``).
  ///   The corresponding C functions are `sd_bus_message_new_method_call`,
  ///   `sd_bus_message_append_basic` and `sd_bus_call`.
  func call(
    _ destination: String, _ path: String, _ interface: String, _ member: String,
    _ arguments: [String] = []
  ) throws(DBusError) -> DBusMessage {
    let operation = "call \(interface).\(member)"
    var request: OpaquePointer? = nil
    let created = sd_bus_message_new_method_call(
      handle, &request, destination, path, interface, member)
    guard created >= 0, let request else { throw DBusError(operation, result: created) }
    let message = DBusMessage(owning: request)
    for argument in arguments { try message.append(argument) }
    var error = sd_bus_error()
    var reply: OpaquePointer? = nil
    let result = sd_bus_call(
      handle, request, max(1, callTimeoutMicroseconds), &error, &reply)
    guard result >= 0, let reply else {
      throw DBusError(operation, result: result, error: &error)
    }
    sd_bus_error_free(&error)
    return DBusMessage(owning: reply)
  }

  /// Subscribes `handler` to a signal; the subscription lasts as long as the returned value.
  ///
  /// - Parameters:
  ///   - sender: The unique bus name the signal must come from (pass the owner's unique name,
  ///     not a well-known name, so no other client can forge the signal).
  ///   - path: The object path.
  ///   - interface: The interface.
  ///   - member: The signal's name.
  ///   - handler: Called from ``process()`` on this thread with each matching signal.
  /// - Throws: ``DBusError`` when the bus refuses the match rule.
  ///   The corresponding C function is `sd_bus_match_signal`.
  func matchSignal(
    sender: String?, path: String?, interface: String, member: String,
    handler: @escaping (DBusMessage) -> Void
  ) throws(DBusError) -> DBusSignalMatch {
    try DBusSignalMatch(
      connection: self, sender: sender, path: path, interface: interface, member: member,
      handler: handler)
  }

  /// Dispatches every message already received (signals reach their handlers).
  ///
  /// - Throws: ``DBusError`` when the connection failed, e.g. `ECONNRESET` after the bus
  ///   went away. The corresponding C function is `sd_bus_process`.
  func process() throws(DBusError) {
    while true {
      let result = sd_bus_process(handle, nil)
      if result == 0 { return }
      guard result > 0 else { throw DBusError("process incoming messages", result: result) }
    }
  }

  /// How a ``wait(until:orReadable:)`` ended.
  enum WaitResult: Equatable {
    /// The connection has something to process (or sd-bus has a timeout of its own to run).
    case ready
    /// The deadline passed first.
    case deadlinePassed
    /// The other file descriptor became readable first.
    case interrupted
  }

  /// Waits until the connection has work, `deadline` passes, or `interruptFD` is readable.
  ///
  /// `sd_bus_wait` watches only the bus, so this polls the bus's descriptor together with
  /// `interruptFD` (e.g. an eventfd another thread writes to cancel).
  ///
  /// - Parameters:
  ///   - deadline: A `CLOCK_MONOTONIC` time in microseconds (``MonotonicTime``).
  ///   - interruptFD: A descriptor whose readability interrupts the wait.
  /// - Throws: ``DBusError`` when sd-bus or `poll` fails.
  ///   The corresponding C functions are `sd_bus_get_fd`, `sd_bus_get_events`,
  ///   `sd_bus_get_timeout` and `poll`.
  func wait(until deadline: UInt64, orReadable interruptFD: Int32) throws(DBusError) -> WaitResult {
    let fd = sd_bus_get_fd(handle)
    guard fd >= 0 else { throw DBusError("get the bus descriptor", result: fd) }
    let events = sd_bus_get_events(handle)
    guard events >= 0 else { throw DBusError("get the bus events", result: events) }
    var busTimeout: UInt64 = .max
    let timed = sd_bus_get_timeout(handle, &busTimeout)
    guard timed >= 0 else { throw DBusError("get the bus timeout", result: timed) }
    while true {
      if MonotonicTime.nowMicroseconds() >= deadline { return .deadlinePassed }
      let until = min(deadline, busTimeout)
      var fds = [
        pollfd(fd: fd, events: Int16(truncatingIfNeeded: events), revents: 0),
        pollfd(fd: interruptFD, events: Int16(POLLIN), revents: 0),
      ]
      // After a signal, poll again for what is left: the wait is measured at each call.
      let polled = valueOrErrno(retryOnInterrupt: true) { () -> Int32 in
        let now = MonotonicTime.nowMicroseconds()
        // Round up, so a wait never ends just before its deadline and spins.
        let milliseconds = until <= now ? 0 : Int32(min((until - now + 999) / 1000, 60_000))
        return poll(&fds, 2, milliseconds)
      }
      if case .failure(let error) = polled {
        throw DBusError("wait for the bus", result: -error.rawValue)
      }
      if fds[1].revents != 0 { return .interrupted }
      if fds[0].revents != 0 { return .ready }
      if busTimeout != .max && MonotonicTime.nowMicroseconds() >= busTimeout { return .ready }
    }
  }
}
