internal import Foundation

/// The wall clock the lock reads: seconds since 1970-01-01 00:00 UTC.
///
/// Injected into `LockService` so tests move time without sleeping. Lockouts are stored as
/// wall-clock times because they must survive restarts (SPEC.md §4).
public protocol WallClock {
  /// The current time, in seconds since 1970-01-01 00:00 UTC.
  func now() -> Double
}

/// The system's real-time clock.
public struct SystemWallClock: WallClock, Sendable {
  /// Creates the clock.
  public init() {}

  /// The current time, in seconds since 1970-01-01 00:00 UTC (`Date`).
  public func now() -> Double { Date().timeIntervalSince1970 }
}
