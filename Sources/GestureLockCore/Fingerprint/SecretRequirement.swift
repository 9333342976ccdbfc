/// Why the stored secret is required now although fingerprint unlock is enabled.
///
/// A value of Core so that the pad's message (`PadMessage.secretRequired`) and the store's
/// rules (`LockService` in GestureLockSecurity, which decides it) name the same reasons.
///
/// The rules follow Apple Platform Security, "Face ID, Touch ID, passcodes and passwords":
/// the passcode is required after a restart, when the device has not been unlocked for more
/// than 48 hours, when the passcode has not been used in the last 156 hours (six and a half
/// days) and biometrics have not unlocked in the last 4 hours, after five unsuccessful
/// biometric match attempts, and during a lockout. GestureLock adds one: a change of the
/// enrolled fingers since the secret was last used (a finger added at the reader never opens
/// the lock by itself). All times are on the monotonic clock and the boot identifier
/// (`LockClock`), as lockouts are: the wall clock never matters. A secret success clears each
/// condition.
///
/// ```swift
/// if let why = try lock.fingerprintStatus(enrolledFingers: names)?.secretRequired {
///   print("draw your pattern (\(why.rawValue))")
/// }
/// ```
public enum SecretRequirement: String, Hashable, Sendable, CaseIterable {
  /// The boot identifier changed (or, without one, the monotonic clock went back) since the
  /// last secret unlock, or no secret unlock is recorded yet.
  case restart
  /// 48 hours without any unlock, by the secret or a finger.
  case idleTooLong
  /// The secret not used for 156 hours and no finger unlock for 4 hours.
  case secretUnused
  /// `LockService.fingerprintNoMatchLimit` (5) fingerprint no-matches in a row.
  case tooManyNoMatches
  /// The enrolled finger set differs from the one recorded at the last secret unlock.
  case fingersChanged
  /// The secret's lockout (or permanent lock) is in force: the fingerprint never bypasses
  /// throttling.
  case lockout
}
