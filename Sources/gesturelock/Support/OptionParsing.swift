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

  /// `--hit-radius F`: how close the finger's path must come to a node's centre to hit it, as a
  /// fraction of the distance between neighbouring centres; in `GridLayout.hitRadiusFactorRange`
  /// (0.15 to 0.45, SPEC.md §2), default 0.3 (the Android factor).
  static func hitRadius(_ text: String?) throws(CLIError) -> Double {
    let range = GridLayout.hitRadiusFactorRange
    guard let text else { return GridLayout.defaultHitRadiusFactor }
    guard let factor = Double(text), factor.isFinite, range.contains(factor) else {
      throw .usage(
        "--hit-radius: '\(ArgumentList.shown(text))' is not a fraction of the node spacing in "
          + "\(range.lowerBound)...\(range.upperBound) (default "
          + "\(GridLayout.defaultHitRadiusFactor))")
    }
    return factor
  }

  /// `--route free|skip-rule`: whether moves over an unvisited node's centre select it
  /// (`skip-rule`, the default) or not (`free`); `nil` when not given.
  static func route(_ text: String?) throws(CLIError) -> RouteMode? {
    guard let text else { return nil }
    guard let route = RouteMode(rawValue: text) else {
      throw .usage(
        "--route: '\(ArgumentList.shown(text))' is not one of "
          + RouteMode.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return route
  }

  /// `--min-strength N`: the lowest Sun et al. strength class (1–5) a new pattern may have.
  ///
  /// - Throws: `CLIError` (exit 2) for a value outside 1–5, or a grid other than 3×3 (the
  ///   strength meters are defined only there).
  static func patternPolicy(_ text: String?, grid: Grid) throws(CLIError) -> PatternPolicy {
    guard let text else { return PatternPolicy() }
    guard let number = Int(text), let minimum = StrengthClass(rawValue: number) else {
      throw .usage("--min-strength: '\(ArgumentList.shown(text))' is not a class from 1 to 5")
    }
    let policy = PatternPolicy(minimumStrengthClass: minimum)
    do {
      try policy.validate(for: grid)
    } catch {
      throw .usage("--min-strength: \(error.description)")
    }
    return policy
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
