import GestureLockCore
import GestureLockRender
import GestureLockTerminal

/// Figure 2b: the cost of one terminal pad frame while a finger drags: `PadScene.build`, the
/// Cairo rasterisation read back as braille cells (`CellPainter`), and the escape sequences of a
/// full repaint (`FrameEncoder` after `invalidate()`, the worst case: a drag changes only the
/// cells along the path), for an 80×24 and a 240×70 terminal, against the 16.7 ms of a 60 Hz
/// frame (terminals draw at most that often).
struct TerminalFrameBenchmark {
  /// Timed frames per size (after a few untimed ones that load fonts).
  let frames: Int

  /// A 60 Hz frame, in seconds.
  static let frameInterval = 1.0 / 60

  /// The terminal sizes (columns × rows) and each one's budget as a share of a 60 Hz frame.
  static let sizes: [(columns: Int, rows: Int, budget: Double)] = [(80, 24, 0.12), (240, 70, 0.5)]

  func run(into table: inout ResultTable) throws {
    for size in Self.sizes {
      try measure(columns: size.columns, rows: size.rows, budget: size.budget, into: &table)
    }
    table.note(
      "Figure 2b: median of \(frames) terminal frames (thread CPU time), each building the "
        + "Scene of a 9-node drag, rasterising it with Cairo at 3 px per braille dot, reading "
        + "the cells back and encoding a full repaint in truecolor; writing to the terminal is "
        + "not included.")
  }

  private func measure(columns: Int, rows: Int, budget: Double, into table: inout ResultTable)
    throws
  {
    let geometry = TerminalGeometry(columns: columns, rows: rows)
    let view = geometry.viewSize
    let layout = try GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: view),
      insets: geometry.padInsets(for: view))
    let model = PadModel.benchmarkDrag(on: layout).model
    let message = PadMessage.drawPattern.text(in: .english)
    let hint = "Drag or ←↑↓→ move · Space select · Return submit · q quit · Esc cancel"
    let painter = CellPainter()
    var encoder = FrameEncoder(colors: .trueColor)
    var bytes = 0
    func frame() throws -> Double {
      let start = Clock.threadCPU()
      let scene = PadScene.build(model: model, message: nil, viewSize: view)
      let cells = try painter.frame(
        scene: scene, message: message, state: model.state, hint: hint, geometry: geometry)
      encoder.invalidate()
      bytes = encoder.encode(cells).count
      return Clock.threadCPU() - start
    }
    for _ in 0..<3 { _ = try frame() }
    var times: [Double] = []
    for _ in 0..<frames { times.append(try frame()) }
    precondition(bytes > columns * rows, "expected a full repaint")
    let median = Statistics.median(times)
    let ratio = median / Self.frameInterval
    table.add(
      ResultRow(
        figure: "2b terminal frame: \(columns)×\(rows) cells, full repaint",
        ours: Format.duration(median), reference: "16.7 ms (60 Hz frame)",
        ratio: Format.fixed(ratio, 3), budget: "ratio ≤ \(budget)",
        verdict: Verdict(ratio <= budget)
      ))
  }
}
