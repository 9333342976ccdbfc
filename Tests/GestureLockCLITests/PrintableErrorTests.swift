import Foundation
import TestSupport
import Testing

@testable import gesturelock_tool

/// An option value that would break or hijack the terminal if an error repeated it verbatim.
struct HostileValue: Sendable, CustomTestStringConvertible {
  let name: String
  let value: String
  /// What the error line shows instead of the hostile scalar.
  let escape: String
  var testDescription: String { name }
}

/// A command line with `VALUE` where the hostile value goes.
struct HostileCommand: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let status: Int32
  var testDescription: String { arguments.joined(separator: " ") }
}

/// Error lines are one printable line whatever the input: every control character, line
/// separator and bidirectional control an error repeats (an option's value, a path, a library's
/// text quoting it) is shown as an escape.
@Suite("Errors are one printable line, whatever the arguments hold")
struct PrintableErrorTests {
  static let values: [HostileValue] = [
    HostileValue(name: "trailing newline", value: "3x3\n", escape: "3x3\\n"),
    HostileValue(name: "carriage return", value: "ok\rEVIL", escape: "ok\\rEVIL"),
    HostileValue(
      name: "OSC title and SGR colour", value: "\u{1B}]0;pwned\u{7}\u{1B}[31mRED",
      escape: "\\u{1B}]0;pwned\\u{7}\\u{1B}[31mRED"),
    HostileValue(name: "C1 CSI", value: "\u{9B}2J", escape: "\\u{9B}2J"),
    HostileValue(name: "right-to-left override", value: "3x3\u{202E}txt.exe", escape: "\\u{202E}"),
    HostileValue(name: "isolate", value: "\u{2066}3x3\u{2069}", escape: "\\u{2066}3x3\\u{2069}"),
    HostileValue(name: "line separator", value: "a\u{2028}b", escape: "a\\u{2028}b"),
  ]

  static let commands: [HostileCommand] = [
    HostileCommand(arguments: ["layout", "--grid", "VALUE", "--view", "100x100"], status: 2),
    HostileCommand(arguments: ["enroll", "--grid", "VALUE"], status: 2),
    HostileCommand(arguments: ["count", "--grid", "3x3", "--min-length", "VALUE"], status: 2),
    HostileCommand(
      arguments: ["render", "--pattern", "0-1-2-5", "--out", "/tmp/x.png", "--state", "VALUE"],
      status: 2),
    HostileCommand(arguments: ["recognize", "--trace", "/nonexistent/VALUE"], status: 2),
    HostileCommand(arguments: ["VALUE"], status: 2),
    // A path ending in '/' in a directory that exists (names a directory: 4), and a store in a
    // directory that does not (named before anything else: 2).
    HostileCommand(arguments: ["--store", "/tmp/VALUE/", "status"], status: 4),
    HostileCommand(arguments: ["--store", "/nonexistent-VALUE/lock.sqlite", "status"], status: 2),
    HostileCommand(arguments: ["--lang", "zh-Hans", "layout", "--grid", "VALUE"], status: 2),
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    let command: HostileCommand
    let value: HostileValue
    var testDescription: String { "\(value.name): \(command.testDescription)" }
  }

  static let cases: [Case] = commands.flatMap { command in
    values.map { Case(command: command, value: $0) }
  }

  @Test("The error is exactly one line without a control character", arguments: cases)
  func oneLine(_ testCase: Case) throws {
    let arguments = testCase.command.arguments.map {
      $0.replacingOccurrences(of: "VALUE", with: testCase.value.value)
    }
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, arguments, environment: ["LANG": "C"])
    #expect(result.status == testCase.command.status, "stderr: \(result.stderr.debugDescription)")
    #expect(result.stderr.hasPrefix("gesturelock: "), "\(result.stderr.debugDescription)")
    #expect(result.stderr.hasSuffix("\n"))
    let line = result.stderr.dropLast()
    #expect(
      !line.unicodeScalars.contains(where: PrintableText.isNonPrinting),
      "\(result.stderr.debugDescription)")
    #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{9B}"))
    #expect(result.stdout.isEmpty)
  }

  @Test("A newline in --grid is shown as \\n in the one-line error")
  func newlineShown() throws {
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["layout", "--grid", "3x3\n", "--view", "100x100"],
      environment: ["LANG": "C"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "gesturelock: --grid: invalid grid: '3x3\\n' is not of the form RxC, e.g. 3x3\n")
  }

  @Test("Each hostile value is escaped, and printable text is kept as it is", arguments: values)
  func escaped(_ value: HostileValue) {
    let escaped = PrintableText.escaped(value.value)
    #expect(escaped.contains(value.escape), "\(escaped)")
    #expect(!escaped.unicodeScalars.contains(where: PrintableText.isNonPrinting))
    #expect(ArgumentList.shown(value.value) == escaped)
  }

  @Test("Printable text, Chinese and emoji with joiners are kept as they are")
  func printableKept() {
    for text in ["3x3", "图案无效：第3项重复了之前的点", "/tmp/a b/lock.sqlite", "👩‍💻", "C:\\path"] {
      #expect(PrintableText.escaped(text) == text)
    }
  }

  @Test("An argument shown in a message is cut at 40 characters before it is escaped")
  func shownCut() {
    let long = String(repeating: "a", count: 39) + "\n\n"
    #expect(ArgumentList.shown(long) == String(repeating: "a", count: 39) + "\\n…")
  }
}
