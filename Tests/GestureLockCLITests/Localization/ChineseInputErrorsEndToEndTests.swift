import Foundation
import TestSupport
import Testing

/// Bad input in Simplified Chinese: the reason is Chinese too, not the library's English
/// detail, and the exit code is the English one.
@Suite("gesturelock input errors in Simplified Chinese, end to end")
struct ChineseInputErrorsEndToEndTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    var stdin = ""
    /// A trace file written as `trace.json` and passed with `--trace`.
    var trace: String? = nil
    /// The whole Chinese line after `gesturelock: `.
    let chinese: String
    /// The English line after `gesturelock: `, as scripts match it.
    let english: String
    var testDescription: String { name }
  }

  static let oneSample = #"[{"t":0,"x":1,"y":1,"phase":"began"}]"#

  @Test(
    "An input error is one Chinese line, with the English run's exit code",
    arguments: [
      Case(
        name: "a repeated node in --pattern", arguments: ["strength", "--pattern", "0-0"],
        chinese: "--pattern 无效：第2项重复了之前的点",
        english: "--pattern: invalid pattern: entry 2 repeats an earlier node"),
      Case(
        name: "a repeated node on standard input", arguments: ["enroll"],
        stdin: "0-1-0-2\n0-1-0-2\n", chinese: "图案无效：第3项重复了之前的点",
        english: "pattern: invalid pattern: entry 3 repeats an earlier node"),
      Case(
        name: "a grid of 0x3 in --grid", arguments: ["enroll", "--grid", "0x3"],
        stdin: "0-1-2-5\n0-1-2-5\n",
        chinese: "--grid：'0x3' 不是有效的网格，应为 2x2 到 9x9 之间的 行x列，如 3x3",
        english: "--grid: invalid grid: 0x3 is outside 2x2 to 9x9"),
      Case(
        name: "a grid of 0x3 in a trace", arguments: ["recognize"],
        trace: #"{"view":{"width":300,"height":300},"grid":{"rows":0,"columns":3},"samples":"#
          + oneSample + "}",
        chinese: "--trace：网格无效：0x3 超出 2x2 到 9x9 的范围",
        english: "--trace: invalid grid: 0x3 is outside 2x2 to 9x9"),
      Case(
        name: "a trace without samples", arguments: ["recognize"],
        trace: #"{"view":{"width":300,"height":300},"samples":[]}"#,
        chinese: "--trace：触摸轨迹无效：轨迹中没有采样点",
        english: "--trace: invalid trace: the trace has no samples"),
      Case(
        name: "a trace with a negative view", arguments: ["recognize"],
        trace: #"{"view":{"width":-300,"height":300},"samples":"# + oneSample + "}",
        chinese: "--trace：触摸轨迹无效：视图尺寸须为有限的非负数",
        english: "--trace: invalid trace: the view size must be finite and not negative"),
      Case(
        name: "a passcode with an escape character", arguments: ["enroll", "--kind", "passcode"],
        stdin: "ab\u{1B}cd\nab\u{1B}cd\n", chinese: "密码无效：密码不能包含控制字符（空字符、转义字符等）",
        english: "passcode: invalid secret: a passcode has no control characters (NUL, escape, …)"),
      Case(
        name: "a PIN with a letter", arguments: ["enroll", "--kind", "pin"],
        stdin: "12a4\n12a4\n", chinese: "PIN码无效：PIN码只能包含数字",
        english: "PIN: invalid secret: a PIN has decimal digits only"),
      Case(
        name: "a profile name with a tab", arguments: ["--profile", "a\tb", "status"],
        chinese: "档案名称无效：档案名称不能包含控制字符",
        english: "invalid profile name: a profile name has no control characters"),
    ])
  func inputError(_ testCase: Case) throws {
    let cli = try CLI()
    var arguments = testCase.arguments
    if let trace = testCase.trace {
      let file = cli.directory.path("trace.json")
      try Data(trace.utf8).write(to: URL(fileURLWithPath: file))
      arguments += ["--trace", file]
    }
    let english = try cli.run(["--lang", "en"] + arguments, stdin: testCase.stdin)
    let chinese = try cli.run(["--lang", "zh-Hans"] + arguments, stdin: testCase.stdin)
    #expect(english.status == 2)
    #expect(chinese.status == english.status)
    #expect(english.stderr == "gesturelock: \(testCase.english)\n")
    #expect(chinese.stderr == "gesturelock: \(testCase.chinese)\n")
    #expect(chinese.stdout == english.stdout)
    #expect(TranslationText.containsChinese(testCase.chinese))
    // Only the `PIN` of `PIN码`, the catalog's word for a PIN, is in Latin letters.
    #expect(
      TranslationText.englishWords(in: testCase.chinese).allSatisfy { $0 == "PIN" },
      "\(testCase.chinese)")
  }
}
