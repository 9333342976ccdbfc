/// The command line split into the command and its options.
///
/// Options may come before or after the command. An option takes a value (`--store PATH` or
/// `--store=PATH`) or is a flag (`--stealth`); which, is fixed per option in `Option`'s table.
/// `-h` is `--help`. Anything else is a usage error that names it.
struct ArgumentList {
  /// The subcommand (`pad`, `enroll`, …); `nil` when none was given.
  private(set) var command: String?
  /// The word after the command (`fingerprint enable`): the command's action, for the
  /// commands that declare actions (`CommandConfiguration.actions`); `nil` when none.
  private(set) var action: String?
  private var values: [Option: String] = [:]
  private var flags: Set<Option> = []

  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: `CLIError` (exit 2) for an unknown option, a missing or empty value, a flag with
  ///   a value, a repeated option, or a stray argument.
  init(_ arguments: [String]) throws(CLIError) {
    var index = 0
    while index < arguments.count {
      var argument = arguments[index]
      index += 1
      if argument == "-h" { argument = "--help" }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        if command == nil {
          command = argument
        } else if action == nil {
          action = argument
        } else {
          throw .usage(.unexpectedArgument(ArgumentList.shown(argument)))
        }
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String? = nil
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = Option(rawValue: name) else {
        throw .usage(.unknownOption(option: ArgumentList.shown(name)))
      }
      if option.takesValue {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw .usage(.optionNeedsValue(option: name))
        }
        guard !value.isEmpty else { throw .usage(.optionNeedsNonEmptyValue(option: name)) }
        guard values[option] == nil else { throw .usage(.optionGivenTwice(option: name)) }
        values[option] = value
      } else {
        guard inlineValue == nil else { throw .usage(.optionTakesNoValue(option: name)) }
        guard flags.insert(option).inserted else { throw .usage(.optionGivenTwice(option: name)) }
      }
    }
  }

  /// Checks that only the options `command` declares (plus the global ones) were given.
  ///
  /// - Throws: `CLIError` (exit 2) for an action the command does not declare (or a missing
  ///   one when it declares some), or naming the first option, by name, the command does not
  ///   take.
  func allowOnly(_ command: CommandConfiguration) throws(CLIError) {
    if let action {
      guard !command.actions.isEmpty else {
        throw .usage(.unexpectedArgument(ArgumentList.shown(action)))
      }
      guard command.actions.contains(action) else {
        throw .usage(
          .unknownAction(
            command: command.name, action: ArgumentList.shown(action), choices: command.actions))
      }
    } else if !command.actions.isEmpty {
      throw .usage(.unknownAction(command: command.name, action: "", choices: command.actions))
    }
    let given = (Array(values.keys) + Array(flags)).filter { !$0.isGlobal }
    let refused = given.filter { !command.options.contains($0) }
    // Values first, then flags, each by name: the order the string-keyed parser reported in.
    let first =
      refused.filter(\.takesValue).min { $0.name < $1.name }
      ?? refused.min { $0.name < $1.name }
    if let first {
      throw .usage(.optionNotForCommand(command: command.name, option: first.name))
    }
  }

  /// The value of `--option`, if given.
  func value(_ option: Option) -> String? { values[option] }

  /// Whether the flag `--option` was given.
  func flag(_ option: Option) -> Bool { flags.contains(option) }

  /// An argument as it may appear in a message: its first 40 characters (then `…`), with
  /// control characters and bidirectional controls shown as escapes (`\n`, `\u{1B}`) by
  /// `PrintableText.escaped(_:)`, as the whole error line is once more when it is written.
  static func shown(_ text: String) -> String {
    let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return PrintableText.escaped(cut)
  }
}
