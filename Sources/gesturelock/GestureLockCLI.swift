internal import Foundation

/// The CLI's entry point: dispatches to one command and maps every failure to an exit code.
enum GestureLockCLI {
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
      guard let command = list.command else {
        if list.flag("help") {
          Console.out(usage)
          return .success
        }
        Console.err(usage)
        return .badInput
      }
      if list.flag("help") {
        Console.out(usage)
        return .success
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
      Console.err("gesturelock: " + error.message.text(in: language))
      return error.code
    } catch {
      Console.err("gesturelock: " + CLIMessage.unexpected("\(error)").text(in: language))
      return .badInput
    }
  }
}
