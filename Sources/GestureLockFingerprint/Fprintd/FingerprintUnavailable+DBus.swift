public import GestureLockBiometrics

extension FingerprintUnavailable {
  /// Maps a failed D-Bus operation on fprintd to the reason a person is told: fprintd's and
  /// the bus's error names, never message text.
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
    case "org.freedesktop.DBus.Error.Timeout", "org.freedesktop.DBus.Error.NoReply":
      self = .noAnswer
    case _ where error.errno == .timedOut: self = .noAnswer  // sd-bus's own call timeout.
    default: self = .failed(error.fault)
    }
  }
}
