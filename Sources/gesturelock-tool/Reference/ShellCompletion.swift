/// What the shell completions know, read from the commands' declarations and the option table
/// (`CommandConfiguration`, `Option`), the same as the parser's: `gesturelock-tool generate
/// bash-completion|zsh-completion|fish-completion` writes each shell's script from this.
struct ShellCompletion {
  /// A command as completion offers it: its name, first help line, actions and options.
  struct Command {
    let name: String
    let summary: String
    let actions: [String]
    /// The command's own options, in the option table's order.
    let options: [Option]
  }

  /// The commands the usage text lists (not the hidden ones), in its order.
  let commands: [Command]
  /// The options every command takes.
  let globals: [Option] = Option.global

  /// From the CLI's tables.
  init() {
    commands = GestureLockCLI.commands.map { type in
      let configuration = type.configuration
      return Command(
        name: configuration.name, summary: Self.firstLine(configuration.english),
        actions: configuration.actions,
        options: Option.allCases.filter { configuration.options.contains($0) })
    }
  }

  /// Every option that takes a value, global or not.
  var optionsWithValues: [Option] { Option.allCases.filter(\.takesValue) }

  /// The first line of an option's English help.
  static func summary(of option: Option) -> String {
    firstLine(option.help(in: .english))
  }

  /// `text` up to its first newline.
  static func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n").first ?? "")
  }
}
