internal import GestureLockCore
internal import GestureLockSystem

/// Parsers for option values shared by several commands; each error names the option.
enum OptionParsing {
  /// `--grid RxC`, default 3×3.
  static func grid(_ text: String?) throws(CLIError) -> Grid {
    guard let text else { return .standard }
    do {
      return try Grid(parsing: text)
    } catch {
      throw .usage(.invalidGridOption(value: ArgumentList.shown(text), error: error))
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
        .hitRadiusOutOfRange(
          value: ArgumentList.shown(text), range: range,
          standard: GridLayout.defaultHitRadiusFactor))
    }
    return factor
  }

  /// `--route free|skip-rule`: whether moves over an unvisited node's centre select it
  /// (`skip-rule`, the default) or not (`free`); `nil` when not given.
  static func route(_ text: String?) throws(CLIError) -> RouteMode? {
    try choice(text, option: .route)
  }

  /// `--display-server x11|wayland`: which screen lock `lock` takes; without it, the one
  /// ``DisplayServer/chosen(forcing:)`` finds.
  static func displayServer(_ text: String?) throws(CLIError) -> DisplayServer {
    DisplayServer.chosen(forcing: try choice(text, option: .displayServer))
  }

  /// `--ready-fd N`: a descriptor number from 0 to 65535 that is open here.
  ///
  /// - Throws: `CLIError` (exit 2) for a value that is not such a number, or names a
  ///   descriptor that is not open.
  static func readyNotice(_ text: String?) throws(CLIError) -> ReadyNotice? {
    guard let text else { return nil }
    let number = try self.number(text, option: .readyFd, default: 0, range: 0...65_535)
    guard number == number.rounded(), let descriptor = Int32(exactly: number) else {
      throw .usage(
        .numberOutOfRange(
          option: Option.readyFd.name, value: ArgumentList.shown(text), range: 0...65_535))
    }
    do {
      return try ReadyNotice(descriptor: descriptor)
    } catch {
      throw .usage(.readyDescriptorNotOpen(value: ArgumentList.shown(text)))
    }
  }

  /// The value of `option` read as one of `Choice`'s cases by its raw value (`--kind pin`,
  /// `--state error`); `nil` when not given.
  ///
  /// - Throws: `CLIError` (exit 2) naming the option and listing every choice, in
  ///   `Choice.allCases` order.
  static func choice<Choice: CaseIterable & RawRepresentable>(
    _ text: String?, option: Option
  ) throws(CLIError) -> Choice? where Choice.RawValue == String {
    guard let text else { return nil }
    guard let value = Choice(rawValue: text) else {
      throw .usage(
        .notOneOf(
          option: option.name, value: ArgumentList.shown(text),
          choices: Choice.allCases.map(\.rawValue)))
    }
    return value
  }

  /// `--min-strength N`: the lowest Sun et al. strength class (1–5) a new pattern may have.
  ///
  /// - Throws: `CLIError` (exit 2) for a value outside 1–5, or a grid other than 3×3 (the
  ///   strength meters are defined only there).
  static func patternPolicy(_ text: String?, grid: Grid) throws(CLIError) -> PatternPolicy {
    guard let text else { return PatternPolicy() }
    guard let number = Int(text), let minimum = StrengthClass(rawValue: number) else {
      throw .usage(.strengthClassOutOfRange(value: ArgumentList.shown(text)))
    }
    let policy = PatternPolicy(minimumStrengthClass: minimum)
    do {
      try policy.validate(for: grid)
    } catch {
      throw .usage(.strengthClassGrid(grid: grid, error: error))
    }
    return policy
  }

  /// `--view WxH` in points, both finite and positive.
  static func viewSize(_ text: String?) throws(CLIError) -> Size {
    guard let text else { throw .usage(.viewMissing) }
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width >= 0, height >= 0, width <= 100_000,
      height <= 100_000
    else {
      throw .usage(.invalidView(value: ArgumentList.shown(text)))
    }
    return Size(width: width, height: height)
  }

  /// A positive finite number within `range`, for options like `--size` and `--scale`.
  /// `--blank-after SECONDS` of the lock screen: 0 (never blank) or 1...86400 seconds, 30
  /// when absent. A fraction of a second is refused: the screen would blank again before any
  /// stroke could be drawn, every input swallowed as the one that wakes it.
  ///
  /// - Throws: `CLIError` (exit 2) for anything else.
  static func blankAfter(_ text: String?) throws(CLIError) -> Double {
    let seconds = try number(text, option: .blankAfter, default: 30, range: 0...86_400)
    guard seconds == 0 || seconds >= 1 else {
      throw .usage(
        .numberOutOfRange(
          option: Option.blankAfter.name, value: ArgumentList.shown(text ?? ""), range: 1...86_400))
    }
    return seconds
  }

  static func number(
    _ text: String?, option: Option, default value: Double, range: ClosedRange<Double>
  ) throws(CLIError) -> Double {
    guard let text else { return value }
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw .usage(
        .numberOutOfRange(option: option.name, value: ArgumentList.shown(text), range: range))
    }
    return number
  }
}
