/// The command line split into the command and its options.
///
/// Options may come before or after the command. An option takes a value (`--store PATH` or
/// `--store=PATH`) or is a flag (`--stealth`); which, is fixed per option name across the CLI.
/// `-h` is `--help`. Anything else is a usage error that names it.
struct ArgumentList {
  /// The subcommand (`pad`, `enroll`, …); `nil` when none was given.
  private(set) var command: String?
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// Options that take a value, for any command.
  static let valueOptions: Set<String> = [
    "store", "profile", "lang", "min-strength", "grid", "kind", "trace", "record", "pattern", "out",
    "state",
    "size", "scale", "view", "min-length", "hit-radius", "route", "pin-length", "events",
  ]
  /// Options that take no value.
  static let flagOptions: Set<String> = [
    "passcode", "stealth", "log-nodes", "force", "by-length", "help", "annotate", "tui", "window",
    "version",
  ]

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
        guard command == nil else {
          throw .usage(.unexpectedArgument(ArgumentList.shown(argument)))
        }
        command = argument
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String? = nil
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if ArgumentList.valueOptions.contains(name) {
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
        guard values[name] == nil else { throw .usage(.optionGivenTwice(option: name)) }
        values[name] = value
      } else if ArgumentList.flagOptions.contains(name) {
        guard inlineValue == nil else { throw .usage(.optionTakesNoValue(option: name)) }
        guard flags.insert(name).inserted else { throw .usage(.optionGivenTwice(option: name)) }
      } else {
        throw .usage(.unknownOption(option: ArgumentList.shown(name)))
      }
    }
  }

  /// Checks that only `allowed` options (plus the global ones) were given.
  ///
  /// - Throws: `CLIError` (exit 2) naming the first option the command does not take.
  func allowOnly(_ allowed: Set<String>, for command: String) throws(CLIError) {
    let global: Set<String> = ["store", "profile", "lang", "help", "version"]
    for name in values.keys.sorted() + flags.sorted()
    where !allowed.contains(name) && !global.contains(name) {
      throw .usage(.optionNotForCommand(command: command, option: name))
    }
  }

  /// The value of `--name`, if given.
  func value(_ name: String) -> String? { values[name] }

  /// Whether the flag `--name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// An argument as it may appear in a message: its first 40 characters (then `…`), with
  /// control characters and bidirectional controls shown as escapes (`\n`, `\u{1B}`) by
  /// `PrintableText.escaped(_:)`, as the whole error line is once more when it is written.
  static func shown(_ text: String) -> String {
    let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return PrintableText.escaped(cut)
  }
}
