import GestureLockSecurity

/// Both of a pad's clocks, moved by hand: the monotonic seconds of holds and countdown ticks,
/// and the wall clock the store's lockout ends are written in. They move together.
final class ManualClock: WallClock {
  /// Monotonic seconds.
  private(set) var monotonic: Double = 100
  /// Wall-clock seconds since 1970.
  private(set) var wall: Double = 1_800_000_000

  func now() -> Double { wall }

  /// Lets `seconds` pass on both clocks.
  func pass(_ seconds: Double) {
    monotonic += seconds
    wall += seconds
  }
}
