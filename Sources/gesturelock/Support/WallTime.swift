internal import Foundation

/// Formats wall-clock times for people and JSON.
enum WallTime {
  /// `seconds` since 1970 as ISO 8601 in UTC, e.g. `2026-11-30T12:00:00Z`.
  static func iso8601(_ seconds: Double) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date(timeIntervalSince1970: seconds))
  }
}
