/// When an `AppLock` locks again: after the background, after idleness, and across restarts.
///
/// ```swift
/// var settings = AppLockSettings(gracePeriod: .fiveMinutes, idleTimeout: 120)
/// settings.gracePersists = true  // a restart inside the five minutes stays unlocked
/// ```
public struct AppLockSettings: Hashable, Sendable {
  /// How long the app may stay in the background and come back unlocked.
  public var gracePeriod: GracePeriod
  /// Seconds in the foreground without `AppLock.userActivity()` after which the app locks;
  /// `nil`: never for idleness. Must be positive when set.
  public var idleTimeout: Double?
  /// Whether a grace period that started before the process ended still holds for a new
  /// process on the same boot (`AppLock` stores its monotonic deadline and the boot
  /// identifier). Off by default: every cold start is locked.
  public var gracePersists: Bool

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - gracePeriod: After the background; `.immediately` by default.
  ///   - idleTimeout: Seconds without user activity, or `nil` (the default) for none.
  ///     Values that are not positive and finite mean none.
  ///   - gracePersists: Whether a grace period survives a restart; `false` by default.
  public init(
    gracePeriod: GracePeriod = .immediately, idleTimeout: Double? = nil,
    gracePersists: Bool = false
  ) {
    self.gracePeriod = gracePeriod
    self.idleTimeout = idleTimeout.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.gracePersists = gracePersists
  }
}
