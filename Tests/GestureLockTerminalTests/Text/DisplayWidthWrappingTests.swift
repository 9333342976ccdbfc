import Testing

@testable import GestureLockTerminal

@Suite("Display width: breaking text into lines")
struct DisplayWidthWrappingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var columns: Int
    var maxLines = Int.max
    var expected: [String]
    var testDescription: String { "\"\(text)\" in \(columns) × \(maxLines) → \(expected)" }
  }

  @Test(
    "Lines break at spaces, between Chinese characters, and are cut with … past the last",
    arguments: [
      Case(
        text: "Too many attempts. Try again in 0:58", columns: 40,
        expected: [
          "Too many attempts. Try again in 0:58"
        ]),
      Case(
        text: "Too many attempts. Try again in 0:58", columns: 28,
        expected: [
          "Too many attempts. Try again", "in 0:58",
        ]),
      Case(
        text: "Too many attempts. Try again in 0:58", columns: 10, maxLines: 2,
        expected: [
          "Too many", "attempts.…",
        ]),
      Case(text: "  spaced   out  ", columns: 20, expected: ["spaced out"]),
      Case(text: "abcdefghij klm", columns: 4, expected: ["abcd", "efgh", "ij", "klm"]),
      Case(text: "尝试次数过多，请在0:58后重试", columns: 16, expected: ["尝试次数过多，请", "在0:58后重试"]),
      // "，" does not start a line: "多" goes down with it.
      Case(
        text: "尝试次数过多，请在0:58后重试", columns: 12,
        expected: [
          "尝试次数过", "多，请在0:58", "后重试",
        ]),
      Case(
        text: "尝试次数过多，请在0:58后重试", columns: 12, maxLines: 2,
        expected: [
          "尝试次数过", "多，请在0:5…",
        ]),
      Case(text: "q 退出 · Esc 取消", columns: 8, expected: ["q 退出 ·", "Esc 取消"]),
      Case(text: "图案", columns: 1, expected: ["图", "案"]),
      Case(text: "", columns: 10, expected: []),
      Case(text: "Unlocked", columns: 0, expected: []),
    ])
  func wrapped(_ test: Case) {
    let lines = DisplayWidth.wrapped(test.text, toColumns: test.columns, maxLines: test.maxLines)
    #expect(lines == test.expected)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= max(test.columns, 2) })
  }

  @Test("The ellipsis can be ASCII for fonts without …")
  func asciiEllipsis() {
    #expect(DisplayWidth.truncated("Unlocked", toColumns: 6, ellipsis: "...") == "Unl...")
    #expect(DisplayWidth.truncated("Unlocked", toColumns: 2, ellipsis: "...") == "..")
    #expect(
      DisplayWidth.wrapped("one two three", toColumns: 7, maxLines: 1, ellipsis: "...")
        == ["one ..."])
  }
}
