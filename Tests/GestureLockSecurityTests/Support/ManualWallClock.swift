import GestureLockSecurity
import TestSupport

/// A wall clock a test moves by hand: `LockService` reads it, the test advances it; no sleeping.
final class ManualWallClock: WallClock {
  private var clock: ManualClock

  /// Starts at `start` seconds since 1970 (default: 2025-01-01 00:00 UTC).
  init(start: Double = 1_735_689_600) { clock = ManualClock(start: start) }

  func now() -> Double { clock.now }

  /// Moves time forward by `seconds`.
  func advance(by seconds: Double) { clock.advance(by: seconds) }
}
