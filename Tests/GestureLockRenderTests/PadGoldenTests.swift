import GestureLockCore
import GestureLockRender
import TestSupport
import Testing

/// One pad picture: a grid, a pattern and a state, built by the core and drawn by Cairo.
struct PadGoldenCase: Sendable, CustomTestStringConvertible {
  let rows: Int
  let columns: Int
  let width: Double
  let height: Double
  let pattern: [Int]
  let state: PadState

  /// The baseline's name: `grid3x5-error`.
  var name: String { "grid\(rows)x\(columns)-\(state.rawValue)" }
  var testDescription: String { "\(rows)×\(columns) \(state.rawValue)" }

  static let grids: [(rows: Int, columns: Int, width: Double, height: Double, pattern: [Int])] = [
    (3, 3, 240, 240, [0, 4, 8, 5, 2]),
    (4, 4, 240, 240, [0, 5, 10, 15, 11, 7]),
    (3, 5, 300, 190, [0, 6, 12, 13, 9, 3]),
  ]

  static let all: [PadGoldenCase] = grids.flatMap { grid in
    PadState.allCases.map {
      PadGoldenCase(
        rows: grid.rows, columns: grid.columns, width: grid.width, height: grid.height,
        pattern: grid.pattern, state: $0)
    }
  }
}

/// Golden images of the gesture pad as the core builds it (`PadScene`), one per grid size and
/// state, plus the keyboard focus ring and the direction marks. No text, so installed fonts
/// do not matter.
///
/// - `normal`: nothing drawn yet.
/// - `selected`: mid-drag, the finger between the last node and the next, so the trailing
///   piece shows.
/// - `error` and `success`: the finished pattern held with its verdict.
@Suite("Pad golden images per grid and state")
struct PadGoldenTests {
  let renderer = SceneRenderer()

  static func layout(_ item: PadGoldenCase) throws -> GridLayout {
    let size = Size(width: item.width, height: item.height)
    let margin = min(item.width, item.height) * 0.06
    return try GridLayout(
      grid: Grid(rows: item.rows, columns: item.columns), bounds: Rect(origin: .zero, size: size),
      insets: EdgeInsets(top: margin, left: margin, bottom: margin, right: margin))
  }

  /// The pad model for `item`: the pattern drawn through node centres, 0.05 s per sample.
  static func model(_ item: PadGoldenCase) throws -> PadModel {
    let layout = try layout(item)
    var pad = PadModel(layout: layout, errorHold: .infinity, successHold: .infinity)
    guard item.state != .normal else { return pad }
    var trace = TraceBuilder(layout: layout, interval: 0.05)
    let centres = item.pattern.map(layout.center(of:))
    trace.add(.began, centres[0])
    for centre in centres.dropFirst() { trace.add(.moved, centre) }
    if item.state == .selected {
      // The finger a third of a pitch past the last node, heading down-left.
      let last = centres[centres.count - 1]
      trace.add(.moved, Point(x: last.x - layout.pitch * 0.3, y: last.y + layout.pitch * 0.35))
    } else {
      trace.add(.ended, centres[centres.count - 1])
    }
    for sample in trace.samples { _ = pad.handle(sample) }
    switch item.state {
    case .error: pad.showError(at: 10)
    case .success: pad.showSuccess(at: 10)
    case .normal, .selected: break
    }
    return pad
  }

  @Test("Each grid in each state matches its golden image", arguments: PadGoldenCase.all)
  func gridAndState(_ item: PadGoldenCase) throws {
    let pad = try Self.model(item)
    #expect(pad.state == item.state)
    #expect(Array(pad.selectedNodes) == (item.state == .normal ? [] : item.pattern.map(UInt8.init)))
    let scene = PadScene.build(
      model: pad, message: nil, viewSize: Size(width: item.width, height: item.height))
    let image = try renderer.render(scene, scale: 1)
    try GoldenImage(suite: "PadGoldenTests", test: item.name).expectMatch(image)
  }

  @Test("The keyboard focus ring on 3×3, after Space on 0 and 1 and a move down")
  func focusRing() throws {
    let item = PadGoldenCase(
      rows: 3, columns: 3, width: 240, height: 240, pattern: [], state: .selected)
    var pad = PadModel(layout: try Self.layout(item))
    for command: KeyCommand in [.select, .move(.right), .select, .move(.down)] {
      pad.handle(command, at: 0)
    }
    #expect(pad.focusedNode == 4 && pad.selectedNodes == [0, 1])
    let scene = PadScene.build(model: pad, message: nil, viewSize: Size(width: 240, height: 240))
    let image = try renderer.render(scene, scale: 1)
    try GoldenImage(suite: "PadGoldenTests", test: "grid3x3-focus").expectMatch(image)
  }

  @Test("Direction marks on a finished 4×4 pattern (annotations without text)")
  func direction() throws {
    let item = PadGoldenCase(
      rows: 4, columns: 4, width: 240, height: 240, pattern: [0, 5, 10, 15, 11, 7],
      state: .success)
    let scene = PadScene.build(
      model: try Self.model(item), message: nil, viewSize: Size(width: 240, height: 240),
      annotations: .direction)
    let image = try renderer.render(scene, scale: 1)
    try GoldenImage(suite: "PadGoldenTests", test: "grid4x4-direction").expectMatch(image)
  }
}
