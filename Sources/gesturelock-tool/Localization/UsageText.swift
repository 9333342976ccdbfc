internal import GestureLockCore

/// The text of `gesturelock --help`, `-h` or `help` (and of a command line without a command),
/// in every supported `Language`, generated from the option table (`Option`) and the
/// commands' declarations (`CommandConfiguration`).
///
/// Command and option names, value words (`pattern`, `skip-rule`) and examples are the same in
/// every language: they are what is typed.
enum UsageText {
  /// Where the commands' usage and abstracts, and the options' help, start.
  private static let column = 13
  /// Where an option's help starts in the option list.
  private static let helpColumn = 24
  /// The widest a generated usage line gets.
  private static let width = 96

  /// The usage text in `language`, several lines, without a final newline.
  static func text(in language: Language) -> String {
    let words = Words(language)
    var lines: [String] = []
    let globals = Option.global.filter(\.takesValue).map { OptionUsage.optional($0).text }
    lines.append(
      words.usage + "gesturelock " + globals.joined(separator: " ") + " COMMAND " + words.options)
    let indent = words.continuation
    lines.append(
      padded(indent + "gesturelock help | -h | --help", to: indent.count + 35)
        + Option.help.help(in: language))
    lines.append(
      padded(indent + "gesturelock --version", to: indent.count + 35)
        + Option.version.help(in: language))
    lines.append("")
    lines.append(words.commands)
    for command in GestureLockCLI.commands.map({ $0.configuration }) {
      lines += entry(command, in: language)
    }
    lines.append("")
    lines.append(words.optionList)
    for option in Option.allCases where option != .help && option != .version {
      lines += entry(option, in: language)
    }
    lines.append("")
    lines.append(words.notes)
    lines.append("")
    lines.append(words.exitCodes)
    return lines.joined(separator: "\n")
  }

  /// A command's lines: its name and usage (wrapped), then its abstract.
  private static func entry(_ command: CommandConfiguration, in language: Language) -> [String] {
    let head = padded("  " + command.name, to: column)
    let abstract = command.abstract(in: language).split(separator: "\n").map(String.init)
    let actions = command.actions.isEmpty ? [] : [command.actions.joined(separator: "|")]
    let usage = wrapped(actions + command.usage.map(\.text), width: width - column)
    guard !usage.isEmpty else {
      return indented(abstract, first: head)
    }
    return indented(usage, first: head) + indented(abstract, first: nil)
  }

  /// An option's lines: `--name VALUE` and its help, on the same line when it fits.
  static func entry(_ option: Option, in language: Language) -> [String] {
    let spelled = "  " + OptionUsage.spelled(option)
    let help = option.help(in: language).split(separator: "\n").map { line in
      String(repeating: " ", count: helpColumn) + line
    }
    guard spelled.count < helpColumn - 1, let first = help.first else {
      return [spelled] + help
    }
    return [padded(spelled, to: helpColumn) + first.dropFirst(helpColumn)] + help.dropFirst()
  }

  /// `lines` indented to `column`, the first one after `first` when given.
  private static func indented(_ lines: [String], first: String?) -> [String] {
    let indent = String(repeating: " ", count: column)
    return lines.enumerated().map { index, line in
      (index == 0 ? first ?? indent : indent) + line
    }
  }

  /// `words` joined by spaces into lines of at most `width` characters.
  static func wrapped(_ words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `text` padded with spaces to `count` characters (at least one space after it).
  private static func padded(_ text: String, to count: Int) -> String {
    text + String(repeating: " ", count: max(1, count - text.count))
  }

  /// The fixed words and paragraphs of the usage text in one language.
  private struct Words {
    let usage: String
    /// Spaces as wide as `usage` on a terminal (a CJK character takes two columns).
    let continuation: String
    let options: String
    let commands: String
    let optionList: String
    let notes: String
    let exitCodes: String

    init(_ language: Language) {
      switch language {
      case .english:
        usage = "usage: "
        continuation = "       "
        options = "[options]"
        commands = "commands:"
        optionList = "options:"
        notes = """
          Patterns are node indices joined by '-' (0-4-8-5), row-major from the top left; on grids
          of at most 10 nodes the digits alone (0485) work too. PINs have 4 or 6 digits, numeric
          and text passcodes at least 4; digits of any script count as 0-9 and text is compared in
          NFC. Secrets are read from stdin, never from arguments.
          """
        exitCodes = """
          exit codes: 0 success/unlocked, 1 wrong secret, 2 usage or bad input (also a --store
                      whose directory does not exist), 3 locked out, 4 store damaged or unreadable
                      (fail closed: a person must act), 5 no secret enrolled (or no store at that
                      path), 6 store busy, read-only or out of space (nothing was counted or
                      changed: try again later), 7 the pad was closed without
                      unlocking, 8 fingerprint not available now (the reason is on
                      stderr: not enabled, no fprintd, no reader, no enrolled finger,
                      reader busy, no finger in time, or the secret is required), 9 no
                      display, or the display was lost (the pad's window or terminal),
                      10 the screen was NOT locked (another program holds the keyboard
                      or the pointer)
          """
      case .simplifiedChinese:
        usage = "用法："
        continuation = "      "
        options = "[选项]"
        commands = "命令："
        optionList = "选项："
        notes = """
          图案是用 '-' 连接的点编号（0-4-8-5），从左上角起按行编号；点数不超过 10 的网格
          也可只写数字（0485）。PIN 码为 4 或 6 位数字，数字密码和文本密码至少 4 位；
          任何文字的数字都视为 0-9，文本按 NFC 比较。密码从标准输入读取，绝不取自命令行
          参数。
          """
        exitCodes = """
          退出码：0 成功/已解锁，1 密码错误，2 用法或输入错误（包括 --store 所在目录不存在），
                  3 已锁定，4 存储已损坏或无法读取（保持锁定：需要人工处理），5 尚未设置密码
                  （或该路径下没有存储），6 存储正忙、只读或空间已满（未计数也未做任何更改：
                  请稍后重试），7 锁屏未解锁即被关闭，8 指纹暂不可用（原因见标准错误：未启用、
                  没有 fprintd、没有读取器、没有录入的手指、读取器被占用、超时未检测到手指，
                  或需要输入密码），9 没有显示器，或显示已丢失（锁屏的窗口或终端），
                  10 屏幕未锁定（另一个程序占用了键盘或指针）
          """
      }
    }
  }
}
