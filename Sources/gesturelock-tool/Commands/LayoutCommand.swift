internal import GestureLockCore

/// `gesturelock layout --grid RxC --view WxH [--hit-radius F]`: where the nodes sit in a view,
/// as JSON.
///
/// Prints `{"grid":"3x3","view":{…},"pitch":…,"nodeRadius":…,"hitRadius":…,
/// "hitRadiusFactor":…,"nodes":[{"index":0,"x":…,"y":…},…]}` (points; the factor is the hit
/// radius over the pitch, 0.15 to 0.45, default 0.3). A view of width or height 0 is bad input
/// (exit 2): the grid would have no area.
enum LayoutCommand: CLICommand {
  /// The name, the options `layout` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "layout",
    usage: [.optional(.grid), .required(.view), .optional(.hitRadius)],
    english: "node centres in a view, as JSON",
    chinese: "以 JSON 输出视图中各点的中心")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let grid = try OptionParsing.grid(arguments.value(.grid))
    let view = try OptionParsing.viewSize(arguments.value(.view))
    // The library lays out a zero-size view (nothing can be hit); printed, that layout is all
    // zeros and says nothing, so the command names the problem instead.
    guard view.width > 0, view.height > 0 else {
      throw .usage(.viewHasNoArea(value: ArgumentList.shown(arguments.value(.view) ?? "")))
    }
    let factor = try OptionParsing.hitRadius(arguments.value(.hitRadius))
    let layout: GridLayout
    do {
      layout = try GridLayout(
        grid: grid, bounds: Rect(origin: .zero, size: view), hitRadiusFactor: factor)
    } catch {
      throw .usage(.layoutRefused(error))
    }
    let nodes: [JSONValue] = grid.indices.map { index in
      let center = layout.center(of: index)
      return .object([("index", .int(index)), ("x", .double(center.x)), ("y", .double(center.y))])
    }
    let json: JSONValue = .object([
      ("grid", .string(grid.description)),
      ("view", .object([("width", .double(view.width)), ("height", .double(view.height))])),
      ("pitch", .double(layout.pitch)),
      ("nodeRadius", .double(layout.nodeRadius)),
      ("hitRadius", .double(layout.hitRadius)),
      ("hitRadiusFactor", .double(factor)),
      ("nodes", .array(nodes)),
    ])
    Console.out(json.serialized)
    return .success
  }
}
