/// Why fingerprint unlock cannot be used now: the module's one error type.
///
/// Every case means "use the secret" to a person (exit code 8 in the CLI, with the reason on
/// standard error). The fprintd cases come from its D-Bus error names, mapped in one place
/// (``init(_:)``); never from message text.
public enum FingerprintUnavailable: Error, Hashable, Sendable {
  /// The system bus cannot be reached.
  case noSystemBus(DBusError)
  /// fprintd is not on the bus (not installed, not running and not activatable, or it quit).
  case noService
  /// fprintd has no reader (`net.reactivated.Fprint.Error.NoSuchDevice`).
  case noReader
  /// The user has no enrolled finger (`net.reactivated.Fprint.Error.NoEnrolledPrints`).
  case noEnrolledFingers
  /// Another program holds the reader (`net.reactivated.Fprint.Error.AlreadyInUse`).
  case readerBusy
  /// polkit or the bus refused this process (`net.reactivated.Fprint.Error.PermissionDenied`,
  /// `org.freedesktop.DBus.Error.AccessDenied`).
  case permissionDenied
  /// fprintd or the bus failed in another way; the D-Bus error says how.
  case failed(DBusError)

  /// Maps a failed D-Bus operation on fprintd to the reason a person is told.
  public init(_ error: DBusError) {
    switch error.name {
    case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
      self = .noService
    case let name? where name.hasPrefix("org.freedesktop.DBus.Error.Spawn."):
      // D-Bus activation of fprintd failed (e.g. no reader driver could start it).
      self = .noService
    case "net.reactivated.Fprint.Error.NoSuchDevice": self = .noReader
    case "net.reactivated.Fprint.Error.NoEnrolledPrints": self = .noEnrolledFingers
    case "net.reactivated.Fprint.Error.AlreadyInUse": self = .readerBusy
    case "net.reactivated.Fprint.Error.PermissionDenied", "org.freedesktop.DBus.Error.AccessDenied":
      self = .permissionDenied
    default: self = .failed(error)
    }
  }
}
