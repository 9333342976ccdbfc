import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import gesturelock_tool

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

  /// The names of the options `command` declares (what `allowOnly` lets through).
  static func options(_ command: any CLICommand.Type) -> Set<String> {
    Set(command.configuration.options.map(\.name))
  }

  /// Every command and the options it takes (its `allowOnly` list).
  static let commandOptions: [(command: String, options: Set<String>)] = [
    ("pad", options(PadCommand.self)), ("enroll", options(EnrollCommand.self)),
    ("verify", options(VerifyCommand.self)), ("change", options(ChangeCommand.self)),
    ("remove", options(RemoveCommand.self)), ("status", options(StatusCommand.self)),
    ("recognize", options(RecognizeCommand.self)), ("layout", options(LayoutCommand.self)),
    ("render", options(RenderCommand.self)), ("count", options(CountCommand.self)),
    ("strength", options(StrengthCommand.self)), ("lock", options(LockCommand.self)),
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
    for option in Option.allCases.map(\.name).sorted() {
      #expect(words.contains("--\(option)"), "--\(option) is not in the \(language) usage")
    }
    for command in Self.commandOptions.map(\.command) {
      #expect(words.contains(command), "'\(command)' is not in the \(language) usage")
    }
    #expect(UsageText.text(in: language).contains("gesturelock help | -h | --help"))
  }

  @Test(
    "Every option of the table has help, and every option the usage shows is accepted where shown",
    arguments: Language.allCases)
  func documentedOptionsAreAccepted(_ language: Language) throws {
    let text = UsageText.text(in: language)
    let words = Self.typedWords(text)
    for option in Option.allCases {
      #expect(
        words.contains("--\(option.name)"), "--\(option.name) is not in the \(language) usage")
      #expect(!option.help(in: language).isEmpty, "--\(option.name) has no \(language) help")
    }
    for word in words.sorted() where word.hasPrefix("--") {
      #expect(
        Option(rawValue: String(word.dropFirst(2))) != nil, "\(word) is documented, not an option")
    }
    for command in GestureLockCLI.commands.map({ $0.configuration }) {
      let shown = Self.typedWords(Self.entry(of: command.name, in: text)).filter {
        $0.hasPrefix("--")
      }
      #expect(
        Set(shown) == Set(command.options.map { "--\($0.name)" }),
        "'\(command.name)' shows other options than it takes in \(language)")
      for word in shown.sorted() {
        let option = try #require(Option(rawValue: String(word.dropFirst(2))))
        let list = try ArgumentList([command.name, word] + (option.takesValue ? ["x"] : []))
        #expect(throws: Never.self, "'\(command.name)' refuses \(word)") {
          try list.allowOnly(command)
        }
      }
    }
    #expect(Set(GestureLockCLI.commands.map { $0.configuration.name }).count == 13)
    // The lock screen's pad process is started by `lock`, never listed.
    #expect(!UsageText.text(in: language).contains("lock-pad"))
  }

  @Test("An option a command does not declare is refused, naming the command and the option")
  func undeclaredOptionRefused() throws {
    let list = try ArgumentList(["status", "--grid", "4x4"])
    #expect(throws: CLIError.self) { try list.allowOnly(StatusCommand.configuration) }
    for option in Option.allCases {
      #expect(option.isGlobal || !option.commands.isEmpty, "no command takes --\(option.name)")
    }
  }

  @Test(
    "--help, -h and help print the usage to standard output and exit 0",
    arguments: [
      ["--help"], ["-h"], ["help"], ["verify", "-h"], ["verify", "--help"],
      ["--lang", "zh-Hans", "help"], ["--lang", "zh-Hans", "-h"],
    ])
  func help(_ arguments: [String]) throws {
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, arguments, environment: ["LANG": "C"])
    let language: Language = arguments.contains("zh-Hans") ? .simplifiedChinese : .english
    #expect(result.status == 0, "stderr: \(result.stderr)")
    // A command's --help is that command's help (CommandHelpTests); anything else the usage.
    let expected =
      arguments.first == "verify"
      ? UsageText.text(for: VerifyCommand.configuration, in: language)
      : UsageText.text(in: language)
    #expect(result.stdout == expected + "\n")
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
