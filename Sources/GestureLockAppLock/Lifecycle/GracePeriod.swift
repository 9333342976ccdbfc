/// How long an app may stay in the background and still come back unlocked: the choices iOS
/// offers for "Require Passcode" (Immediately, After 1 minute, 5 minutes, 15 minutes).
///
/// Measured on the monotonic clock from the moment the host reports
/// `AppLock.didEnterBackground()`; setting the wall clock never lengthens it.
///
/// ```swift
/// let settings = AppLockSettings(gracePeriod: .oneMinute, idleTimeout: 300)
/// ```
public enum GracePeriod: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Locked as soon as the app enters the background.
  case immediately
  /// Unlocked again if back within 1 minute.
  case oneMinute
  /// Unlocked again if back within 5 minutes.
  case fiveMinutes
  /// Unlocked again if back within 15 minutes.
  case fifteenMinutes

  /// The length, in seconds: 0, 60, 300 or 900.
  public var seconds: Double {
    switch self {
    case .immediately: 0
    case .oneMinute: 60
    case .fiveMinutes: 300
    case .fifteenMinutes: 900
    }
  }

  /// As iOS words it: "Immediately", "After 1 minute", …
  public var description: String {
    switch self {
    case .immediately: "Immediately"
    case .oneMinute: "After 1 minute"
    case .fiveMinutes: "After 5 minutes"
    case .fifteenMinutes: "After 15 minutes"
    }
  }
}
