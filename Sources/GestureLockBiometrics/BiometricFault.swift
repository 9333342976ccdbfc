/// How a biometric service failed, in words and codes any platform has: what was being done,
/// the service's error name and message when it gave them, and the system's error code.
///
/// fprintd's D-Bus errors become faults in GestureLockFingerprint (`DBusError.fault`); never
/// match on `message`, which is for people.
public struct BiometricFault: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done, e.g. `"call net.reactivated.Fprint.Device.Claim"`.
  public let operation: String
  /// The service's error name, e.g. `"org.freedesktop.DBus.Error.ServiceUnknown"`, or `nil`
  /// when the failure was local (no reply, connection refused).
  public let name: String?
  /// The service's human-readable message, if any.
  public let message: String?
  /// The system's error code (a positive `errno` on Linux).
  public let code: Int32

  /// Makes a fault from its parts.
  public init(operation: String, name: String?, message: String?, code: Int32) {
    self.operation = operation
    self.name = name
    self.message = message
    self.code = code
  }

  /// `operation: name: message [code]`, the parts that are known.
  public var description: String {
    var text = operation + ":"
    if let name { text += " " + name + ":" }
    if let message { text += " " + message }
    return text + " [\(code)]"
  }
}
