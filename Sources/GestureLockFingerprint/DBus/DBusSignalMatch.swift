internal import CSystemdBus

/// A signal subscription on a ``DBusConnection``: removed from the bus when this object dies.
///
/// Not `Sendable`: handlers run on the connection's thread, inside ``DBusConnection/process()``.
final class DBusSignalMatch {
  /// Holds the handler at a stable address for the C callback's `userdata`.
  private final class Box {
    let handler: (DBusMessage) -> Void
    init(_ handler: @escaping (DBusMessage) -> Void) { self.handler = handler }
  }

  private let box: Box
  /// The `sd_bus_slot*` that keeps the match installed.
  private let slot: OpaquePointer

  /// Installs the match. The corresponding C function is `sd_bus_match_signal`.
  init(
    connection: DBusConnection, sender: String?, path: String?, interface: String,
    member: String, handler: @escaping (DBusMessage) -> Void
  ) throws(DBusError) {
    let box = Box(handler)
    var slot: OpaquePointer? = nil
    let result = sd_bus_match_signal(
      connection.handle, &slot, sender, path, interface, member,
      { message, userdata, _ in
        guard let message, let userdata else { return 0 }
        let box = Unmanaged<Box>.fromOpaque(userdata).takeUnretainedValue()
        box.handler(DBusMessage(borrowing: message))
        return 0
      }, Unmanaged.passUnretained(box).toOpaque())
    guard result >= 0, let slot else {
      throw DBusError("match the signal \(interface).\(member)", result: result)
    }
    self.box = box
    self.slot = slot
  }

  /// Removes the match before the handler's box goes.
  /// The corresponding C function is `sd_bus_slot_unref`.
  deinit { sd_bus_slot_unref(slot) }
}
