import GestureLockCore
import Testing

/// The shared drawing (`SceneCanvas.draw(_:)`) checked through a recording canvas, without
/// Cairo: which items reach the canvas, in what calls, and when a disc's edge is drawn without
/// anti-aliasing. The pictures themselves are checked against Cairo in GestureLockRenderTests
/// (`SceneFixtureTests`).
@Suite("Shared scene drawing on a recording canvas")
struct SceneCanvasDrawingTests {
  static let white = Color(rgb8: 255, 255, 255)
  static let blue = Color(rgb8: 23, 171, 227)
  static let size = Size(width: 200, height: 100)

  static func calls(
    _ items: [Scene.Item], background: Color = white, pixelsPerPoint: Double = 1,
    drawsPixels: Bool = true
  ) throws -> RecordingCanvas {
    let canvas = RecordingCanvas(pixelsPerPoint: pixelsPerPoint, drawsPixels: drawsPixels)
    try canvas.draw(Scene(size: size, background: background, items: items))
    return canvas
  }

  @Test("A drawable background is painted first; one with a non-finite channel is not")
  func background() throws {
    #expect(try Self.calls([]).calls == [.paint(Self.white)])
    #expect(try Self.calls([], background: Color(red: .nan, green: 0, blue: 0)).calls == [])
  }

  /// Items that must never reach a canvas, each with the rule that rules it out.
  static let undrawable: [(rule: String, item: Scene.Item)] = {
    let far = SceneDrawing.maximumCoordinate
    let point = Point(x: 50, y: 50)
    let nanColor = Color(red: 0, green: .nan, blue: 0)
    return [
      ("circle with neither fill nor stroke", .circle(.init(center: point, radius: 5))),
      ("circle of radius 0", .circle(.init(center: point, radius: 0, fill: blue))),
      ("negative radius", .circle(.init(center: point, radius: -1, fill: blue))),
      ("NaN radius", .circle(.init(center: point, radius: .nan, fill: blue))),
      ("infinite radius", .circle(.init(center: point, radius: .infinity, fill: blue))),
      ("NaN centre", .circle(.init(center: Point(x: .nan, y: 1), radius: 5, fill: blue))),
      ("NaN fill", .circle(.init(center: point, radius: 5, fill: nanColor))),
      ("NaN stroke", .circle(.init(center: point, radius: 5, fill: blue, stroke: nanColor))),
      (
        "negative stroke width",
        .circle(.init(center: point, radius: 5, stroke: blue, lineWidth: -1))
      ),
      (
        "circle reaching past the limit by its stroke",
        .circle(
          .init(center: Point(x: far - 10, y: 0), radius: 9, stroke: blue, lineWidth: 4))
      ),
      ("polyline of one point", .polyline(.init(points: [point], color: blue, lineWidth: 2))),
      (
        "polyline of width 0",
        .polyline(.init(points: [point, Point(x: 9, y: 9)], color: blue, lineWidth: 0))
      ),
      (
        "polyline with an infinite point",
        .polyline(.init(points: [point, Point(x: 9, y: .infinity)], color: blue, lineWidth: 2))
      ),
      (
        "polyline reaching past the limit by half its width",
        .polyline(.init(points: [point, Point(x: far - 1, y: 9)], color: blue, lineWidth: 4))
      ),
      (
        "polyline in a NaN colour",
        .polyline(.init(points: [point, Point(x: 9, y: 9)], color: nanColor, lineWidth: 2))
      ),
      ("empty text", .text(.init(text: "", center: point, fontSize: 12, color: blue))),
      ("font size 0", .text(.init(text: "a", center: point, fontSize: 0, color: blue))),
      ("NaN font size", .text(.init(text: "a", center: point, fontSize: .nan, color: blue))),
      (
        "font size above the largest side",
        .text(
          .init(
            text: "a", center: point, fontSize: Double(SceneDrawing.maximumSide) + 1,
            color: blue))
      ),
      (
        "text centred past the limit",
        .text(.init(text: "a", center: Point(x: 0, y: -far - 1), fontSize: 12, color: blue))
      ),
      (
        "text in a NaN colour",
        .text(.init(text: "a", center: point, fontSize: 12, color: nanColor))
      ),
    ]
  }()

  @Test("Undrawable items never reach the canvas", arguments: undrawable.indices)
  func skipped(_ index: Int) throws {
    let (rule, item) = Self.undrawable[index]
    let canvas = try Self.calls([item], background: Color(red: .nan, green: 0, blue: 0))
    #expect(canvas.calls == [], "\(rule)")
  }

  @Test("Shapes exactly at the coordinate limit are still drawn")
  func atTheLimit() throws {
    let far = SceneDrawing.maximumCoordinate
    let canvas = try Self.calls(
      [
        .circle(.init(center: Point(x: far - 10, y: 0), radius: 8, stroke: Self.blue, lineWidth: 4))
      ],
      background: Color(red: .nan, green: 0, blue: 0))
    #expect(canvas.names == ["beginPath", "addCircle", "stroke", "beginPath"])
  }

  @Test("A ringed disc: one path, filled then stroked, emptied before and after")
  func ringedDisc() throws {
    let circle = Scene.Circle(
      center: Point(x: 40, y: 40), radius: 20, fill: Self.white, stroke: Self.blue, lineWidth: 2)
    let canvas = try Self.calls([.circle(circle)])
    #expect(
      canvas.calls == [
        .paint(Self.white), .beginPath, .addCircle(center: Point(x: 40, y: 40), radius: 20),
        .fill(Self.white, antialiased: true), .stroke(Self.blue, width: 2), .beginPath,
      ])
  }

  /// (stroke width in points, stroke alpha, pixels per point, draws pixels, edge drawn aliased)
  static let shortcutCases: [(Double, Double, Double, Bool, Bool)] = [
    (4, 1, 1, true, true),  // wide opaque ring on a bitmap
    (3.25, 1, 1, true, true),  // exactly the edge-hiding width
    (3.2, 1, 1, true, false),  // just narrower
    (2, 1, 1, true, false),  // narrow at scale 1…
    (2, 1, 2, true, true),  // …wide enough in device pixels at scale 2
    (4, 0.99, 1, true, false),  // a translucent ring would let the edge show
    (4, 1, 1, false, false),  // vector output has no pixels to save
    (0, 1, 8, true, false),  // a ring of width 0 is not drawn
  ]

  @Test(
    "A disc's edge is drawn aliased only under an opaque ring wide enough in pixels",
    arguments: shortcutCases.indices)
  func edgeShortcut(_ index: Int) throws {
    let (width, alpha, scale, pixels, aliased) = Self.shortcutCases[index]
    let ring = Self.blue.withAlpha(alpha)
    let canvas = try Self.calls(
      [
        .circle(
          .init(
            center: Point(x: 40, y: 40), radius: 20, fill: Self.white, stroke: ring,
            lineWidth: width))
      ],
      pixelsPerPoint: scale, drawsPixels: pixels)
    #expect(canvas.calls.contains(.fill(Self.white, antialiased: !aliased)))
    #expect(canvas.calls.contains(.stroke(ring, width: width)) == (width > 0))
  }

  @Test("A circle with only a stroke is not filled, one with only a fill is not stroked")
  func fillOrStroke() throws {
    let center = Point(x: 40, y: 40)
    #expect(
      try Self.calls([.circle(.init(center: center, radius: 9, stroke: Self.blue, lineWidth: 5))])
        .names == ["paint", "beginPath", "addCircle", "stroke", "beginPath"])
    #expect(
      try Self.calls([.circle(.init(center: center, radius: 9, fill: Self.blue))]).names == [
        "paint", "beginPath", "addCircle", "fill", "beginPath",
      ])
  }

  @Test("A polyline is one path from its first point, stroked at its width")
  func polyline() throws {
    let points = [Point(x: 1, y: 2), Point(x: 30, y: 40), Point(x: 60, y: 2)]
    let canvas = try Self.calls([.polyline(.init(points: points, color: Self.blue, lineWidth: 6))])
    #expect(
      canvas.calls == [
        .paint(Self.white), .beginPath, .move(points[0]), .line(points[1]), .line(points[2]),
        .stroke(Self.blue, width: 6), .beginPath,
      ])
  }

  @Test("A label is measured once and its logical box centred on its centre")
  func centredLabel() throws {
    // The recording canvas's box for "abcd" at 10 pt: x 0, y -1, 20 × 12.5.
    let canvas = try Self.calls(
      [.text(.init(text: "abcd", center: Point(x: 100, y: 50), fontSize: 10, color: Self.blue))])
    #expect(
      canvas.calls == [
        .paint(Self.white), .measure("abcd", fontSize: 10),
        .show("abcd", fontSize: 10, origin: Point(x: 90, y: 50 + 1 - 6.25), color: Self.blue),
      ])
  }

  @Test("A label wider than 94 % of the frame is set smaller to fit exactly")
  func shrunkLabel() throws {
    // 40 characters at 20 pt measure 400 pt; the room is 0.94 × 200 = 188 pt.
    let text = String(repeating: "m", count: 40)
    let canvas = try Self.calls(
      [.text(.init(text: text, center: Point(x: 100, y: 50), fontSize: 20, color: Self.blue))])
    let smaller = 20 * 188 / 400.0
    #expect(canvas.names == ["paint", "measure", "measure", "show"])
    #expect(canvas.calls[2] == .measure(text, fontSize: smaller))
    guard case .show(_, let fontSize, let origin, _) = canvas.calls[3] else {
      Issue.record("no show")
      return
    }
    #expect(fontSize == smaller)
    #expect(abs(origin.x - (100 - 188 / 2)) < 1e-9)
  }

  @Test("Items are drawn in array order, undrawable ones left out")
  func order() throws {
    let canvas = try Self.calls([
      .text(.init(text: "a", center: Point(x: 10, y: 10), fontSize: 10, color: Self.blue)),
      .circle(.init(center: Point(x: 10, y: 10), radius: -1, fill: Self.blue)),
      .polyline(
        .init(points: [Point(x: 1, y: 1), Point(x: 2, y: 2)], color: Self.blue, lineWidth: 1)),
      .circle(.init(center: Point(x: 10, y: 10), radius: 3, fill: Self.blue)),
    ])
    #expect(
      canvas.names == [
        "paint", "measure", "show", "beginPath", "move", "line", "stroke", "beginPath",
        "beginPath", "addCircle", "fill", "beginPath",
      ])
  }

  @Test("A failing text system stops the drawing with its error")
  func textFailure() throws {
    struct NoFonts: Error {}
    final class FailingCanvas: SceneCanvas {
      let pixelsPerPoint = 1.0
      let drawsPixels = true
      func paint(_ color: Color) {}
      func beginPath() {}
      func move(to point: Point) {}
      func line(to point: Point) {}
      func addCircle(center: Point, radius: Double) {}
      func fill(_ color: Color, antialiased: Bool) {}
      func stroke(_ color: Color, width: Double) {}
      func measure(_ text: String, fontSize: Double) throws -> Rect { throw NoFonts() }
      func show(_ text: String, fontSize: Double, from origin: Point, color: Color) throws {}
    }
    let scene = Scene(
      size: Self.size, background: Self.white,
      items: [.text(.init(text: "a", center: Point(x: 9, y: 9), fontSize: 9, color: Self.blue))])
    #expect(throws: NoFonts.self) { try FailingCanvas().draw(scene) }
  }
}
