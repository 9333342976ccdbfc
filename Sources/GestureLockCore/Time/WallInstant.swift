/// A moment on the wall clock: seconds since 1970-01-01 00:00 UTC, as lockout ends are stored.
///
/// The one place that turns such a moment into text, so that the pad's event log, the CLI's
/// JSON and its messages name the same second. Formatting needs no Foundation: the calendar
/// arithmetic is the proleptic Gregorian one of ISO 8601 (days from civil, after Howard
/// Hinnant's `chrono`-compatible algorithms).
///
/// ```swift
/// WallInstant(secondsSince1970: 1_795_000_000.2).iso8601  // "2026-11-18T11:06:41Z"
/// ```
public struct WallInstant: Hashable, Sendable, Comparable {
  /// Seconds since 1970-01-01 00:00 UTC; may have a fraction.
  public var secondsSince1970: Double

  /// Creates an instant.
  ///
  /// - Parameter secondsSince1970: Seconds since 1970-01-01 00:00 UTC, finite.
  public init(secondsSince1970: Double) {
    self.secondsSince1970 = secondsSince1970
  }

  /// The instant as ISO 8601 in UTC with whole seconds, e.g. `2026-11-30T12:00:00Z`.
  ///
  /// Rounded **up** to the whole second, so that a lockout's end is never shown early. Years
  /// are written with four digits (0000–9999); a non-finite instant is written as the epoch.
  public var iso8601: String {
    let rounded = secondsSince1970.rounded(.up)
    let whole = rounded.isFinite && abs(rounded) < 1e15 ? Int64(rounded) : 0
    let (days, secondOfDay) = Self.floorDivision(whole, 86_400)
    let (year, month, day) = Self.civil(fromDays: days)
    let (hour, rest) = secondOfDay.quotientAndRemainder(dividingBy: 3600)
    let (minute, second) = rest.quotientAndRemainder(dividingBy: 60)
    return Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2) + "T"
      + Self.digits(hour, 2) + ":" + Self.digits(minute, 2) + ":" + Self.digits(second, 2) + "Z"
  }

  public static func < (lhs: WallInstant, rhs: WallInstant) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }

  /// `value` divided by `divisor` rounded towards minus infinity, and the non-negative rest.
  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }

  /// The Gregorian year, month (1–12) and day (1–31) of the day `days` after 1970-01-01.
  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468  // days since 0000-03-01
    let (era, dayOfEra) = floorDivision(shifted, 146_097)
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153  // 0 = March
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// `value` in decimal, left-padded with zeros to `width` digits (a minus sign first).
  private static func digits(_ value: Int64, _ width: Int) -> String {
    let text = String(value.magnitude)
    let padded = String(repeating: "0", count: max(0, width - text.count)) + text
    return value < 0 ? "-" + padded : padded
  }
}
