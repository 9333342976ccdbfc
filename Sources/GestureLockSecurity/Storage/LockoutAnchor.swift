/// Where a lockout sits on the monotonic clock of one boot, so that within that boot it is
/// measured without trusting the wall clock, and after a reboot it restarts in full.
///
/// Stored with the record (schema version 2): `seconds` and `monotonicEnd` together or
/// neither; `bootID` is `nil` when the boot that set the lockout had no identifier.
public struct LockoutAnchor: Hashable, Sendable {
  /// The full length of the lockout, in seconds: what a reboot restarts.
  public var seconds: Double
  /// The boot whose monotonic clock `monotonicEnd` is on (`LockClock.bootID()`); `nil` when
  /// that boot had no identifier.
  public var bootID: String?
  /// When the lockout ends, in seconds on that boot's monotonic clock
  /// (`LockClock.monotonicTime()`).
  public var monotonicEnd: Double

  /// Creates an anchor.
  public init(seconds: Double, bootID: String?, monotonicEnd: Double) {
    self.seconds = seconds
    self.bootID = bootID
    self.monotonicEnd = monotonicEnd
  }
}
