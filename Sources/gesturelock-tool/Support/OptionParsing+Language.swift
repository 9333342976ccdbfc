internal import GestureLockCore

/// The language of messages for people: `--lang`, else the locale environment, else English.
extension OptionParsing {
  /// The locale variables read when `--lang` is absent, in the order POSIX gives them
  /// precedence: the first one set and non-empty decides.
  static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// `--lang en|zh-Hans`, else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and
  /// not empty (`zh_CN.UTF-8`, `zh_SG`, `zh-Hans` → Simplified Chinese; `zh_TW`, `zh_HK` and
  /// every other language → English), else English.
  ///
  /// - Throws: `CLIError` (exit 2) for a `--lang` other than `en` or `zh-Hans` (or another
  ///   tag `Language(identifier:)` reads as one of them, such as `zh-CN`).
  static func language(_ text: String?, environment: [String: String]) throws(CLIError)
    -> Language
  {
    if let text {
      guard let language = Language(identifier: text) else {
        throw .usage(
          .notOneOf(
            option: Option.lang.name, value: ArgumentList.shown(text),
            choices: Language.allCases.map(\.identifier)))
      }
      return language
    }
    for key in localeVariables {
      if let value = environment[key], !value.isEmpty {
        return Language(identifier: value) ?? .english
      }
    }
    return .english
  }

  /// The language to report a failure in, read from the raw command line before it is parsed,
  /// so that a usage error is already in the language asked for.
  ///
  /// Finds `--lang X` or `--lang=X` (skipping the values of other options); a missing or
  /// unknown value falls back to the environment, as without `--lang`. Never throws:
  /// `CommandContext` reports a bad `--lang`.
  static func preferredLanguage(_ arguments: [String], environment: [String: String]) -> Language {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--") else { continue }
      let name = argument.dropFirst(2)
      if name == "lang", index < arguments.count {
        return (try? language(arguments[index], environment: environment))
          ?? (try? language(nil, environment: environment)) ?? .english
      }
      if name.hasPrefix("lang=") {
        return (try? language(String(name.dropFirst(5)), environment: environment))
          ?? (try? language(nil, environment: environment)) ?? .english
      }
      if Option(rawValue: String(name))?.takesValue == true { index += 1 }
    }
    return (try? language(nil, environment: environment)) ?? .english
  }
}
