/// A moment on the monotonic clock of one boot: how GestureLock remembers when something
/// happened without trusting the wall clock (schema version 3).
///
/// Two marks compare only within one boot (equal `bootID`); after a reboot the monotonic clock
/// restarts and an older mark means nothing any more. Without boot identifiers (`bootID` `nil`
/// then and now), a monotonic reading earlier than the mark proves a reboot.
///
/// ```swift
/// let mark = MonotonicInstant(monotonic: 1234.5, bootID: "b2f1…")
/// ```
public struct MonotonicInstant: Hashable, Sendable {
  /// Seconds on the monotonic clock of the boot (`LockClock.monotonicTime()`); finite, >= 0.
  public var monotonic: Double
  /// The boot (`LockClock.bootID()`); `nil` when that boot had no identifier.
  public var bootID: String?

  /// Creates a mark.
  public init(monotonic: Double, bootID: String?) {
    self.monotonic = monotonic
    self.bootID = bootID
  }
}

extension MonotonicInstant {
  /// The mark of `instant`.
  init(_ instant: LockInstant) {
    self.init(monotonic: instant.monotonic, bootID: instant.bootID)
  }

  /// Seconds from this mark to `instant`, or `nil` when they are not on one boot's clock
  /// (another boot, or a reading earlier than the mark, which only a reboot can give).
  func seconds(until instant: LockInstant) -> Double? {
    guard bootID == instant.bootID, instant.monotonic >= monotonic else { return nil }
    return instant.monotonic - monotonic
  }
}
