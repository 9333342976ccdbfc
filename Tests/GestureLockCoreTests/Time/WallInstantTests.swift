import Foundation
import GestureLockCore
import Testing

@Suite("Wall-clock instants and countdowns as text")
struct WallInstantTests {
  /// Foundation's formatting of `seconds` rounded up, the reference the pure-Swift one follows.
  static func reference(_ seconds: Double) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date(timeIntervalSince1970: seconds.rounded(.up)))
  }

  @Test("ISO 8601 rounds up to the whole second, so a lockout's end is never shown early")
  func roundsUp() {
    #expect(WallInstant(secondsSince1970: 1_795_000_000.2).iso8601 == "2026-11-18T11:06:41Z")
    #expect(WallInstant(secondsSince1970: 1_795_000_000).iso8601 == "2026-11-18T11:06:40Z")
    #expect(WallInstant(secondsSince1970: 0).iso8601 == "1970-01-01T00:00:00Z")
    #expect(WallInstant(secondsSince1970: -0.5).iso8601 == "1970-01-01T00:00:00Z")
  }

  @Test("ISO 8601 agrees with Foundation's formatter on leap days, century years and before 1970")
  func agreesWithFoundation() {
    var generator = SystemRandomNumberGenerator()
    let fixed: [Double] = [
      -1, -86_400, -86_401, 951_782_400, 951_868_799.5, 4_107_542_400, 4_102_444_799,
      253_402_300_799, -2_208_988_800, 1_709_164_800,
    ]
    let random = (0..<2_000).map { _ in
      Double.random(in: -4_000_000_000...8_000_000_000, using: &generator)
    }
    for seconds in fixed + random {
      #expect(WallInstant(secondsSince1970: seconds).iso8601 == Self.reference(seconds))
    }
  }

  @Test("A countdown reads m:ss below an hour and h:mm:ss from an hour on")
  func countdown() {
    #expect(Countdown(seconds: -5).description == "0:00")
    #expect(Countdown(seconds: 59).description == "0:59")
    #expect(Countdown(seconds: 75).description == "1:15")
    #expect(Countdown(seconds: 3_599).description == "59:59")
    #expect(Countdown(seconds: 3_600).description == "1:00:00")
    #expect(Countdown(seconds: 90_061).description == "25:01:01")
  }
}
