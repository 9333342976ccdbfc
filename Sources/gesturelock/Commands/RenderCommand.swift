internal import GestureLockCore
internal import GestureLockRender

/// `gesturelock render --pattern P --out FILE.png|.svg|.pdf [--grid RxC]
/// [--state normal|selected|error|success] [--size PT] [--scale N]`: draws a pattern as the pad
/// shows it. Stores nothing.
///
/// The picture is made by the same engine as the pad: a touch trace through the node centres
/// goes through `PadModel`, and the resulting `Scene` is drawn by Cairo. `normal` is the pad
/// before drawing (no path); `selected` (default) the path as drawn; `error` and `success` the
/// verdict states.
enum RenderCommand {
  static func run(_ arguments: ArgumentList) throws(CLIError) -> ExitCode {
    try arguments.allowOnly(["pattern", "out", "grid", "state", "size", "scale"], for: "render")
    guard let text = arguments.value("pattern") else {
      throw .usage("render needs --pattern P, e.g. --pattern 0-4-8-5")
    }
    guard let out = arguments.value("out") else {
      throw .usage("render needs --out FILE.png, FILE.svg or FILE.pdf")
    }
    let format = try OutputFormat(path: out)
    let grid = try OptionParsing.grid(arguments.value("grid"))
    let pattern = try SecretInput.pattern(
      text, on: grid, route: .skippedNodesIncluded, what: "--pattern")
    let stateName = arguments.value("state") ?? PadState.selected.rawValue
    guard let state = PadState(rawValue: stateName) else {
      throw .usage(
        "--state: '\(ArgumentList.shown(stateName))' is not one of normal, selected, error, success"
      )
    }
    let side = try OptionParsing.number(
      arguments.value("size"), option: "size", default: 360, range: 16...4096)
    let scale = try OptionParsing.number(
      arguments.value("scale"), option: "scale", default: 1, range: 0.25...8)
    let size = Size(width: side, height: side)
    let layout: GridLayout
    do {
      layout = try GridLayout(
        grid: grid, bounds: Rect(origin: .zero, size: size),
        insets: EdgeInsets(
          top: side * 0.06, left: side * 0.06, bottom: side * 0.06, right: side * 0.06))
    } catch {
      throw .usage(error.description)
    }
    let model = try drawn(pattern, on: layout, state: state)
    let scene = PadScene.build(model: model, message: nil, viewSize: size)
    do {
      let renderer = SceneRenderer()
      switch format {
      case .png: try renderer.writePNG(scene, scale: scale, to: out)
      case .svg: try renderer.writeSVG(scene, to: out)
      case .pdf: try renderer.writePDF(scene, to: out)
      }
    } catch {
      throw CLIError(
        message: "cannot write '\(ArgumentList.shown(out))': \(error)", code: .badInput)
    }
    return .success
  }

  /// A pad model after a stroke through `pattern`'s node centres, in `state`.
  private static func drawn(_ pattern: Pattern, on layout: GridLayout, state: PadState)
    throws(CLIError) -> PadModel
  {
    var model = PadModel(
      layout: layout, rules: PatternRules(minimumLength: 1), errorHold: .infinity,
      successHold: .infinity)
    if state == .normal { return model }
    let centers = pattern.nodes.map(layout.center(of:))
    var samples = [TouchSample(location: centers[0], time: 0, phase: .began)]
    for (step, center) in centers.enumerated().dropFirst() {
      samples.append(TouchSample(location: center, time: Double(step) * 0.05, phase: .moved))
    }
    samples.append(TouchSample(location: centers[centers.count - 1], time: 1, phase: .ended))
    var completed: Pattern?
    for sample in samples {
      for case .completed(let drawn) in model.handle(sample) { completed = drawn }
    }
    guard completed == pattern else {
      throw .usage("--pattern: cannot be drawn as one stroke on this grid")
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
    default: throw .usage("--out: the file name must end in .png, .svg or .pdf")
    }
  }
}
