import GestureLockCore
import GestureLockRender
import Glibc

/// A finger moving near the last node of ``PadModel/benchmarkDrag(on:)``, each frame drawn two
/// ways and timed, interleaved so that both see the same machine: with damage regions (the
/// Scene built, `SceneDamage` against the previous one, Cairo drawing that region over the
/// previous frame) and as a full repaint of the same screen (the Scene, Cairo over every
/// pixel). The frame benchmarks (figures 2 and 9) differ only in the screen's size and scale,
/// the clock, and whether the pixels are then sent somewhere.
struct DragFrames {
  /// The timed frames of each kind, and the damaged regions' areas in pixels.
  struct Times {
    var damaged: [Double] = []
    var full: [Double] = []
    var areas: [Double] = []
  }

  /// The view, in points.
  let size: Size
  /// Pixels per point.
  let scale: Double
  /// The clock each frame is timed on: thread CPU time where only CPU work is measured, wall
  /// time where a server's work counts too.
  let clock: () -> Double
  /// Sends a frame somewhere after it is drawn: all of it (`nil`) or one region. Timed with
  /// the frame.
  var send: (_ frame: PixelBuffer, _ region: PixelRect?) throws -> Void = { _, _ in }

  /// Draws `warmUp` untimed frames of each kind, then `frames` timed ones of each kind.
  func run(frames: Int, warmUp: Int) throws -> Times {
    let layout = try GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: size), insets: PadScene.insets(for: size))
    let drag = PadModel.benchmarkDrag(on: layout)
    let message = PadMessage.drawPattern.text(in: .english)
    let renderer = SceneRenderer()
    // The finger wanders around node 8 in small steps (as at 120 Hz), off the pixel grid:
    // each frame moves the trailing segment.
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

    var times = Times()
    var previous = Scene(size: size, background: PadStyle.standard.background)
    var frame = try renderer.render(previous, scale: scale)
    /// The previous frame drawn whole and sent, untimed: where the damaged path starts.
    func resynchronise() throws {
      previous = PadScene.build(model: model, message: message, viewSize: size)
      frame = try renderer.render(previous, scale: scale)
      try send(frame, nil)
    }
    func damaged() throws -> Double {
      let start = clock()
      let scene = move()
      if let damage = SceneDamage.region(from: previous, to: scene) {
        let region = PixelRect(
          covering: damage, scale: scale, frameWidth: frame.width, frameHeight: frame.height)
        try renderer.render(scene, scale: scale, over: &frame, in: region)
        try send(frame, region)
        times.areas.append(Double(region.area))
      }
      previous = scene
      return clock() - start
    }
    func full() throws -> Double {
      let start = clock()
      let buffer = try renderer.render(move(), scale: scale)
      try send(buffer, nil)
      return clock() - start
    }
    for _ in 0..<warmUp {
      _ = try full()
      try resynchronise()
      _ = try damaged()
    }
    times.areas = []
    for _ in 0..<frames {
      times.full.append(try full())
      // The full repaint's frame is not the damaged path's previous one.
      try resynchronise()
      times.damaged.append(try damaged())
    }
    return times
  }
}
