internal import GestureLockBiometrics
internal import GestureLockFingerprint

extension PadCommand {
  /// The reader the pads offer beside drawing when the profile has fingerprint unlock on:
  /// fprintd on the system bus (`DBUS_SYSTEM_BUS_ADDRESS` honoured), for the user running the
  /// pad. Nothing is asked of fprintd for a profile with fingerprint unlock off.
  static var fingerprintUnlocker: any BiometricUnlocker { FprintdUnlocker() }
}
