import GestureLockCore
import GestureLockRender
import Testing

@Suite("Text fits the frame")
struct TextFitTests {
  /// Columns of `buffer` that hold any pixel different from `background`.
  func inkedColumns(_ buffer: PixelBuffer, background: PixelBuffer.Pixel) -> [Int] {
    (0..<buffer.width).filter { x in
      (0..<buffer.height).contains { y in buffer.pixel(x: x, y: y) != background }
    }
  }

  @Test(
    "A message wider than the window is drawn smaller, inside the frame",
    arguments: [
      "Patterns didn't match. Draw a new pattern. Patterns didn't match.",
      "两次绘制的图案不一致，请重新绘制新的解锁图案，然后再确认一次",
    ])
  func longMessageFits(_ text: String) throws {
    let background = Color(rgb8: 18, 22, 30)
    let scene = Scene(
      size: Size(width: 200, height: 60), background: background,
      items: [
        .text(
          .init(
            text: text, center: Point(x: 100, y: 30), fontSize: 24,
            color: Color(rgb8: 230, 230, 230)))
      ])
    let buffer = try SceneRenderer().render(scene)
    let columns = inkedColumns(buffer, background: PixelBuffer.Pixel(red: 18, green: 22, blue: 30))
    let first = try #require(columns.first)
    let last = try #require(columns.last)
    // 94 % of 200 pt leaves 6 pt on each side for the logical box; ink may reach a little
    // past it, but never the frame's edge (unshrunk, this text would be cut off at both).
    #expect(first >= 2, "ink starts at column \(first)")
    #expect(last <= 197, "ink ends at column \(last)")
    #expect(last - first > 150, "the text still spans most of the width")
  }
}
