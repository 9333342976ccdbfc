internal import Foundation
internal import GestureLockCore
internal import GestureLockSystem

/// The CLI's entry point: dispatches to one command and maps every failure to an exit code.
enum GestureLockCLI {
  /// The version `gesturelock --version` prints.
  static let version = "0.2.0"
  /// When `version` was made, as the manual page's header shows it (`man-pages(7)`: the date
  /// of the last change).
  static let versionDate = "2026-12-03"

  /// Every command, in the order the usage text lists them.
  static let commands: [any CLICommand.Type] = [
    PadCommand.self, EnrollCommand.self, VerifyCommand.self, ChangeCommand.self,
    RemoveCommand.self, StatusCommand.self, FingerprintCommand.self, RecognizeCommand.self,
    LayoutCommand.self, RenderCommand.self, CountCommand.self, StrengthCommand.self,
    LockCommand.self,
  ]

  /// Commands the program starts itself and the usage text does not list: the lock screen's
  /// pad process (`lock-pad`, started by `lock`) and the generator of the manual page and the
  /// shell completions (`generate`, run by `make install`).
  static let hiddenCommands: [any CLICommand.Type] = [LockPadCommand.self, GenerateCommand.self]

  /// The command named `name`, if there is one.
  static func command(named name: String) -> (any CLICommand.Type)? {
    (commands + hiddenCommands).first { $0.configuration.name == name }
  }

  /// Runs the command line `arguments` (without the program name).
  ///
  /// Messages for people come in the language of `--lang`, else of the locale environment
  /// (`OptionParsing.preferredLanguage(_:environment:)`), usage errors included.
  static func run(_ arguments: [String]) -> ExitCode {
    let language = OptionParsing.preferredLanguage(
      arguments, environment: ProcessInfo.processInfo.environment)
    let usage = UsageText.text(in: language)
    // Before any command can read a secret: no core file and no tracing by the same user for
    // this process (every command: one that reads a secret is then never left out).
    do {
      try ProcessProtection.protectMemory()
    } catch {
      report(.memoryUnprotected(reason: error.description), in: language)
      return .badInput
    }
    // A tracer attached between this program's execve (which made it dumpable again) and the
    // call above keeps its attachment: refuse before any secret is read.
    if let tracer = ProcessProtection.tracer() {
      report(.traced(pid: tracer), in: language)
      return .traced
    }
    do {
      let list = try ArgumentList(arguments)
      if list.flag(.version) {
        Console.out("gesturelock \(version)")
        return .success
      }
      if list.flag(.help) || list.command == "help" {
        // `COMMAND --help` and `help COMMAND`: that command's help; `--help` alone or `help`
        // alone: the whole usage; a word that names no command is a usage error, as without
        // `--help` (a script's typo must not look like a success).
        let named = list.command == "help" ? list.action : list.command
        guard let named else {
          Console.out(usage)
          return .success
        }
        guard let command = command(named: named) else {
          throw CLIError.usage(.unknownCommand(ArgumentList.shown(named)))
        }
        Console.out(UsageText.text(for: command.configuration, in: language))
        return .success
      }
      guard let name = list.command else {
        Console.err(usage)
        return .badInput
      }
      let context = try CommandContext(arguments: list)
      guard let command = command(named: name) else {
        throw CLIError.usage(.unknownCommand(ArgumentList.shown(name)))
      }
      try list.allowOnly(command.configuration)
      // A mistyped --store is named now, before a secret is asked for, a pad drawn or the
      // screen covered; never read later as "nothing enrolled" (issue 25).
      if command.configuration.usesStore { try context.requireStoreDirectory() }
      return try command.run(list, context: context)
    } catch let error as CLIError {
      report(error.message, in: language)
      return error.code
    } catch {
      report(.unexpected("\(error)"), in: language)
      return .badInput
    }
  }

  /// Writes `message` to standard error as one printable line, whatever it repeats of the
  /// command line, a path or a library's text: newlines, terminal escape sequences and
  /// bidirectional overrides are shown as escapes (`PrintableText.escaped(_:)`).
  static func report(_ message: CLIMessage, in language: Language) {
    Console.err("gesturelock: " + PrintableText.escaped(message.text(in: language)))
  }
}
