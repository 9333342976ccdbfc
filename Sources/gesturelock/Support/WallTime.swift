internal import GestureLockPadFlow

/// Formats wall-clock times for people and JSON.
enum WallTime {
  /// `seconds` since 1970 as ISO 8601 in UTC, e.g. `2026-11-30T12:00:00Z`, rounded up to the
  /// whole second so that a lockout end is never shown early: the pad's own formatting
  /// (`PadSession.iso8601`), so the pad and the CLI name the same second.
  static func iso8601(_ seconds: Double) -> String {
    PadSession.iso8601(seconds)
  }

  /// A count of seconds as `m:ss`, or `h:mm:ss` from an hour on; negative counts as 0.
  static func duration(_ seconds: Int) -> String {
    let total = max(0, seconds)
    let (hours, rest) = total.quotientAndRemainder(dividingBy: 3600)
    let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
  }
}
