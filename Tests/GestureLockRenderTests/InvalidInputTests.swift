import GestureLockCore
import GestureLockRender
import Testing

/// A size and scale the renderer must refuse.
struct RejectedSize: Sendable, CustomTestStringConvertible {
  let label: String
  let size: Size
  let scale: Double
  var testDescription: String { label }

  static let all: [RejectedSize] = [
    .init(label: "zero width", size: Size(width: 0, height: 240), scale: 1),
    .init(label: "zero height", size: Size(width: 240, height: 0), scale: 1),
    .init(label: "negative width", size: Size(width: -240, height: 240), scale: 1),
    .init(label: "NaN height", size: Size(width: 240, height: .nan), scale: 1),
    .init(label: "infinite width", size: Size(width: .infinity, height: 240), scale: 1),
    .init(label: "wider than 16384 px", size: Size(width: 16_385, height: 10), scale: 1),
    .init(label: "16384 pt at scale 2", size: Size(width: 10, height: 16_384), scale: 2),
    .init(label: "3000 pt at scale 8", size: Size(width: 3000, height: 3000), scale: 8),
    .init(label: "zero scale", size: Size(width: 240, height: 240), scale: 0),
    .init(label: "negative scale", size: Size(width: 240, height: 240), scale: -2),
    .init(label: "NaN scale", size: Size(width: 240, height: 240), scale: .nan),
    .init(label: "infinite scale", size: Size(width: 240, height: 240), scale: .infinity),
    .init(label: "scale above 8", size: Size(width: 240, height: 240), scale: 8.5),
  ]
}

// A missing guard can make Cairo spin for minutes (a radius of 1e100); that shows as a run that
// does not end. No time limit here: on a loaded machine these tests waited more than a minute
// for a thread and failed by the clock alone (tests never assert on wall time).
@Suite("Invalid input")
struct InvalidInputTests {
  let renderer = SceneRenderer()

  @Test("Invalid sizes and scales throw RenderError.invalidSize", arguments: RejectedSize.all)
  func rejectsSize(_ input: RejectedSize) {
    let scene = Scene(size: input.size, background: TestScenes.background)
    #expect(throws: RenderError.self) { try renderer.render(scene, scale: input.scale) }
    do {
      _ = try renderer.render(scene, scale: input.scale)
    } catch let error as RenderError {
      guard case .invalidSize = error else {
        Issue.record("expected invalidSize, got \(error)")
        return
      }
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test("SVG and PDF refuse sizes that are not in 0 < side <= 16384 pt")
  func vectorRejectsSize() throws {
    let directory = try TemporaryDirectory()
    for size in [
      Size(width: 0, height: 10), Size(width: .nan, height: 10), Size(width: 10, height: 20_000),
    ] {
      let scene = Scene(size: size, background: TestScenes.background)
      #expect(throws: RenderError.self) {
        try renderer.writeSVG(scene, to: directory.file("a.svg"))
      }
      #expect(throws: RenderError.self) {
        try renderer.writePDF(scene, to: directory.file("a.pdf"))
      }
    }
  }

  @Test("Pixel sizes round up, treating tiny floating-point excess as a whole pixel")
  func pixelSizes() throws {
    #expect(
      try SceneRenderer.pixelSize(of: Size(width: 240, height: 240), scale: 1.1) == (264, 264))
    #expect(try SceneRenderer.pixelSize(of: Size(width: 100.5, height: 0.25), scale: 1) == (101, 1))
    #expect(try SceneRenderer.pixelSize(of: Size(width: 2048, height: 1), scale: 8) == (16_384, 8))
    #expect(try SceneRenderer.pixelSize(of: Size(width: 240, height: 120), scale: 3) == (720, 360))
  }

  @Test("Items with non-finite or out-of-range values are skipped; the rest is drawn as before")
  func skipsNonFiniteItems() throws {
    let good = Scene.Item.circle(
      .init(center: Point(x: 50, y: 50), radius: 20, fill: TestScenes.blue))
    let bad: [Scene.Item] = [
      .circle(.init(center: Point(x: .nan, y: 50), radius: 20, fill: TestScenes.red)),
      .circle(.init(center: Point(x: 50, y: 50), radius: .infinity, fill: TestScenes.red)),
      .circle(.init(center: Point(x: 50, y: 50), radius: -5, fill: TestScenes.red)),
      .circle(
        .init(center: Point(x: 50, y: 50), radius: 30, stroke: TestScenes.red, lineWidth: .nan)),
      .circle(
        .init(center: Point(x: 50, y: 50), radius: 30, fill: Color(red: .nan, green: 0, blue: 0))),
      .polyline(
        .init(
          points: [Point(x: 0, y: 0), Point(x: .nan, y: 10)], color: TestScenes.red, lineWidth: 4)),
      .polyline(
        .init(
          points: [Point(x: 0, y: 0), Point(x: 90, y: 90)], color: TestScenes.red,
          lineWidth: .infinity)),
      .polyline(
        .init(
          points: [Point(x: 0, y: 0), Point(x: 90, y: 90)],
          color: Color(red: 1, green: 0, blue: 0, alpha: .nan), lineWidth: 4)),
      .polyline(.init(points: [Point(x: 50, y: 50)], color: TestScenes.red, lineWidth: 4)),
      .text(.init(text: "NaN", center: Point(x: 50, y: .nan), fontSize: 12, color: TestScenes.red)),
      .text(.init(text: "NaN", center: Point(x: 50, y: 50), fontSize: .nan, color: TestScenes.red)),
      .text(
        .init(text: "big", center: Point(x: 50, y: 50), fontSize: 1e300, color: TestScenes.red)),
      // Finite but beyond ±1,000,000 pt (Cairo's fixed-point range).
      .circle(.init(center: Point(x: 50, y: 50), radius: 1e100, fill: TestScenes.red)),
      .circle(.init(center: Point(x: 1e15, y: -1e15), radius: 10, fill: TestScenes.red)),
      .circle(
        .init(center: Point(x: 50, y: 50), radius: 10, stroke: TestScenes.red, lineWidth: 1e14)),
      .polyline(
        .init(
          points: [Point(x: -1e12, y: 50), Point(x: 1e12, y: 50)], color: TestScenes.red,
          lineWidth: 2)),
      .polyline(
        .init(
          points: [Point(x: 0, y: 50), Point(x: 100, y: 50)], color: TestScenes.red,
          lineWidth: 1e14)),
      .text(.init(text: "far", center: Point(x: 1e9, y: 1e9), fontSize: 12, color: TestScenes.red)),
      // Inside the range alone, beyond it with the radius.
      .circle(.init(center: Point(x: 50, y: -600_000), radius: 600_000, fill: TestScenes.red)),
      // A fill with an unusable outline is skipped as a whole.
      .circle(
        .init(
          center: Point(x: 50, y: 50), radius: 30, fill: TestScenes.red, stroke: TestScenes.red,
          lineWidth: .nan)),
      .circle(
        .init(
          center: Point(x: 50, y: 50), radius: 30, fill: TestScenes.red, stroke: TestScenes.red,
          lineWidth: -2)),
    ]
    let size = Size(width: 100, height: 100)
    let withBad = Scene(size: size, background: TestScenes.background, items: bad + [good] + bad)
    let clean = Scene(size: size, background: TestScenes.background, items: [good])
    #expect(try renderer.render(withBad, scale: 1) == renderer.render(clean, scale: 1))
    let directory = try TemporaryDirectory()
    try renderer.writeSVG(withBad, to: directory.file("bad.svg"))
    try renderer.writePDF(withBad, to: directory.file("bad.pdf"))
  }

  @Test("Coordinates up to ±1,000,000 pt are still drawn, even at scale 8")
  func largeCoordinatesWithinRange() throws {
    let limit = SceneRenderer.maximumCoordinate
    let scene = Scene(
      size: Size(width: 100, height: 100), background: TestScenes.background,
      items: [
        .polyline(
          .init(
            points: [Point(x: 2 - limit, y: 50), Point(x: limit - 2, y: 50)],
            color: TestScenes.blue,
            lineWidth: 4)),
        .circle(
          .init(center: Point(x: 50, y: -limit / 2 + 20), radius: limit / 2, fill: TestScenes.red)),
      ])
    let image = try renderer.render(scene, scale: 8)
    for x in [0, 400, 799] {
      #expect(image.pixel(x: x, y: 400) == PixelBuffer.Pixel(TestScenes.blue), "x = \(x)")
    }
    // The huge disc's bottom edge is at y = 20 pt.
    #expect(image.pixel(x: 400, y: 8 * 19) == PixelBuffer.Pixel(TestScenes.red))
    #expect(image.pixel(x: 400, y: 8 * 21) == PixelBuffer.Pixel(TestScenes.background))
  }

  @Test("A non-finite background is not painted: the frame stays transparent")
  func nonFiniteBackground() throws {
    let scene = Scene(
      size: Size(width: 10, height: 10), background: Color(red: .nan, green: 0, blue: 0))
    #expect(try renderer.render(scene, scale: 1).pixel(x: 5, y: 5).alpha == 0)
  }
}
