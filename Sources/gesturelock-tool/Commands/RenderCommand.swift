internal import GestureLockCore
internal import GestureLockRender

/// `gesturelock render --pattern P --out FILE.png|.svg|.pdf [--grid RxC]
/// [--state normal|selected|error|success] [--size PT] [--scale N] [--annotate]
/// [--route skip-rule|free]`: draws a pattern as the pad shows it. Stores nothing.
///
/// The picture is made by the same engine as the pad: the pattern is entered into `PadModel`
/// (by its keyboard operation), and the resulting `Scene` is drawn by Cairo. `--route free`
/// draws patterns that pass over unvisited nodes (`0-2-…`), which the default rule refuses. `normal` is the pad
/// before drawing (no path); `selected` (default) the path as drawn; `error` and `success` the
/// verdict states. `--size` is the picture's longer side in points (default 360); the other
/// side follows the grid's shape, so a 3×5 grid gives a wide picture and 3×3 a square one.
/// `--annotate` numbers the nodes and puts an arrowhead on each segment of the path, for
/// documentation and teaching.
enum RenderCommand: CLICommand {
  /// The name, the options `render` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "render",
    usage: [
      .required(.pattern), .required(.out), .optional(.grid), .optional(.state), .optional(.size),
      .optional(.scale), .optional(.annotate), .optional(.route),
    ],
    english: "a picture of the pattern as the pad draws it (no store)",
    chinese: "以图片绘制图案，与锁屏所示相同（不使用存储）")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    guard let text = arguments.value(.pattern) else {
      throw .usage(.missingPattern(command: "render"))
    }
    guard let out = arguments.value(.out) else {
      throw .usage(.missingOutput(command: "render"))
    }
    let format = try OutputFormat(path: out)
    let grid = try OptionParsing.grid(arguments.value(.grid))
    let route = try OptionParsing.route(arguments.value(.route)) ?? .skippedNodesIncluded
    let pattern = try SecretInput.pattern(
      SecretBytes(copying: text.utf8), on: grid, route: route, what: .patternOption)
    let state: PadState =
      try OptionParsing.choice(arguments.value(.state), option: .state) ?? .selected
    let side = try OptionParsing.number(
      arguments.value(.size), option: .size, default: 360, range: 16...4096)
    let scale = try OptionParsing.number(
      arguments.value(.scale), option: .scale, default: 1, range: 0.25...8)
    let margin = side * 0.06
    let size = pictureSize(for: grid, longerSide: side, margin: margin)
    let layout: GridLayout
    do {
      layout = try GridLayout(
        grid: grid, bounds: Rect(origin: .zero, size: size),
        insets: EdgeInsets(top: margin, left: margin, bottom: margin, right: margin))
    } catch {
      throw .usage(.layoutRefused(error))
    }
    let model = try drawn(pattern, on: layout, route: route, state: state)
    let scene = PadScene.build(
      model: model, message: nil, viewSize: size,
      annotations: arguments.flag(.annotate) ? .all : [])
    do {
      let renderer = SceneRenderer()
      switch format {
      case .png: try renderer.writePNG(scene, scale: scale, to: out)
      case .svg: try renderer.writeSVG(scene, to: out)
      case .pdf: try renderer.writePDF(scene, to: out)
      }
    } catch let error as RenderError {
      throw .usage(.cannotWrite(path: ArgumentList.shown(out), error: error))
    } catch {
      // The renderer documents only RenderError; anything else is named as it is.
      throw .usage(.unexpected("cannot write '\(ArgumentList.shown(out))': \(error)"))
    }
    return .success
  }

  /// The picture's size in points: `longerSide` along the grid's longer extent, the other side
  /// cut to the grid's shape (whole points), with `margin` around the grid on every side.
  static func pictureSize(for grid: Grid, longerSide: Double, margin: Double) -> Size {
    let ratio = GridLayout.defaultNodeDiameterRatio
    let across = Double(grid.columns - 1) + ratio
    let down = Double(grid.rows - 1) + ratio
    let inner = longerSide - 2 * margin
    let shorter = (inner * min(across, down) / max(across, down) + 2 * margin).rounded(.up)
    return across >= down
      ? Size(width: longerSide, height: min(longerSide, shorter))
      : Size(width: min(longerSide, shorter), height: longerSide)
  }

  /// A pad model with `pattern` entered, in `state`.
  ///
  /// The nodes are entered with the pad's keyboard operation (arrow keys to each node, Space),
  /// so every valid pattern can be drawn, also one whose straight segments pass close to
  /// other nodes (a finger would have to curve around them), and the model's own rules
  /// decide: the result must be exactly `pattern`.
  private static func drawn(
    _ pattern: Pattern, on layout: GridLayout, route: RouteMode, state: PadState
  )
    throws(CLIError) -> PadModel
  {
    var model = PadModel(
      layout: layout, rules: PatternRules(minimumLength: 1, route: route), errorHold: .infinity,
      successHold: .infinity)
    if state == .normal { return model }
    var completed: Pattern?
    func press(_ command: KeyCommand) {
      for case .completed(let drawn) in model.handle(command, at: 0) { completed = drawn }
    }
    for node in pattern.nodes {
      let (row, column) = layout.grid.position(of: node)
      while true {
        let (focusRow, focusColumn) = layout.grid.position(of: model.focusedNode)
        if focusRow < row {
          press(.move(.down))
        } else if focusRow > row {
          press(.move(.up))
        } else if focusColumn < column {
          press(.move(.right))
        } else if focusColumn > column {
          press(.move(.left))
        } else {
          break
        }
      }
      press(.select)
    }
    press(.submit)
    model.hideFocusRing()
    guard completed == pattern else {
      throw .usage(.patternNotOneStroke)
    }
    switch state {
    case .error: _ = model.showError(at: 1)
    case .success: _ = model.showSuccess(at: 1)
    case .selected, .normal: break
    }
    return model
  }
}

/// The file types `render` writes, chosen by the output's extension.
enum OutputFormat {
  case png, svg, pdf

  init(path: String) throws(CLIError) {
    switch path.split(separator: ".").last?.lowercased() {
    case "png": self = .png
    case "svg": self = .svg
    case "pdf": self = .pdf
    default: throw .usage(.unknownOutputType)
    }
  }
}
