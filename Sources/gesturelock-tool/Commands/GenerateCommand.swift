/// `gesturelock generate man-page|bash-completion|zsh-completion|fish-completion` (hidden:
/// `make install` and `make deb` run it): writes the manual page or a shell's completion
/// script, generated from the same tables as the parser and `--help`, to standard output.
enum GenerateCommand: CLICommand {
  static let configuration = CommandConfiguration(
    name: "generate", usage: [],
    actions: ["man-page", "bash-completion", "zsh-completion", "fish-completion"],
    english: "the manual page or a shell's completions, for packaging",
    chinese: "生成手册页或 shell 补全脚本，用于打包")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let text: String
    switch arguments.action {
    case "man-page": text = ManPage.text()
    case "bash-completion": text = ShellCompletion().bash
    case "zsh-completion": text = ShellCompletion().zsh
    default: text = ShellCompletion().fish
    }
    // Whole, as generated (it ends with a newline already).
    Console.out(String(text.dropLast()))
    return .success
  }
}
