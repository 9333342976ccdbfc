import Foundation
import TestSupport
import Testing

@Suite("Recorded touch traces through the CLI: recognize and verify --trace")
struct TraceCommandTests {
  /// A trace on a 300×300 view (pitch 120, centres at 30/150/270) through `points`.
  static func trace(_ points: [(Double, Double)], view: Double = 300) -> String {
    var samples: [String] = []
    for (index, point) in points.enumerated() {
      let phase = index == 0 ? "began" : "moved"
      samples.append(
        "{\"t\":\(Double(index) * 0.02),\"x\":\(point.0),\"y\":\(point.1),\"phase\":\"\(phase)\"}")
    }
    let last = points[points.count - 1]
    samples.append(
      "{\"t\":\(Double(points.count) * 0.02),\"x\":\(last.0),\"y\":\(last.1),\"phase\":\"ended\"}")
    return
      "{\"view\":{\"width\":\(view),\"height\":\(view)},\"samples\":[\(samples.joined(separator: ","))]}"
  }

  @Test("recognize: a two-sample corner-to-corner swipe is 0-4-8")
  func recognizeSwipe() throws {
    let cli = try CLI()
    let file = cli.directory.path("swipe.json")
    try Data(Self.trace([(30, 30), (270, 270)]).utf8).write(to: URL(fileURLWithPath: file))
    let result = try cli.run(["recognize", "--trace", file], withStore: false)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(CLI.json(result))
    #expect(json["pattern"] as? String == "0-4-8")
    let events = try #require(json["events"] as? [[String: Any]])
    #expect(events.compactMap { $0["index"] as? Int } == [0, 4, 8])
  }

  @Test("verify --trace unlocks with the right drawing and refuses a wrong one")
  func verifyTrace() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let right = cli.directory.path("right.json")
    try Data(Self.trace([(30, 30), (150, 30), (270, 30), (270, 150), (270, 270)]).utf8)
      .write(to: URL(fileURLWithPath: right))
    #expect(try cli.run(["verify", "--trace", right]).status == 0)
    let wrong = cli.directory.path("wrong.json")
    try Data(Self.trace([(30, 30), (30, 150), (30, 270), (150, 270)]).utf8)
      .write(to: URL(fileURLWithPath: wrong))
    #expect(try cli.run(["verify", "--trace", wrong]).status == 1)
  }

  @Test(
    "Malformed traces are bad input (2) naming the problem",
    arguments: [
      ("not json", "{{{", "not valid JSON"),
      ("missing samples", "{\"view\":{\"width\":300,\"height\":300}}", "samples"),
      ("wrong type", "{\"view\":{\"width\":\"wide\",\"height\":300},\"samples\":[]}", "width"),
      ("no samples", "{\"view\":{\"width\":300,\"height\":300},\"samples\":[]}", "no samples"),
      (
        "unknown phase",
        "{\"view\":{\"width\":300,\"height\":300},\"samples\":[{\"t\":0,\"x\":1,\"y\":1,\"phase\":\"hover\"}]}",
        "phase"
      ),
      (
        "bad grid",
        "{\"view\":{\"width\":300,\"height\":300},\"grid\":{\"rows\":1,\"columns\":3},\"samples\":[{\"t\":0,\"x\":1,\"y\":1,\"phase\":\"began\"}]}",
        "grid"
      ),
      (
        "huge coordinate overflow",
        "{\"view\":{\"width\":300,\"height\":300},\"samples\":[{\"t\":0,\"x\":1e999,\"y\":1,\"phase\":\"began\"}]}",
        "trace"
      ),
    ])
  func malformed(_ name: String, _ content: String, _ mentions: String) throws {
    let cli = try CLI()
    let file = cli.directory.path("bad.json")
    try Data(content.utf8).write(to: URL(fileURLWithPath: file))
    let result = try cli.run(["recognize", "--trace", file], withStore: false)
    #expect(result.status == 2, "\(name): \(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(name): \(result.stderr)")
  }
}

@Suite("recognize applies a minimum length only when asked")
struct RecognizeMinimumLengthTests {
  @Test("With --min-length 4 the three-node swipe is too short and completes nothing")
  func minimumLength() throws {
    let cli = try CLI()
    let file = cli.directory.path("swipe.json")
    try Data(TraceCommandTests.trace([(30, 30), (270, 270)]).utf8)
      .write(to: URL(fileURLWithPath: file))
    let result = try cli.run(["recognize", "--trace", file, "--min-length", "4"], withStore: false)
    #expect(result.status == 0)
    let json = try #require(CLI.json(result))
    #expect(json["pattern"] is NSNull)
    let events = try #require(json["events"] as? [[String: Any]])
    #expect(events.last?["event"] as? String == "too_short")
  }
}
