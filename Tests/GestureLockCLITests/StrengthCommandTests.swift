import Foundation
import TestSupport
import Testing

@Suite("gesturelock strength: scores, class and rank as JSON")
struct StrengthCommandTests {
  @Test("A weak pattern: class 1, its rank and scores")
  func weak() throws {
    let result = try CLI().run(["strength", "--pattern", "0-4-8-5"], withStore: false)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(CLI.json(result))
    #expect(json["pattern"] as? String == "0-4-8-5")
    #expect(json["grid"] as? String == "3x3")
    #expect(json["class"] as? Int == 1)
    let rank = try #require(json["rank"] as? [String: Any])
    #expect(rank["rank"] as? Int == 388_657)
    #expect(rank["of"] as? Int == 389_112)
    #expect(rank["tied"] as? Int == 160)
    #expect(rank["weaker"] as? Int == 296)
    #expect((rank["strongerThanPercent"] as? Double).map { abs($0 - 0.076) < 1e-9 } == true)
    let sun = try #require(json["sun"] as? [String: Any])
    #expect((sun["score"] as? Double).map { abs($0 - 7.747) < 1e-9 } == true)
    let features = try #require(json["features"] as? [String: Any])
    #expect(features["directionChanges"] as? Int == 1)
  }

  @Test("The strongest pattern ranks first, in the compact digit form too")
  func strongest() throws {
    let result = try CLI().run(["strength", "--pattern", "408172653"], withStore: false)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(CLI.json(result))
    #expect(json["pattern"] as? String == "4-0-8-1-7-2-6-5-3")
    #expect(json["class"] as? Int == 5)
    #expect((json["rank"] as? [String: Any])?["rank"] as? Int == 1)
    #expect((json["andriotis"] as? [String: Any])?["score"] as? Int == 13)
    #expect((json["song"] as? [String: Any])?["level"] as? Int == 3)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let mentions: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    "Bad input exits 2 with a message on stderr and nothing on stdout",
    arguments: [
      Bad(arguments: ["strength"], mentions: "--pattern"),
      Bad(arguments: ["strength", "--pattern", "0-1-2"], mentions: "at least 4 nodes"),
      Bad(arguments: ["strength", "--pattern", "0-2-5-8"], mentions: "skipped-node"),
      Bad(arguments: ["strength", "--pattern", "0-1-2-3", "--grid", "4x4"], mentions: "3x3"),
      Bad(arguments: ["strength", "--pattern", "0-1-2-3", "--out", "x.png"], mentions: "--out"),
    ])
  func bad(_ bad: Bad) throws {
    let result = try CLI().run(bad.arguments, withStore: false)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(bad.mentions), "\(result.stderr)")
  }
}
