import GestureLockCore
import Testing

@testable import GestureLockRender

/// A text label to render, with where its ink must land.
struct LabelCase: Sendable, CustomTestStringConvertible {
  let label: String
  let text: String
  var testDescription: String { label }

  static let all: [LabelCase] = [
    .init(label: "Chinese", text: "请绘制解锁图案"),
    .init(label: "English", text: "Draw an unlock pattern"),
    .init(label: "Chinese and English mixed", text: "再试一次 Try again"),
  ]
}

@Suite("Text")
struct TextRenderingTests {
  let renderer = SceneRenderer()
  let background = PixelBuffer.Pixel(TestScenes.background)

  func labelScene(_ text: String, fontSize: Double = 18, color: Color = Color(rgb8: 40, 40, 40))
    -> Scene
  {
    Scene(
      size: Size(width: 240, height: 240), background: TestScenes.background,
      items: [
        .text(.init(text: text, center: Point(x: 120, y: 200), fontSize: fontSize, color: color))
      ])
  }

  @Test("Every character has a glyph: font fallback covers Chinese", arguments: LabelCase.all)
  func noMissingGlyphs(_ input: LabelCase) throws {
    #expect(try renderer.unknownGlyphCount(in: input.text) == 0)
    // The check itself can fail: a private-use character has no glyph in any installed font.
    #expect(try renderer.unknownGlyphCount(in: "\u{F8FF}\u{10FFFD}") > 0)
  }

  @Test("A label puts ink only in its box, centred on its centre", arguments: LabelCase.all)
  func inkInBox(_ input: LabelCase) throws {
    let image = try renderer.render(labelScene(input.text), scale: 1)
    let ink = try #require(image.inkBounds(against: background), "no ink for \(input.text)")
    // 18 pt text: about 18–26 px tall including descenders, well inside 230 px wide.
    #expect(ink.minY >= 186 && ink.maxY <= 214, "\(ink)")
    #expect(ink.minX >= 5 && ink.maxX <= 235, "\(ink)")
    #expect(ink.maxX - ink.minX >= 90, "too narrow for seven or more characters: \(ink)")
    let centreX = Double(ink.minX + ink.maxX + 1) / 2
    let centreY = Double(ink.minY + ink.maxY + 1) / 2
    #expect(abs(centreX - 120) <= 3, "ink centred at x = \(centreX)")
    #expect(abs(centreY - 200) <= 4, "ink centred at y = \(centreY)")
  }

  @Test("Font size and colour reach Pango")
  func sizeAndColour() throws {
    let red = Color(rgb8: 220, 30, 30)
    let small = try renderer.render(labelScene("请输入", fontSize: 20, color: red), scale: 1)
    let large = try renderer.render(labelScene("请输入", fontSize: 40, color: red), scale: 1)
    let smallInk = try #require(small.inkBounds(against: background))
    let largeInk = try #require(large.inkBounds(against: background))
    let ratio = Double(largeInk.maxX - largeInk.minX) / Double(smallInk.maxX - smallInk.minX)
    #expect((1.8...2.2).contains(ratio), "40 pt text is \(ratio)× as wide as 20 pt text")
    let solid = large.positions.filter {
      large.pixel(x: $0.x, y: $0.y).isClose(to: PixelBuffer.Pixel(red))
    }
    #expect(solid.count > 50, "only \(solid.count) pixels in the text colour")
  }

  @Test("The font family list reaches Pango: a monospaced family sets i's wider")
  func fontFamily() throws {
    func inkWidth(_ families: String) throws -> Int {
      let image = try SceneRenderer(fontFamilies: families).render(labelScene("iiiiiiii"), scale: 1)
      let ink = try #require(image.inkBounds(against: background))
      return ink.maxX - ink.minX
    }
    let proportional = try inkWidth("DejaVu Sans")
    let monospaced = try inkWidth("DejaVu Sans Mono")
    #expect(monospaced > proportional * 3 / 2, "mono \(monospaced) px vs sans \(proportional) px")
  }

  @Test("Text at scale 2 is drawn at twice the pixel size, not resampled")
  func textAtScale() throws {
    let one = try renderer.render(labelScene("解锁 Unlock"), scale: 1)
    let two = try renderer.render(labelScene("解锁 Unlock"), scale: 2)
    let inkOne = try #require(one.inkBounds(against: background))
    let inkTwo = try #require(two.inkBounds(against: background))
    let ratio = Double(inkTwo.maxX - inkTwo.minX) / Double(inkOne.maxX - inkOne.minX)
    #expect((1.9...2.1).contains(ratio), "width ratio \(ratio)")
    #expect(abs(Double(inkTwo.minX) / 2 - Double(inkOne.minX)) <= 2)
  }

  @Test("Text goes into SVG and PDF output too")
  func vectorText() throws {
    let directory = try TemporaryDirectory()
    let scene = labelScene("请绘制解锁图案")
    let plain = Scene(size: scene.size, background: scene.background)
    let withText = try renderer.svgBytes(scene)
    let without = try renderer.svgBytes(plain)
    #expect(withText.count > without.count + 500, "SVG barely grew with text")
    try renderer.writePDF(scene, to: directory.file("text.pdf"))
  }
}
