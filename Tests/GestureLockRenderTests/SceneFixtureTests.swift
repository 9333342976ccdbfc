import Foundation
import GestureLockCore
import GestureLockRender
import Testing

/// The renderer's pictures against the reference PNGs the Cairo-only renderer made before the
/// drawing moved to `SceneCanvas.draw(_:)` (issue 16), pixel for pixel: the decoded PNG's
/// premultiplied ARGB32 bytes must equal the rendered ones exactly, row by row. No tolerance:
/// the drawing is the same code on the same Cairo, so any difference is a change in behaviour.
@Suite("Scene fixtures: today's pictures, pixel for pixel")
struct SceneFixtureTests {
  /// `Tests/Fixtures/Scenes`, found from this file's path.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Scenes").path

  /// Set to `1` to (re)write the fixtures with the renderer under test (see the README there).
  static let writeVariable = "GESTURELOCK_WRITE_SCENE_FIXTURES"

  let renderer = SceneRenderer()

  @Test("Each fixture scene renders to its PNG exactly", arguments: FixtureScenes.all)
  func matchesFixture(_ fixture: SceneFixture) throws {
    let rendered = try renderer.render(fixture.scene, scale: fixture.scale)
    let reference = try PixelBuffer(contentsOfPNG: "\(Self.directory)/\(fixture.name).png")
    #expect(Self.firstDifference(rendered, reference) == nil, "\(fixture.name)")
  }

  @Test("A fixture rendered into a damage region of another frame matches too")
  func damageRegionMatchesFixture() throws {
    let fixture = try #require(FixtureScenes.all.first { $0.name == "pad-drawing" })
    let idle = try #require(FixtureScenes.all.first { $0.name == "pad-idle" })
    var frame = try renderer.render(idle.scene, scale: 1)
    try renderer.render(
      fixture.scene, scale: 1, over: &frame,
      in: PixelRect(x: 0, y: 0, width: frame.width, height: frame.height))
    let reference = try PixelBuffer(contentsOfPNG: "\(Self.directory)/\(fixture.name).png")
    #expect(Self.firstDifference(frame, reference) == nil)
  }

  /// The generator: writes every fixture with the renderer under test. Not run unless
  /// `GESTURELOCK_WRITE_SCENE_FIXTURES=1` (the fixtures are the old renderer's output and must
  /// not follow a drawing change).
  @Test(
    "Write the fixture PNGs (only with GESTURELOCK_WRITE_SCENE_FIXTURES=1)",
    .enabled(if: ProcessInfo.processInfo.environment[writeVariable] == "1"))
  func writeFixtures() throws {
    try FileManager.default.createDirectory(
      atPath: Self.directory, withIntermediateDirectories: true)
    for fixture in FixtureScenes.all {
      try renderer.render(fixture.scene, scale: fixture.scale)
        .writePNG(to: "\(Self.directory)/\(fixture.name).png")
    }
  }

  /// Where `a` and `b` first differ (size, or a pixel's premultiplied bytes), or `nil`.
  static func firstDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> String? {
    guard a.width == b.width, a.height == b.height else {
      return "size \(a.width)×\(a.height) vs \(b.width)×\(b.height)"
    }
    var differing = 0
    var first: String?
    for y in 0..<a.height {
      for x in 0..<a.width {
        let pa = a.bytes[(y * a.stride + x * 4)..<(y * a.stride + x * 4 + 4)]
        let pb = b.bytes[(y * b.stride + x * 4)..<(y * b.stride + x * 4 + 4)]
        if !pa.elementsEqual(pb) {
          differing += 1
          if first == nil { first = "(\(x),\(y)): \(Array(pa)) vs \(Array(pb))" }
        }
      }
    }
    return first.map { "\(differing) pixels differ, first at \($0)" }
  }
}
