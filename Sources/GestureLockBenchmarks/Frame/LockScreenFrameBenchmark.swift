import GestureLockCore
import GestureLockRender
import GestureLockScreenLock
import Glibc

/// Figure 9: a finger move on a 3840×2160 lock screen. One frame with damage regions (the
/// Scene built, ``SceneDamage`` against the previous one, Cairo clipped to that rectangle over
/// the previous frame, and `XPutImage` of only that rectangle) against a full repaint of the
/// same screen in the same run (the Scene, Cairo over all 3840×2160 pixels, `XPutImage` of all
/// of them), each into a ``PadPane`` on a private 3840×2160 Xvfb. Without Xvfb, the Cairo part
/// only, and the row says so.
struct LockScreenFrameBenchmark {
  /// Timed frames of each kind.
  let frames: Int

  static let size = Size(width: 3840, height: 2160)

  func run(into table: inout ResultTable) throws {
    let size = Self.size
    let layout = try GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: size), insets: PadScene.insets(for: size))
    let drag = PadModel.benchmarkDrag(on: layout)
    let message = PadMessage.drawPattern.text(in: .english)
    let renderer = SceneRenderer()
    // The finger wanders around node 8 in small steps (about 6 pt each, as at 120 Hz), off
    // the pixel grid: each frame moves the trailing segment.
    let last = layout.center(of: 8)
    var model = drag.model
    var time = drag.time
    var step = 0
    func move() -> Scene {
      step += 1
      time += 1.0 / 120
      let angle = Double(step) * 0.05
      let radius = 0.45 * layout.pitch
      model.handle(
        TouchSample(
          location: Point(
            x: last.x - 0.2 * layout.pitch + radius * cos(angle) + 0.37,
            y: last.y - 0.2 * layout.pitch + radius * sin(angle) + 0.61),
          time: time, phase: .moved)
      ) { _ in }
      return PadScene.build(model: model, message: message, viewSize: size)
    }

    var virtualDisplay: VirtualDisplay?
    var pane: PadPane?
    var noDisplay = ""
    do {
      let started = try VirtualDisplay(screen: "3840x2160x24")
      let display = try X11Display(name: started.display)
      pane = try PadPane(
        display: display, parent: display.rootWindowID,
        frame: Rect(origin: .zero, size: size))
      virtualDisplay = started
    } catch {
      noDisplay = "\(error)"
    }
    defer {
      // The pane's connection goes before its server.
      withExtendedLifetime(virtualDisplay) { pane = nil }
    }

    var previous = move()
    var frame = try renderer.render(previous, scale: 1)
    try pane?.draw(frame.bytes, width: frame.width, height: frame.height, stride: frame.stride)
    var areas: [Double] = []
    func damaged() throws -> Double {
      let start = Clock.wall()
      let scene = move()
      if let damage = SceneDamage.region(from: previous, to: scene) {
        let region = PixelRect(
          covering: damage, scale: 1, frameWidth: frame.width, frameHeight: frame.height)
        try renderer.render(scene, scale: 1, over: &frame, in: region)
        try pane?.draw(
          frame.bytes, width: frame.width, height: frame.height, stride: frame.stride,
          region: region)
        areas.append(Double(region.area))
      }
      previous = scene
      return Clock.wall() - start
    }
    func full() throws -> Double {
      let start = Clock.wall()
      let scene = move()
      let buffer = try renderer.render(scene, scale: 1)
      try pane?.draw(
        buffer.bytes, width: buffer.width, height: buffer.height, stride: buffer.stride)
      return Clock.wall() - start
    }
    for _ in 0..<3 {
      _ = try full()
      _ = try damaged()
    }
    areas = []
    // Interleaved, so that both kinds see the same machine.
    var damagedTimes: [Double] = []
    var fullTimes: [Double] = []
    for _ in 0..<frames {
      fullTimes.append(try full())
      // The full repaint's frame is not the damaged path's previous one: resynchronise.
      previous = PadScene.build(model: model, message: message, viewSize: size)
      frame = try renderer.render(previous, scale: 1)
      try pane?.draw(frame.bytes, width: frame.width, height: frame.height, stride: frame.stride)
      damagedTimes.append(try damaged())
    }
    let ours = Statistics.median(damagedTimes)
    let reference = Statistics.median(fullTimes)
    let ratio = ours / reference
    let what = pane == nil ? "Scene + Cairo only (no Xvfb)" : "Scene + Cairo + XPutImage"
    table.add(
      ResultRow(
        figure: "9 finger move, 3840×2160 lock screen, damage regions: \(what)",
        ours: Format.duration(ours), reference: Format.duration(reference) + " (full repaint)",
        ratio: Format.fixed(ratio, 3), budget: "ratio ≤ 0.10", verdict: Verdict(ratio <= 0.10)))
    let screen = size.width * size.height
    let medianArea = Statistics.median(areas)
    table.note(
      "Figure 9: median of \(frames) frames of each kind, interleaved, wall time: a finger "
        + "moving in 6 pt steps near the last node of a 9-node path. With damage regions: "
        + "PadScene.build, SceneDamage against the previous scene (the trailing segment's box, "
        + "old and new), Cairo drawing those rows (whole, into a scratch surface) and copying the rectangle into the previous frame, and "
        + (pane == nil
          ? "no XPutImage (\(noDisplay))"
          : "XPutImage of that rectangle into a pane on a private 3840×2160 Xvfb, with XSync")
        + "; the median region was \(Format.fixed(100 * medianArea / screen, 2)) % of the screen. "
        + "The full repaint draws and sends all 3840×2160 pixels: \(Format.duration(reference)).")
  }
}
