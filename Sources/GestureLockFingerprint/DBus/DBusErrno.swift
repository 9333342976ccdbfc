internal import Glibc

/// An `errno` value returned (negated) by an sd-bus function, in the manner of swift-system's
/// `Errno`.
public struct DBusErrno: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The positive C value, e.g. `ECONNREFUSED`.
  public let rawValue: Int32

  /// Wraps a positive `errno` value.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// `ENOENT`: the bus socket does not exist.
  public static let noSuchFile = DBusErrno(rawValue: ENOENT)
  /// `ECONNREFUSED`: nothing listens on the bus socket.
  public static let connectionRefused = DBusErrno(rawValue: ECONNREFUSED)
  /// `ECONNRESET`: the bus closed the connection.
  public static let connectionReset = DBusErrno(rawValue: ECONNRESET)
  /// `ENOTCONN`: the connection is closed.
  public static let notConnected = DBusErrno(rawValue: ENOTCONN)
  /// `ETIMEDOUT`: a method call got no reply in time.
  public static let timedOut = DBusErrno(rawValue: ETIMEDOUT)
  /// `EACCES`: the bus or the service refused the caller.
  public static let permissionDenied = DBusErrno(rawValue: EACCES)
  /// `EINVAL`: an argument was not valid (e.g. a malformed bus address or object path).
  public static let invalidArgument = DBusErrno(rawValue: EINVAL)

  /// The C library's text for the value. The corresponding C function is `strerror`.
  public var description: String {
    String(cString: strerror(rawValue)) + " (errno \(rawValue))"
  }
}
