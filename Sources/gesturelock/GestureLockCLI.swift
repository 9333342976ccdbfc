internal import Foundation
internal import GestureLockCore

/// The CLI's entry point: dispatches to one command and maps every failure to an exit code.
enum GestureLockCLI {
  /// The version `gesturelock --version` prints.
  static let version = "0.2.0"

  /// Runs the command line `arguments` (without the program name).
  ///
  /// Messages for people come in the language of `--lang`, else of the locale environment
  /// (`OptionParsing.preferredLanguage(_:environment:)`), usage errors included.
  static func run(_ arguments: [String]) -> ExitCode {
    let language = OptionParsing.preferredLanguage(
      arguments, environment: ProcessInfo.processInfo.environment)
    let usage = UsageText.text(in: language)
    do {
      let list = try ArgumentList(arguments)
      if list.flag("version") {
        Console.out("gesturelock \(version)")
        return .success
      }
      if list.flag("help") || list.command == "help" {
        Console.out(usage)
        return .success
      }
      guard let command = list.command else {
        Console.err(usage)
        return .badInput
      }
      let context = try CommandContext(arguments: list)
      switch command {
      case "layout": return try LayoutCommand.run(list)
      case "recognize": return try RecognizeCommand.run(list)
      case "enroll": return try EnrollCommand.run(list, context: context)
      case "verify": return try VerifyCommand.run(list, context: context)
      case "status": return try StatusCommand.run(list, context: context)
      case "change": return try ChangeCommand.run(list, context: context)
      case "remove": return try RemoveCommand.run(list, context: context)
      case "render": return try RenderCommand.run(list)
      case "pad": return try PadCommand.run(list, context: context)
      case "count": return try CountCommand.run(list, language: context.language)
      case "strength": return try StrengthCommand.run(list)
      default:
        throw CLIError.usage(.unknownCommand(ArgumentList.shown(command)))
      }
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
