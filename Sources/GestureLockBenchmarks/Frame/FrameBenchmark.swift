import GestureLockCore
import GestureLockRender

/// Figure 2: the cost of one pad frame while a finger drags: `PadScene.build` plus Cairo
/// rasterisation of a 9-node path with its trailing line and the pad's message, 360×360 pt at
/// scale 2 (720×720 px), against the 8.33 ms of a 120 Hz frame.
struct FrameBenchmark {
  /// Timed frames (after a few untimed ones that load fonts).
  let frames: Int

  /// A 120 Hz frame, in seconds.
  static let frameInterval = 1.0 / 120

  func run(into table: inout ResultTable) throws {
    let size = Size(width: 360, height: 360)
    let layout = try GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: size), insets: PadScene.insets(for: size))
    // Through every node, then on towards the corner.
    let drag = PadModel.benchmarkDrag(on: layout)
    var model = drag.model
    let last = layout.center(of: 8)
    model.handle(
      TouchSample(
        location: Point(x: last.x + 0.4 * layout.pitch, y: last.y + 0.3 * layout.pitch),
        time: drag.time + 0.05, phase: .moved)
    ) { _ in }
    precondition(
      model.selectedNodes == PadModel.benchmarkDragOrder && model.trailingPoint != nil,
      "setup stroke")
    let message = PadMessage.drawPattern.text(in: .english)
    let renderer = SceneRenderer()

    var pixels = 0
    func frame() throws -> Double {
      let start = Clock.threadCPU()
      let scene = PadScene.build(model: model, message: message, viewSize: size)
      let buffer = try renderer.render(scene, scale: 2)
      let elapsed = Clock.threadCPU() - start
      pixels = buffer.width * buffer.height
      return elapsed
    }
    for _ in 0..<5 { _ = try frame() }
    var times: [Double] = []
    for _ in 0..<frames { times.append(try frame()) }
    precondition(pixels == 720 * 720, "expected a 720×720 frame")
    let median = Statistics.median(times)
    let ratio = median / Self.frameInterval
    table.add(
      ResultRow(
        figure: "2 frame: Scene + Cairo, 9-node path, 720×720 px", ours: Format.duration(median),
        reference: "8.33 ms (120 Hz frame)", ratio: Format.fixed(ratio, 3), budget: "ratio ≤ 0.12",
        verdict: Verdict(ratio <= 0.12)))
    table.note(
      "Figure 2: median of \(frames) frames (thread CPU time), each building the Scene (path, "
        + "trailing line, 9 nodes, the message) and rasterising it with Cairo and Pango into a "
        + "new 720×720 pixel buffer; presenting it through SDL is not included.")
  }
}
