internal import GestureLockCore

/// Parsers for option values shared by several commands; each error names the option.
enum OptionParsing {
  /// `--grid RxC`, default 3×3.
  static func grid(_ text: String?) throws(CLIError) -> Grid {
    guard let text else { return .standard }
    do {
      return try Grid(parsing: text)
    } catch {
      throw .usage("--grid: \(error.description)")
    }
  }

  /// `--view WxH` in points, both finite and positive.
  static func viewSize(_ text: String?) throws(CLIError) -> Size {
    guard let text else { throw .usage("--view WxH is required, e.g. --view 360x360") }
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width >= 0, height >= 0, width <= 100_000,
      height <= 100_000
    else {
      throw .usage(
        "--view: '\(ArgumentList.shown(text))' is not WxH in points (0 to 100000), e.g. 360x360")
    }
    return Size(width: width, height: height)
  }

  /// A positive finite number within `range`, for options like `--size` and `--scale`.
  static func number(
    _ text: String?, option: String, default value: Double, range: ClosedRange<Double>
  ) throws(CLIError) -> Double {
    guard let text else { return value }
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw .usage(
        "--\(option): '\(ArgumentList.shown(text))' is not a number in "
          + "\(range.lowerBound)...\(range.upperBound)")
    }
    return number
  }

  /// `--lang en|zh-Hans`, else the environment's `LANG`/`LC_ALL`/`LC_MESSAGES`, else English.
  static func language(_ text: String?, environment: [String: String]) throws(CLIError)
    -> Language
  {
    if let text {
      guard let language = Language(identifier: text) else {
        throw .usage("--lang: '\(ArgumentList.shown(text))' is not one of en, zh-Hans")
      }
      return language
    }
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[key], !value.isEmpty {
        return Language(identifier: value) ?? .english
      }
    }
    return .english
  }
}
