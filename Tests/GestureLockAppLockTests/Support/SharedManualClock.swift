import GestureLockSecurity
import GestureLockSystem

/// Clocks a test moves by hand, shared by an `AppLock`, its lock service and the test (hence
/// `Sendable`): time moves only when the test says, so no test sleeps.
final class SharedManualClock: LockClock, Sendable {
  private struct Readings: Sendable {
    var wall: Double
    var monotonic: Double
    var boot: String?
    var boots = 1
  }
  private let readings: Locked<Readings>

  /// Starts at 2025-01-01 00:00 UTC, 1,000 s after boot `boot-1`.
  init(bootID: String? = "boot-1") {
    readings = Locked(Readings(wall: 1_735_689_600, monotonic: 1000, boot: bootID))
  }

  func wallTime() -> Double { readings.withLock { $0.wall } }
  func monotonicTime() -> Double { readings.withLock { $0.monotonic } }
  func bootID() -> String? { readings.withLock { $0.boot } }

  /// Lets `seconds` of real time pass: both clocks move.
  func advance(by seconds: Double) {
    readings.withLock {
      $0.wall += seconds
      $0.monotonic += seconds
    }
  }

  /// Sets the wall clock by `seconds` (negative: back); the monotonic clock does not move.
  func turnWallClock(by seconds: Double) { readings.withLock { $0.wall += seconds } }

  /// Moves only the monotonic clock back, as no real clock does within a boot.
  func turnMonotonicBack(by seconds: Double) { readings.withLock { $0.monotonic -= seconds } }

  /// Reboots after `downtime` seconds: a new boot identifier, the monotonic clock restarting
  /// at `uptime`.
  func reboot(downtime: Double = 60, uptime: Double = 5) {
    readings.withLock {
      $0.boots += 1
      $0.boot = $0.boot == nil ? nil : "boot-\($0.boots)"
      $0.wall += downtime
      $0.monotonic = uptime
    }
  }
}
