internal import CSystemdBus
internal import Glibc

/// One D-Bus message (a method call being built, a reply or a signal), owned: one reference
/// held for the life of this object.
///
/// Reading consumes arguments in order, as sd-bus does. Not `Sendable`: a message belongs to
/// its connection's thread.
final class DBusMessage {
  /// The `sd_bus_message*`; valid for the life of this object.
  let handle: OpaquePointer

  /// Takes over a reference the caller owns (e.g. from `sd_bus_call`).
  init(owning handle: OpaquePointer) { self.handle = handle }

  /// Takes a new reference to a message sd-bus lends (e.g. in a signal callback).
  /// The corresponding C function is `sd_bus_message_ref`.
  init(borrowing handle: OpaquePointer) {
    self.handle = sd_bus_message_ref(handle)
  }

  /// The corresponding C function is `sd_bus_message_unref`.
  deinit { sd_bus_message_unref(handle) }

  /// The unique bus name of the sender (e.g. `":1.42"`), or `nil` when there is none.
  /// The corresponding C function is `sd_bus_message_get_sender`.
  var sender: String? { sd_bus_message_get_sender(handle).map { String(cString: $0) } }

  /// Appends a string argument. The corresponding C function is `sd_bus_message_append_basic`.
  func append(_ value: String) throws(DBusError) {
    let result = value.withCString {
      sd_bus_message_append_basic(handle, CChar(SD_BUS_TYPE_STRING), $0)
    }
    guard result >= 0 else { throw DBusError("append a string argument", result: result) }
  }

  /// Reads the next argument, a string. The corresponding C function is
  /// `sd_bus_message_read_basic`.
  func readString() throws(DBusError) -> String {
    try readText(CChar(SD_BUS_TYPE_STRING), "string")
  }

  /// Reads the next argument, an object path.
  /// The corresponding C function is `sd_bus_message_read_basic`.
  func readObjectPath() throws(DBusError) -> String {
    try readText(CChar(SD_BUS_TYPE_OBJECT_PATH), "object path")
  }

  /// Reads the next argument, a boolean. The corresponding C function is
  /// `sd_bus_message_read_basic` (a D-Bus boolean is read into a C `int`).
  func readBoolean() throws(DBusError) -> Bool {
    var value: Int32 = 0
    let result = sd_bus_message_read_basic(handle, CChar(SD_BUS_TYPE_BOOLEAN), &value)
    guard result > 0 else { throw DBusError("read a boolean argument", result: missing(result)) }
    return value != 0
  }

  /// Reads the next argument, an array of strings (`as`).
  /// The corresponding C functions are `sd_bus_message_enter_container`,
  /// `sd_bus_message_read_basic` and `sd_bus_message_exit_container`.
  func readStringArray() throws(DBusError) -> [String] {
    let entered = sd_bus_message_enter_container(handle, CChar(SD_BUS_TYPE_ARRAY), "s")
    guard entered > 0 else {
      throw DBusError("read a string array argument", result: missing(entered))
    }
    var values: [String] = []
    while true {
      var text: UnsafePointer<CChar>? = nil
      let result = sd_bus_message_read_basic(handle, CChar(SD_BUS_TYPE_STRING), &text)
      if result == 0 { break }
      guard result > 0, let text else {
        throw DBusError("read a string array element", result: missing(result))
      }
      values.append(String(cString: text))
    }
    let exited = sd_bus_message_exit_container(handle)
    guard exited >= 0 else { throw DBusError("leave a string array", result: exited) }
    return values
  }

  private func readText(_ type: CChar, _ what: String) throws(DBusError) -> String {
    var text: UnsafePointer<CChar>? = nil
    let result = sd_bus_message_read_basic(handle, type, &text)
    guard result > 0, let text else {
      throw DBusError("read a \(what) argument", result: missing(result))
    }
    return String(cString: text)
  }

  /// sd-bus returns 0 when no argument is left (a reply shorter than expected): reported as
  /// `ENXIO`, the `errno` sd-bus itself returns for an argument of another type.
  private func missing(_ result: Int32) -> Int32 { result == 0 ? -ENXIO : result }
}
