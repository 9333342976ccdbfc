internal import GestureLockCore

/// `gesturelock COMMAND --help` (and `gesturelock help COMMAND`): one command's usage, what it
/// does, and each option it takes, generated from the same declarations as the parser
/// (`CommandConfiguration`, `Option`), so the help cannot offer an option the command refuses.
extension UsageText {
  /// The help of `command` in `language`, several lines, without a final newline.
  ///
  /// - Complexity: O(options of the command).
  static func text(for command: CommandConfiguration, in language: Language) -> String {
    let words = CommandWords(language)
    let globals = Option.global.filter(\.takesValue).map { OptionUsage.optional($0).text }
    let actions = command.actions.isEmpty ? [] : [command.actions.joined(separator: "|")]
    let indent = words.continuation + String(repeating: " ", count: "gesturelock ".count)
    let usage = wrapped(
      globals + [command.name] + actions + command.usage.map(\.text), width: 96 - indent.count)
    var lines = usage.enumerated().map { index, line in
      (index == 0 ? words.usage + "gesturelock " : indent) + line
    }
    lines.append("")
    lines += command.abstract(in: language).split(separator: "\n").map { "  " + $0 }
    let own = Option.allCases.filter { command.options.contains($0) }
    if !own.isEmpty {
      lines += ["", words.options]
      for option in own { lines += entry(option, in: language) }
    }
    lines += ["", words.globalOptions]
    for option in Option.global { lines += entry(option, in: language) }
    lines += ["", words.more]
    return lines.joined(separator: "\n")
  }

  /// The fixed words of a command's help in one language.
  private struct CommandWords {
    let usage: String
    /// Spaces as wide as `usage` on a terminal (a CJK character takes two columns).
    let continuation: String
    let options: String
    let globalOptions: String
    let more: String

    init(_ language: Language) {
      switch language {
      case .english:
        usage = "usage: "
        continuation = "       "
        options = "options:"
        globalOptions = "global options (every command):"
        more = "Exit codes and every command: gesturelock --help; the manual: man gesturelock"
      case .simplifiedChinese:
        usage = "用法："
        continuation = "      "
        options = "选项："
        globalOptions = "全局选项（所有命令）："
        more = "退出码和全部命令：gesturelock --help；手册：man gesturelock"
      }
    }
  }
}
