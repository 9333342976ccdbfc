import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import gesturelock

@Suite("Usage text and the choice of language")
struct UsageTextTests {
  /// The words of `text` that are typed: options (`--grid`), and command names at the start of
  /// a line of the command list.
  static func typedWords(_ text: String) -> Set<String> {
    var words = Set(
      text.split(whereSeparator: { !$0.isASCII || !($0.isLetter || $0 == "-") })
        .map(String.init).filter { $0.hasPrefix("--") && $0.count > 2 })
    for line in text.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("   ") {
      if let first = line.split(separator: " ").first { words.insert(String(first)) }
    }
    return words
  }

  @Test("The Chinese usage text names every command and option of the English one")
  func sameWords() {
    let english = UsageText.text(in: .english)
    let chinese = UsageText.text(in: .simplifiedChinese)
    #expect(english.hasPrefix("usage: gesturelock "))
    #expect(chinese.hasPrefix("用法：gesturelock "))
    #expect(Self.typedWords(english).count > 20)
    #expect(Self.typedWords(english) == Self.typedWords(chinese))
    for code in 0...5 { #expect(chinese.contains("\(code) ")) }
  }

  /// Every command and the options it takes (its `allowOnly` list).
  static let commandOptions: [(command: String, options: Set<String>)] = [
    ("pad", PadCommand.options), ("enroll", EnrollCommand.options),
    ("verify", VerifyCommand.options), ("change", ChangeCommand.options),
    ("remove", RemoveCommand.options), ("status", StatusCommand.options),
    ("recognize", RecognizeCommand.options), ("layout", LayoutCommand.options),
    ("render", RenderCommand.options), ("count", CountCommand.options),
    ("strength", StrengthCommand.options),
  ]

  /// The lines of `command`'s entry in the command list of `text`: from the line that starts
  /// with its name to the next command or the blank line after the list.
  static func entry(of command: String, in text: String) -> String {
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let startsCommand = line.hasPrefix("  ") && !line.hasPrefix("   ")
      if lines.isEmpty {
        if startsCommand && line.split(separator: " ").first == Substring(command) {
          lines.append(line)
        }
      } else if startsCommand || line.trimmingCharacters(in: .whitespaces).isEmpty {
        break
      } else {
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test(
    "Each command's help lists every option the command takes, in every language",
    arguments: Language.allCases)
  func everyOptionInTheHelp(_ language: Language) {
    let text = UsageText.text(in: language)
    for (command, options) in Self.commandOptions {
      let entry = Self.entry(of: command, in: text)
      #expect(!entry.isEmpty, "no entry for '\(command)' in \(language)")
      let words = Self.typedWords(entry)
      for option in options.sorted() {
        #expect(words.contains("--\(option)"), "'\(command)' help lacks --\(option) in \(language)")
      }
    }
    #expect(!Self.entry(of: "pad", in: text).contains("lock pad window"))
  }

  @Test(
    "Every option the command line takes and every command are in the usage, in every language",
    arguments: Language.allCases)
  func everythingDocumented(_ language: Language) {
    let words = Self.typedWords(UsageText.text(in: language))
    for option in ArgumentList.valueOptions.union(ArgumentList.flagOptions).sorted() {
      #expect(words.contains("--\(option)"), "--\(option) is not in the \(language) usage")
    }
    for command in Self.commandOptions.map(\.command) {
      #expect(words.contains(command), "'\(command)' is not in the \(language) usage")
    }
    #expect(UsageText.text(in: language).contains("gesturelock help | -h | --help"))
  }

  @Test(
    "--help, -h and help print the usage to standard output and exit 0",
    arguments: [
      ["--help"], ["-h"], ["help"], ["verify", "-h"], ["verify", "--help"], ["-h", "bogus"],
      ["--lang", "zh-Hans", "help"], ["--lang", "zh-Hans", "-h"],
    ])
  func help(_ arguments: [String]) throws {
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, arguments, environment: ["LANG": "C"])
    let language: Language = arguments.contains("zh-Hans") ? .simplifiedChinese : .english
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == UsageText.text(in: language) + "\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("--version prints 'gesturelock <version>' and exits 0, with or without a command")
  func version() throws {
    #expect(GestureLockCLI.version.split(separator: ".").compactMap { Int($0) }.count == 3)
    for arguments in [["--version"], ["status", "--version"], ["--lang", "zh-Hans", "--version"]] {
      let result = try ProcessRunner.run(
        ProductBinary.gesturelock, arguments, environment: ["LANG": "C"])
      #expect(result.status == 0)
      #expect(result.stdout == "gesturelock \(GestureLockCLI.version)\n")
      #expect(result.stderr.isEmpty)
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let environment: [String: String]
    let language: Language
    var testDescription: String { arguments.joined(separator: " ") + " \(environment)" }
  }

  @Test(
    "The language of a failure is read from the raw command line, else the locale",
    arguments: [
      Case(
        arguments: ["--lang", "zh-Hans", "--bogus"], environment: [:], language: .simplifiedChinese),
      Case(
        arguments: ["--bogus", "--lang=zh-Hans"], environment: [:], language: .simplifiedChinese),
      Case(
        arguments: ["--lang", "fr"], environment: ["LANG": "zh_CN.UTF-8"],
        language: .simplifiedChinese),
      Case(arguments: ["--lang"], environment: ["LC_ALL": "zh_CN"], language: .simplifiedChinese),
      // `--lang` here is the value of --store, not an option.
      Case(arguments: ["--store", "--lang", "zh-Hans"], environment: [:], language: .english),
      Case(
        arguments: ["status"], environment: ["LC_MESSAGES": "zh_CN.UTF-8"],
        language: .simplifiedChinese),
      Case(
        arguments: ["status"], environment: ["LC_ALL": "", "LANG": "zh_CN.UTF-8"],
        language: .simplifiedChinese),
      Case(arguments: ["--lang", "en"], environment: ["LANG": "zh_CN.UTF-8"], language: .english),
      Case(arguments: [], environment: [:], language: .english),
    ])
  func preferredLanguage(_ testCase: Case) {
    #expect(
      OptionParsing.preferredLanguage(testCase.arguments, environment: testCase.environment)
        == testCase.language)
  }
}
