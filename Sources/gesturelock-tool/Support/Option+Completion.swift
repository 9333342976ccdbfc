/// What a shell completes after an option, read from the option table (`Option.valueName`), so
/// the completions offer exactly the choices the parser takes.
extension Option {
  /// The kind of value a shell offers after the option.
  enum ValueCompletion: Equatable, Sendable {
    /// A flag: no value follows.
    case none
    /// A file name (`--store`, `--trace`, `--out`, …).
    case file
    /// One of these words (`--kind pattern|pin|numeric|passcode`).
    case choices([String])
    /// Anything (a number, a grid such as `4x4`, a profile name): nothing to offer.
    case free
  }

  /// What a shell offers after `--name`.
  var valueCompletion: ValueCompletion {
    guard let valueName else { return .none }
    switch self {
    case .store, .record, .events, .trace, .out: return .file
    default:
      guard valueName.contains("|") else { return .free }
      return .choices(valueName.split(separator: "|").map(String.init))
    }
  }
}
