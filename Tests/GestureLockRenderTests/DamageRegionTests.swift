import GestureLockCore
import GestureLockRender
import Testing

/// A drag on the pad for the damage region tests, at a size and scale.
struct DamageCase: Sendable, CustomTestStringConvertible {
  let label: String
  let size: Size
  let scale: Double
  let translucent: Bool
  var testDescription: String { label }

  static let all: [DamageCase] = [
    .init(
      label: "lock screen 1280×720 pt at 1", size: Size(width: 1280, height: 720), scale: 1,
      translucent: false),
    .init(
      label: "pad 360×360 pt at 2", size: Size(width: 360, height: 360), scale: 2,
      translucent: false),
    .init(
      label: "portrait 500×800 pt at 1.5, translucent", size: Size(width: 500, height: 800),
      scale: 1.5, translucent: true),
  ]

  /// The scenes of a drag: a press on node 0, moves in steps of a third of a pitch (off the
  /// pixel grid) through nodes 1, 2, 5 and 4, a release, and the pad after it.
  func scenes() throws -> [Scene] {
    let layout = try GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: size), insets: PadScene.insets(for: size))
    var model = PadModel(layout: layout)
    var scenes: [Scene] = []
    var time = 0.0
    func sample(_ point: Point, _ phase: TouchSample.Phase) {
      time += 0.016
      model.handle(TouchSample(location: point, time: time, phase: phase)) { _ in }
      var scene = PadScene.build(model: model, message: "Draw your pattern", viewSize: size)
      if translucent { scene.background = Color(rgb8: 30, 40, 50, alpha: 0.7) }
      scenes.append(scene)
    }
    sample(layout.center(of: 0), .began)
    let route = [0, 1, 2, 5, 4]
    for (from, to) in zip(route, route.dropFirst()) {
      let a = layout.center(of: from)
      let b = layout.center(of: to)
      for step in 1...3 {
        let t = Double(step) / 3
        sample(Point(x: a.x + (b.x - a.x) * t + 0.37, y: a.y + (b.y - a.y) * t + 0.61), .moved)
      }
    }
    let last = layout.center(of: 4)
    sample(Point(x: last.x + 0.3 * layout.pitch, y: last.y + 0.2 * layout.pitch), .moved)
    sample(Point(x: last.x + 0.3 * layout.pitch, y: last.y + 0.2 * layout.pitch), .ended)
    return scenes
  }
}

@Suite("Damage regions: a frame drawn only where the scene changed")
struct DamageRegionTests {
  let renderer = SceneRenderer()

  @Test(
    "Each drag step drawn inside its damage region equals the full repaint, byte for byte",
    arguments: DamageCase.all)
  func damagedFramesEqualFullRepaints(_ drag: DamageCase) throws {
    let scenes = try drag.scenes()
    var frame = try renderer.render(scenes[0], scale: drag.scale)
    var previous = scenes[0]
    var smallRegions = 0
    for (step, scene) in scenes.enumerated().dropFirst() {
      let full = try renderer.render(scene, scale: drag.scale)
      let region: PixelRect =
        SceneDamage.region(from: previous, to: scene).map {
          PixelRect(
            covering: $0, scale: drag.scale, frameWidth: full.width, frameHeight: full.height)
        } ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
      try renderer.render(scene, scale: drag.scale, over: &frame, in: region)
      let differences = Self.differingPixels(frame, full)
      let first = differences.prefix(4).map { "(\($0.x), \($0.y))" }.joined(separator: " ")
      #expect(
        differences.isEmpty,
        "step \(step): \(differences.count) pixels differ, region \(region), first \(first)")
      if region.area * 10 <= full.width * full.height { smallRegions += 1 }
      previous = scene
    }
    // The moves between nodes damage a small part of the frame, not all of it.
    #expect(smallRegions >= 8, "only \(smallRegions) of \(scenes.count - 1) regions were small")
  }

  /// The pixels where `a` and `b` differ (same size and stride).
  static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> [(x: Int, y: Int)] {
    guard a.bytes != b.bytes else { return [] }
    var result: [(x: Int, y: Int)] = []
    for y in 0..<a.height {
      for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
        result.append((x, y))
      }
    }
    return result
  }

  @Test("Equal scenes have no damage; a new size or background damages the whole scene")
  func wholeOrNothing() throws {
    let scenes = try DamageCase.all[1].scenes()
    #expect(SceneDamage.region(from: scenes[3], to: scenes[3]) == nil)
    var resized = scenes[3]
    resized.size = Size(width: 400, height: 360)
    #expect(
      SceneDamage.region(from: scenes[3], to: resized)
        == Rect(origin: .zero, size: resized.size))
    var recoloured = scenes[3]
    recoloured.background = Color(rgb8: 1, 2, 3)
    #expect(
      SceneDamage.region(from: scenes[3], to: recoloured)
        == Rect(origin: .zero, size: recoloured.size))
  }

  @Test("A region of a frame of another size is refused")
  func sizeMismatch() throws {
    let scenes = try DamageCase.all[1].scenes()
    var frame = try renderer.render(scenes[0], scale: 1)
    #expect(throws: RenderError.self) {
      try renderer.render(
        scenes[1], scale: 2, over: &frame, in: PixelRect(x: 0, y: 0, width: 10, height: 10))
    }
  }
}
