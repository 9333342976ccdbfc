/// How an option appears in a command's usage line.
enum OptionUsage: Sendable {
  /// `--trace FILE`: the command needs it.
  case required(Option)
  /// `[--grid RxC]`: the command takes it.
  case optional(Option)
  /// `[--tui | --window]`: the command takes at most one of them.
  case oneOf([Option])
  /// `[--trace FILE [--hit-radius F]]`: `option`, and with it the `nested` ones.
  case optionalWith(Option, [OptionUsage])

  /// The options named.
  var options: [Option] {
    switch self {
    case .required(let option), .optional(let option): [option]
    case .oneOf(let options): options
    case .optionalWith(let option, let nested): [option] + nested.flatMap(\.options)
    }
  }

  /// The usage words: `--grid RxC`, `[--stealth]`, `[--tui | --window]`.
  var text: String {
    switch self {
    case .required(let option): OptionUsage.spelled(option)
    case .optional(let option): "[" + OptionUsage.spelled(option) + "]"
    case .oneOf(let options): "[" + options.map(OptionUsage.spelled).joined(separator: " | ") + "]"
    case .optionalWith(let option, let nested):
      "[" + ([OptionUsage.spelled(option)] + nested.map(\.text)).joined(separator: " ") + "]"
    }
  }

  /// `--name VALUE`, or `--name` for a flag.
  static func spelled(_ option: Option) -> String {
    option.valueName.map { "--\(option.name) \($0)" } ?? "--\(option.name)"
  }
}
