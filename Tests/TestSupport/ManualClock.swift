/// A clock for tests: time moves only when a test advances it, so no test sleeps.
public struct ManualClock: Sendable {
  /// Current time in seconds.
  public private(set) var now: Double

  /// Creates a clock at `start` seconds.
  public init(start: Double = 0) { now = start }

  /// Moves time forward by `seconds`.
  public mutating func advance(by seconds: Double) { now += seconds }
}
