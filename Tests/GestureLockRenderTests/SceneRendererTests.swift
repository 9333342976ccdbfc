import GestureLockCore
import GestureLockRender
import Testing

@Suite("Drawing shapes")
struct SceneRendererTests {
  let renderer = SceneRenderer()
  let background = PixelBuffer.Pixel(TestScenes.background)
  let blue = PixelBuffer.Pixel(TestScenes.blue)

  @Test("The path is exactly rgb(23,171,227) along its centre, away from nodes")
  func pathColour() throws {
    let image = try renderer.render(TestScenes.pathOverNode, scale: 1)
    #expect(image.width == 240 && image.height == 240)
    for t in [50.0, 70, 90, 150, 170, 190] {
      let pixel = image.pixel(at: Point(x: t, y: t))
      #expect(pixel.isClose(to: blue), "at (\(t), \(t)): \(pixel)")
    }
    // Off the line, the page stays the background colour.
    #expect(image.pixel(at: Point(x: 200, y: 40)) == background)
  }

  @Test("The path does not cross a node's interior: the disc centre is the background")
  func pathUnderNode() throws {
    let image = try renderer.render(TestScenes.pathOverNode, scale: 1)
    for offset in [-12.0, -6, 0, 6, 12] {
      let point = Point(x: 120 + offset, y: 120 + offset)
      #expect(image.pixel(at: point) == background, "at \(point)")
    }
  }

  @Test("Circle edges are anti-aliased: some ring pixels blend background and stroke")
  func antiAliasing() throws {
    let image = try renderer.render(TestScenes.pathOverNode, scale: 1)
    var blended = 0
    for (x, y) in image.positions {
      let distance = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: TestScenes.node)
      guard (17.0...23.0).contains(distance) else { continue }
      if image.pixel(x: x, y: y).isStrictlyBetween(background, and: blue) { blended += 1 }
    }
    // A 2 pt ring of radius 20 has about 250 pixels on each edge; most are partly covered.
    #expect(blended >= 150, "only \(blended) blended edge pixels")
  }

  @Test("Scale 2 draws the same picture on 480 × 480 pixels")
  func retinaScale() throws {
    let one = try renderer.render(TestScenes.pathOverNode, scale: 1)
    let two = try renderer.render(TestScenes.pathOverNode, scale: 2)
    #expect(two.width == 480 && two.height == 480)
    let samples = [
      Point(x: 60.5, y: 60.5), Point(x: 180.5, y: 180.5),  // path
      Point(x: 120.5, y: 120.5), Point(x: 112.5, y: 112.5),  // node interior
      Point(x: 120.5, y: 100.5), Point(x: 139.5, y: 120.5),  // ring
      Point(x: 200.5, y: 40.5), Point(x: 10.5, y: 230.5),  // page
    ]
    for point in samples {
      let expected = one.pixel(at: point)
      let actual = two.pixel(at: point, scale: 2)
      #expect(actual.isClose(to: expected, tolerance: 3), "at \(point): \(actual) vs \(expected)")
    }
    // Averaging each 2 × 2 block gives back (nearly) the scale-1 image.
    var total = 0
    for (x, y) in one.positions {
      let block = [(0, 0), (1, 0), (0, 1), (1, 1)].map { two.pixel(x: 2 * x + $0, y: 2 * y + $1) }
      for channel in 0..<4 {
        let mean = block.map { $0.channels[channel] }.reduce(0, +) / 4
        total += abs(mean - one.pixel(x: x, y: y).channels[channel])
      }
    }
    let meanDifference = Double(total) / Double(one.width * one.height * 4)
    #expect(meanDifference < 0.1, "mean channel difference \(meanDifference)")
  }

  @Test("Stroke widths reach Cairo: an 8 pt ring is about four times as thick as a 2 pt one")
  func strokeWidth() throws {
    func ringThickness(_ width: Double) throws -> Int {
      let scene = Scene(
        size: Size(width: 100, height: 100), background: TestScenes.background,
        items: [
          .circle(.init(center: Point(x: 50, y: 50), radius: 30, stroke: blue(), lineWidth: width))
        ])
      let image = try renderer.render(scene, scale: 1)
      return (0..<100).filter { !image.pixel(x: $0, y: 50).isClose(to: background, tolerance: 8) }
        .count
    }
    func blue() -> Color { TestScenes.blue }
    let thin = try ringThickness(2)
    let thick = try ringThickness(8)
    // Two crossings of the ring on the middle row.
    #expect((4...6).contains(thin), "2 pt ring covers \(thin) pixels")
    #expect((16...18).contains(thick), "8 pt ring covers \(thick) pixels")
  }

  @Test("A circle without fill leaves its interior alone; one without stroke has no outline")
  func fillAndStrokeAreOptional() throws {
    let scene = Scene(
      size: Size(width: 100, height: 100), background: TestScenes.background,
      items: [
        .circle(
          .init(center: Point(x: 25, y: 50), radius: 15, stroke: TestScenes.blue, lineWidth: 2)),
        .circle(.init(center: Point(x: 75, y: 50), radius: 15, fill: TestScenes.red)),
      ])
    let image = try renderer.render(scene, scale: 1)
    #expect(image.pixel(x: 25, y: 50) == background)
    #expect(image.pixel(x: 10, y: 50).isClose(to: blue, tolerance: 40))
    #expect(image.pixel(x: 75, y: 50) == PixelBuffer.Pixel(TestScenes.red))
    #expect(image.pixel(x: 58, y: 50) == background)
  }

  @Test("A circle is filled first, then stroked: the outline covers the fill's rim")
  func strokeOverFill() throws {
    let scene = Scene(
      size: Size(width: 60, height: 60), background: TestScenes.background,
      items: [
        .circle(
          .init(
            center: Point(x: 30, y: 30), radius: 20, fill: TestScenes.red, stroke: TestScenes.blue,
            lineWidth: 6))
      ])
    let image = try renderer.render(scene, scale: 1)
    #expect(image.pixel(x: 30, y: 30) == PixelBuffer.Pixel(TestScenes.red))
    // 1.5 pt inside the radius: under the inner half of the 6 pt outline.
    #expect(image.pixel(at: Point(x: 48.5, y: 30.5)).isClose(to: blue))
  }

  @Test("A translucent stroke blends over what is under it")
  func translucentColour() throws {
    let scene = Scene(
      size: Size(width: 40, height: 40), background: TestScenes.background,
      items: [
        .polyline(
          .init(
            points: [Point(x: 0, y: 20), Point(x: 40, y: 20)],
            color: Color(rgb8: 0, 0, 0, alpha: 0.5),
            lineWidth: 10))
      ])
    let pixel = try renderer.render(scene, scale: 1).pixel(x: 20, y: 20)
    #expect(
      pixel.isClose(to: PixelBuffer.Pixel(red: 128, green: 128, blue: 128), tolerance: 1),
      "\(pixel)")
  }

  @Test("Polylines have round caps and joins")
  func roundCapsAndJoins() throws {
    let scene = Scene(
      size: Size(width: 100, height: 100), background: TestScenes.background,
      items: [
        .polyline(
          .init(
            points: [Point(x: 20, y: 80), Point(x: 50, y: 20), Point(x: 80, y: 80)],
            color: TestScenes.blue, lineWidth: 12))
      ])
    let image = try renderer.render(scene, scale: 1)
    // A round cap reaches 6 pt beyond the end point (20,80) along the line, not to the
    // corners a square cap would have.
    #expect(image.pixel(x: 18, y: 84).isClose(to: blue, tolerance: 10))
    #expect(image.pixel(x: 21, y: 86).isClose(to: background, tolerance: 10))
    // A round join does not have the long mitre spike above the apex.
    #expect(image.pixel(at: Point(x: 50, y: 15)).isClose(to: blue, tolerance: 10))
    #expect(image.pixel(at: Point(x: 50, y: 9)) == background)
  }
}
