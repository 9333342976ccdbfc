import Foundation
import TestSupport
import Testing

/// One hostile or broken invocation and what it must give.
struct BadInput: Sendable, CustomTestStringConvertible {
  let name: String
  let arguments: [String]
  let stdin: String
  let enrolFirst: Bool
  /// A fragment the one-line error must contain (naming the problem).
  let mentions: String

  var testDescription: String { name }

  init(
    _ name: String, _ arguments: [String], stdin: String = "", enrolFirst: Bool = false,
    mentions: String
  ) {
    self.name = name
    self.arguments = arguments
    self.stdin = stdin
    self.enrolFirst = enrolFirst
    self.mentions = mentions
  }
}

@Suite("Bad arguments and input: exit 2, a one-line message naming the problem, nothing written")
struct BadInputTests {
  static let cases: [BadInput] = [
    BadInput("no command", [], mentions: "usage"),
    BadInput("unknown command", ["unlock"], mentions: "unknown command"),
    BadInput("unknown command's help", ["unlock", "--help"], mentions: "unknown command 'unlock'"),
    BadInput(
      "help for an unknown command", ["help", "unlock"], mentions: "unknown command 'unlock'"),
    BadInput("-h and an unknown command", ["-h", "bogus"], mentions: "unknown command 'bogus'"),
    BadInput("unknown option", ["status", "--colour"], mentions: "unknown option --colour"),
    BadInput("option without value", ["layout", "--grid"], mentions: "--grid needs a value"),
    BadInput(
      "grid 0x3", ["enroll", "--grid", "0x3"], stdin: "0-1-2-3\n0-1-2-3\n", mentions: "grid"),
    BadInput("grid 3x", ["layout", "--grid", "3x", "--view", "100x100"], mentions: "RxC"),
    BadInput(
      "grid 99x99", ["layout", "--grid", "99x99", "--view", "100x100"], mentions: "2x2 to 9x9"),
    BadInput("view NaN", ["layout", "--view", "nanx100"], mentions: "--view"),
    BadInput("view infinite", ["layout", "--view", "infx100"], mentions: "--view"),
    BadInput("option for another command", ["status", "--trace", "x.json"], mentions: "--trace"),
    BadInput("empty stdin on enroll", ["enroll"], mentions: "no pattern"),
    BadInput("missing confirmation", ["enroll"], stdin: "0-1-2-5\n", mentions: "confirmation"),
    BadInput(
      "mismatched confirmation", ["enroll"], stdin: "0-1-2-5\n0-1-2-4\n", mentions: "does not match"
    ),
    BadInput("too short to enrol", ["enroll"], stdin: "0-1-2\n0-1-2\n", mentions: "too short"),
    BadInput("repeat", ["enroll"], stdin: "0-1-0-2\n0-1-0-2\n", mentions: "repeats"),
    BadInput("out of range", ["enroll"], stdin: "0-1-2-9\n0-1-2-9\n", mentions: "not a node"),
    BadInput("non-ASCII digits", ["enroll"], stdin: "٠-١-٢-٥\n٠-١-٢-٥\n", mentions: "ASCII digit"),
    BadInput("letters", ["verify"], stdin: "a-b-c-d\n", enrolFirst: true, mentions: "ASCII digit"),
    BadInput("empty stdin on verify", ["verify"], enrolFirst: true, mentions: "no pattern"),
    BadInput(
      "missing trace file", ["verify", "--trace", "/nonexistent/t.json"], enrolFirst: true,
      mentions: "no file"),
    BadInput("recognize without trace", ["recognize"], mentions: "--trace"),
    BadInput("render without out", ["render", "--pattern", "0-1-2-5"], mentions: "--out"),
    BadInput(
      "render bad state",
      ["render", "--pattern", "0-1-2-5", "--out", "/tmp/x.png", "--state", "red"],
      mentions: "--state"),
    BadInput(
      "render bad extension", ["render", "--pattern", "0-1-2-5", "--out", "/tmp/x.gif"],
      mentions: ".png"),
    BadInput("enroll unknown kind", ["enroll", "--kind", "iris"], mentions: "--kind"),
    BadInput("bad language", ["--lang", "fr", "status"], mentions: "--lang"),
  ]

  @Test("Each bad input exits 2 with a message and writes nothing", arguments: cases)
  func badInput(_ input: BadInput) throws {
    let cli = try CLI()
    if input.enrolFirst { #expect(try cli.enroll("0-1-2-5-8").status == 0) }
    let before = try? Data(contentsOf: URL(fileURLWithPath: cli.store))
    let result = try cli.run(input.arguments, stdin: input.stdin)
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains(input.mentions), "stderr: \(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
    let after = try? Data(contentsOf: URL(fileURLWithPath: cli.store))
    #expect(before == after, "the store changed")
    if !input.enrolFirst {
      #expect(!FileManager.default.fileExists(atPath: cli.store), "a store was created")
    }
    // Secrets never appear in errors.
    for line in input.stdin.split(separator: "\n") where line.count >= 4 {
      #expect(!result.stderr.contains(String(line)))
    }
  }
}
