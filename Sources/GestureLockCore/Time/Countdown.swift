/// A count of whole seconds left, as people read a countdown: `m:ss` below an hour, `h:mm:ss`
/// from an hour on.
///
/// The one formatting of a lockout's remaining time, for the pads' messages and the CLI's.
///
/// ```swift
/// Countdown(seconds: 75).description    // "1:15"
/// Countdown(seconds: 3_600).description // "1:00:00"
/// ```
public struct Countdown: Hashable, Sendable, CustomStringConvertible {
  /// The seconds left; a negative count is shown as 0.
  public var seconds: Int

  /// Creates a countdown of `seconds` whole seconds.
  public init(seconds: Int) {
    self.seconds = seconds
  }

  /// `m:ss`, or `h:mm:ss` from an hour on; negative counts as 0.
  public var description: String {
    let total = max(0, seconds)
    let (hours, rest) = total.quotientAndRemainder(dividingBy: 3600)
    let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
  }
}
