internal import Glibc

/// `CLOCK_MONOTONIC` in microseconds: the clock sd-bus uses for its own timeouts.
enum MonotonicTime {
  /// Now. The corresponding C function is `clock_gettime`.
  static func nowMicroseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
  }

  /// The time `duration` from now; a negative duration is now, a huge one saturates.
  static func deadline(after duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return nowMicroseconds() }
    let (scaled, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000)
    if overflow { return .max }
    let micro = scaled + UInt64(attoseconds / 1_000_000_000_000)
    let (sum, overflow2) = nowMicroseconds().addingReportingOverflow(micro)
    return overflow2 ? .max : sum
  }
}
