import Testing

@testable import GestureLockTerminal

@Suite("Display width: cutting text to a width")
struct DisplayWidthTruncationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var columns: Int
    var expected: String
    var testDescription: String { "\"\(text)\" in \(columns) → \"\(expected)\"" }
  }

  @Test(
    "Text that does not fit ends in … and wide characters are never split",
    arguments: [
      Case(text: "Unlocked", columns: 8, expected: "Unlocked"),
      Case(text: "Unlocked", columns: 7, expected: "Unlock…"),
      Case(text: "Unlocked", columns: 1, expected: "…"),
      Case(text: "Unlocked", columns: 0, expected: ""),
      Case(text: "图案错误", columns: 8, expected: "图案错误"),
      Case(text: "图案错误", columns: 7, expected: "图案错…"),
      Case(text: "图案错误", columns: 6, expected: "图案…"),
      Case(text: "图案错误", columns: 2, expected: "…"),
      Case(text: "a图b", columns: 3, expected: "a…"),
      Case(text: "line\none", columns: 20, expected: "line one"),
    ])
  func truncated(_ test: Case) {
    let result = DisplayWidth.truncated(test.text, toColumns: test.columns)
    #expect(result == test.expected)
    #expect(DisplayWidth.of(result) <= max(0, test.columns))
  }

  @Test("Control characters become spaces and lone zero-width characters are dropped")
  func printable() {
    #expect(DisplayWidth.printable("a\u{1B}[31mb") == "a [31mb")
    #expect(DisplayWidth.printable("\u{200B}x\u{7F}") == "x ")
  }
}
