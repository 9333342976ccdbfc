/// Why fingerprint unlock cannot be used now: the module's one error type.
///
/// Every case means "use the secret" to a person (exit code 8 in the CLI, with the reason on
/// standard error). The reasons are any platform's; fprintd's D-Bus error names are mapped to
/// them in one place, `FingerprintUnavailable.init(_: DBusError)` in GestureLockFingerprint,
/// never from message text.
public enum FingerprintUnavailable: Error, Hashable, Sendable {
  /// The system bus cannot be reached.
  case noSystemBus(BiometricFault)
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
  /// fprintd did not answer a call within its time (frozen, or hung in a driver): nothing was
  /// waited for longer than the call's timeout.
  case noAnswer
  /// fprintd or the bus failed in another way; the fault says how.
  case failed(BiometricFault)
}
