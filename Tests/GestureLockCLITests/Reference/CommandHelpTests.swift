import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import gesturelock_tool

/// `gesturelock COMMAND --help` for every command (issue 25), generated from the declarations
/// the parser checks: each command's help names exactly its own options and the global ones.
@Suite("gesturelock COMMAND --help")
struct CommandHelpTests {
  /// Every listed command's name and its options' names.
  static let commands: [(name: String, options: Set<String>)] = GestureLockCLI.commands.map {
    type in
    let configuration: CommandConfiguration = type.configuration
    return (configuration.name, Set(configuration.options.map(\.name)))
  }

  /// The `--name` words of `text`.
  static func optionWords(_ text: String) -> Set<String> {
    Set(
      text.split(whereSeparator: { !$0.isASCII || !($0.isLetter || $0 == "-") }).map(String.init)
        .filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.dropFirst(2)) })
  }

  @Test(
    "Each command's --help (and help COMMAND) names its options and the global ones, no other",
    arguments: Language.allCases)
  func perCommand(_ language: Language) throws {
    let globals = Set(Option.global.map(\.name))
    for (name, options) in Self.commands {
      let help = try ProcessRunner.run(
        ProductBinary.gesturelock, [name, "--help", "--lang", language.identifier])
      #expect(help.status == 0, "\(name): \(help.stderr)")
      let prefix = language == .english ? "usage: gesturelock " : "用法：gesturelock "
      #expect(help.stdout.hasPrefix(prefix), "\(name): \(help.stdout)")
      #expect(help.stdout.contains(" \(name)"), "\(name)")
      #expect(Self.optionWords(help.stdout) == options.union(globals), "\(name): \(help.stdout)")
      let viaHelp = try ProcessRunner.run(
        ProductBinary.gesturelock, ["help", name, "--lang", language.identifier])
      #expect(viaHelp.status == 0 && viaHelp.stdout == help.stdout, "help \(name)")
    }
  }

  @Test("A command's help is not the whole usage: pad --help does not list layout's --view")
  func notTheWholeUsage() throws {
    let pad = try ProcessRunner.run(ProductBinary.gesturelock, ["pad", "--help", "--lang", "en"])
    let whole = try ProcessRunner.run(ProductBinary.gesturelock, ["--help", "--lang", "en"])
    #expect(!pad.stdout.contains("--view"))
    #expect(whole.stdout.contains("--view"))
    #expect(pad.stdout.contains("the lock pad (enrol on first use"))
  }
}
