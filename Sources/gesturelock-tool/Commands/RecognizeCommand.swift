internal import GestureLockCore

/// `gesturelock recognize --trace FILE [--min-length N] [--hit-radius F]
/// [--route skip-rule|free]`: the pattern a recorded trace draws, with every recogniser event,
/// as JSON. Uses no store.
///
/// The trace's `view` is the area the grid is laid out in (as `layout --view` prints it), with
/// the hit radius `--hit-radius` times the pitch (default 0.3). Any stroke of at least
/// `--min-length` nodes (default 1) counts as completed, so the command reports what was
/// drawn; `--min-length 4` applies the pad's rule. `--route free` adds no skipped-over nodes.
enum RecognizeCommand: CLICommand {
  /// The name, the options `recognize` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "recognize",
    usage: [.required(.trace), .optional(.minLength), .optional(.hitRadius), .optional(.route)],
    english: "the pattern a touch trace draws, as JSON (no store)",
    chinese: "以 JSON 输出触摸轨迹画出的图案（不使用存储）")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    guard let path = arguments.value(.trace) else {
      throw .usage(.missingTrace(command: "recognize"))
    }
    let minimum = try OptionParsing.number(
      arguments.value(.minLength), option: .minLength, default: 1, range: 1...81)
    guard minimum == minimum.rounded() else { throw .usage(.minimumLengthNotWhole) }
    let factor = try OptionParsing.hitRadius(arguments.value(.hitRadius))
    let route = try OptionParsing.route(arguments.value(.route)) ?? .skippedNodesIncluded
    let trace = try TraceInput.load(path)
    let layout = try TraceReplay.layout(
      grid: trace.grid, view: trace.view, hitRadiusFactor: factor)
    let recognition = PatternRecognizer.recognize(
      trace.samples, layout: layout, rules: PatternRules(minimumLength: Int(minimum), route: route))
    let json: JSONValue = .object([
      ("pattern", recognition.pattern.map { .string($0.description) } ?? .null),
      ("events", .array(recognition.events.map(TraceReplay.json(for:)))),
    ])
    Console.out(json.serialized)
    return .success
  }
}

/// Shared by `recognize` and `verify --trace`: the layout of a trace and events as JSON.
enum TraceReplay {
  /// The layout a trace was recorded on: the grid filling the whole `view`, with a hit radius
  /// of `hitRadiusFactor` times the pitch (already checked by `OptionParsing.hitRadius`).
  static func layout(
    grid: Grid, view: Size, hitRadiusFactor: Double = GridLayout.defaultHitRadiusFactor
  ) throws(CLIError) -> GridLayout {
    do {
      return try GridLayout(
        grid: grid, bounds: Rect(origin: .zero, size: view), hitRadiusFactor: hitRadiusFactor)
    } catch {
      throw .usage(.traceRefused(error))
    }
  }

  /// One recogniser event as a JSON object.
  static func json(for event: RecognizerEvent) -> JSONValue {
    switch event {
    case .nodeSelected(let index): .object([("event", .string("node")), ("index", .int(index))])
    case .completed(let pattern):
      .object([("event", .string("completed")), ("length", .int(pattern.count))])
    case .tooShort(let length):
      .object([("event", .string("too_short")), ("length", .int(length))])
    case .cancelled: .object([("event", .string("cancelled"))])
    }
  }
}
