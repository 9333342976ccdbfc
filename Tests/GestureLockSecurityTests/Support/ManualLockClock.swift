import GestureLockSecurity

/// Clocks a test moves by hand: `LockService` reads them, the test advances time, turns the
/// wall clock, or reboots; no sleeping.
final class ManualLockClock: LockClock {
  /// Seconds since 1970 on the wall clock.
  private(set) var wall: Double
  /// Seconds on this boot's monotonic clock.
  private(set) var monotonic: Double
  /// The current boot; `nil` plays a system without a boot identifier.
  private(set) var boot: String?
  private var boots = 1

  /// Starts at `start` seconds since 1970 (default: 2025-01-01 00:00 UTC), 1,000 s after boot.
  init(start: Double = 1_735_689_600, bootID: String? = "boot-1") {
    wall = start
    monotonic = 1000
    boot = bootID
  }

  func wallTime() -> Double { wall }
  func monotonicTime() -> Double { monotonic }
  func bootID() -> String? { boot }

  /// The wall clock, as `WallClock.now()` would say.
  func now() -> Double { wall }

  /// Lets `seconds` of real time pass: both clocks move.
  func advance(by seconds: Double) {
    wall += seconds
    monotonic += seconds
  }

  /// Sets the wall clock by `seconds` (negative: back); the monotonic clock does not move.
  func turnWallClock(by seconds: Double) { wall += seconds }

  /// Reboots after `downtime` seconds: a new boot identifier, the monotonic clock restarting
  /// at `uptime`.
  func reboot(downtime: Double = 60, uptime: Double = 5) {
    boots += 1
    boot = boot == nil ? nil : "boot-\(boots)"
    wall += downtime
    monotonic = uptime
  }
}
