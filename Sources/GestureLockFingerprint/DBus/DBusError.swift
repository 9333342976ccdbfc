internal import CSystemdBus
public import GestureLockBiometrics

/// A failed D-Bus operation: what was being done, the D-Bus error name and message when the
/// peer (or sd-bus) supplied one, and the `errno` sd-bus returned.
///
/// Made in one place, ``DBusError/init(_:result:error:)``, from an sd-bus result and its
/// `sd_bus_error`. The error names of the D-Bus specification and of fprintd
/// (`net.reactivated.Fprint.Error.*`) are kept verbatim so callers can map them; never match on
/// `message`, which is for people.
public struct DBusError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done, e.g. `"call net.reactivated.Fprint.Device.Claim"`.
  public let operation: String
  /// The D-Bus error name, e.g. `"org.freedesktop.DBus.Error.ServiceUnknown"`, or `nil` when
  /// the failure was local (no reply, connection refused).
  public let name: String?
  /// The peer's human-readable message, if any.
  public let message: String?
  /// The `errno` sd-bus returned (positive).
  public let errno: DBusErrno

  /// Makes an error from its parts (for callers and tests; the library uses the funnel).
  public init(operation: String, name: String?, message: String?, errno: DBusErrno) {
    self.operation = operation
    self.name = name
    self.message = message
    self.errno = errno
  }

  /// The one funnel: an sd-bus result (negative `errno`) and the `sd_bus_error` it filled.
  ///
  /// Frees `error`'s strings. The corresponding C function is `sd_bus_error_free`.
  init(_ operation: String, result: Int32, error: inout sd_bus_error) {
    self.operation = operation
    name = error.name.map { String(cString: $0) }
    message = error.message.map { String(cString: $0) }
    errno = DBusErrno(rawValue: result < 0 ? -result : result)
    sd_bus_error_free(&error)
  }

  /// The funnel for calls that report only an `errno`.
  init(_ operation: String, result: Int32) {
    var none = sd_bus_error()
    self.init(operation, result: result, error: &none)
  }

  /// `operation: name: message (errno)`, the parts that are known.
  public var description: String {
    var text = operation + ":"
    if let name { text += " " + name + ":" }
    if let message { text += " " + message }
    return text + " [\(errno)]"
  }

  /// The error as the flow layer's platform-neutral fault (`FingerprintUnavailable`'s
  /// payload).
  public var fault: BiometricFault {
    BiometricFault(operation: operation, name: name, message: message, code: errno.rawValue)
  }
}
