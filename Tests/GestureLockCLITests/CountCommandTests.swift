import Foundation
import TestSupport
import Testing

/// One invocation of `count` that must be refused, and a fragment its message must contain.
struct CountRefusal: Sendable, CustomTestStringConvertible {
  let name: String
  let arguments: [String]
  let mentions: String

  init(_ name: String, _ arguments: [String], mentions: String) {
    self.name = name
    self.arguments = arguments
    self.mentions = mentions
  }

  var testDescription: String { name }
}

@Suite("gesturelock count: exact pattern totals as JSON")
struct CountCommandTests {
  @Test("3x3 by default: 389,112 patterns of 4 or more nodes, nothing on stderr")
  func standard() throws {
    let result = try CLI().run(["count"], withStore: false)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "{\"grid\":\"3x3\",\"route\":\"skip-rule\",\"minimumLength\":4,"
        + "\"total\":389112}\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("--by-length lists every length from the minimum, as numbers")
  func byLength() throws {
    let result = try CLI().run(["count", "--grid", "3x3", "--by-length"], withStore: false)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(CLI.json(result))
    let byLength = try #require(json["byLength"] as? [String: Int])
    #expect(
      byLength == [
        "4": 1_624, "5": 7_152, "6": 26_016, "7": 72_912, "8": 140_704, "9": 140_704,
      ])
    #expect(result.stdout.contains("\"byLength\":{\"4\":1624,\"5\":7152,"))
  }

  @Test("--min-length 1 on 2x2 counts every length: 4 + 12 + 24 + 24")
  func minimumLength() throws {
    let result = try CLI().run(
      ["count", "--grid", "2x2", "--min-length", "1", "--by-length"], withStore: false)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "{\"grid\":\"2x2\",\"route\":\"skip-rule\",\"minimumLength\":1,"
        + "\"total\":64,\"byLength\":{\"1\":4,\"2\":12,\"3\":24,\"4\":24}}\n")
  }

  @Test("Counts beyond 2^53 keep every digit: 4x4 and 4x5")
  func bigNumbers() throws {
    let cli = try CLI()
    let fourByFour = try cli.run(["count", "--grid", "4x4"], withStore: false)
    #expect(fourByFour.stdout.contains("\"total\":4350069823024}"))
    let fourByFive = try cli.run(["count", "--grid", "4x5"], withStore: false)
    #expect(fourByFive.status == 0, "\(fourByFive.stderr)")
    // 162,203,611,691,764,080 > 2^53: printed in full, as a number (no quotes).
    #expect(fourByFive.stdout.contains("\"total\":162203611691764080}"))
  }

  static let refusals: [CountRefusal] = [
    CountRefusal("6x6 is too big to count exactly", ["--grid", "6x6"], mentions: "25 nodes"),
    CountRefusal("9x9 is too big to count exactly", ["--grid", "9x9"], mentions: "25 nodes"),
    CountRefusal("grid outside 2x2 to 9x9", ["--grid", "10x3"], mentions: "2x2 to 9x9"),
    CountRefusal("minimum length 0", ["--min-length", "0"], mentions: "--min-length"),
    CountRefusal("minimum length over the node count", ["--min-length", "10"], mentions: "1 to 9"),
    CountRefusal(
      "minimum length not a number", ["--min-length", "four"], mentions: "--min-length"),
    CountRefusal("negative minimum length", ["--min-length=-4"], mentions: "--min-length"),
    CountRefusal("flag with a value", ["--by-length=yes"], mentions: "takes no value"),
    CountRefusal("option of another command", ["--view", "3x3"], mentions: "--view"),
  ]

  @Test(
    "Bad input: exit 2, one line on stderr naming the problem, nothing on stdout",
    arguments: refusals)
  func refused(_ test: CountRefusal) throws {
    let result = try CLI().run(["count"] + test.arguments, withStore: false)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains(test.mentions), "\(result.stderr)")
  }

  @Test(
    "A count that runs past the delay shows a progress bar on a terminal, then erases it",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func progressBar() throws {
    // `script` gives the count a terminal; a zero delay makes the bar due at once, so the test
    // does not depend on how long 3x7 takes on this machine (about a second in debug).
    let command =
      "GESTURELOCK_PROGRESS_DELAY=0 '\(ProductBinary.gesturelock.path)' count --grid 3x7"
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
      environment: ["LANG": "C"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("\rcounting 3x7 patterns ["))
    #expect(result.stdout.contains("%"))
    #expect(result.stdout.contains("\r\u{1B}[2K{\"grid\":\"3x7\""))
  }
}
