import GestureLockCore
import GestureLockRender
import Testing

@Suite("Pixel buffer format")
struct PixelBufferTests {
  let renderer = SceneRenderer()

  func plain(_ color: Color, width: Double = 3, height: Double = 2) throws -> PixelBuffer {
    try renderer.render(
      Scene(size: Size(width: width, height: height), background: color), scale: 1)
  }

  @Test("Pixels are native-endian 0xAARRGGBB words (SDL_PIXELFORMAT_ARGB8888), rows stride apart")
  func layout() throws {
    let image = try plain(TestScenes.blue)
    #expect(image.width == 3 && image.height == 2)
    #expect(image.stride >= 12)
    #expect(image.bytes.count == image.stride * image.height)
    let word = image.bytes.withUnsafeBytes {
      $0.loadUnaligned(fromByteOffset: image.stride + 8, as: UInt32.self)
    }
    #expect(word == 0xFF17_ABE3)
    #if _endian(little)
      #expect(Array(image.bytes[0..<4]) == [0xE3, 0xAB, 0x17, 0xFF])  // B, G, R, A in memory
    #endif
  }

  @Test("Translucent pixels are stored premultiplied and read back straight")
  func premultiplied() throws {
    let image = try plain(Color(rgb8: 255, 128, 0, alpha: 0.5))
    let word = image.bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
    #expect(word >> 24 == 0x80)  // alpha 0.5
    #expect((word >> 16) & 0xFF == 0x80)  // red 255 × 0.5
    #expect((word >> 8) & 0xFF == 0x40)  // green 128 × 0.5
    #expect(word & 0xFF == 0)
    let pixel = image.pixel(x: 0, y: 0)
    #expect(
      pixel.isClose(to: PixelBuffer.Pixel(red: 255, green: 128, blue: 0, alpha: 128), tolerance: 1),
      "\(pixel)")
  }

  @Test("A transparent pixel reads as rgba(0,0,0,0)")
  func transparent() throws {
    let image = try plain(Color(red: 1, green: 1, blue: 1, alpha: 0))
    #expect(image.pixel(x: 2, y: 1) == PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 0))
  }

  @Test("pixel(x:y:) addresses column x of row y from the top left")
  func addressing() throws {
    // A red line filling column 3, then a blue one filling row 2.
    let scene = Scene(
      size: Size(width: 5, height: 4), background: TestScenes.background,
      items: [
        .polyline(
          .init(
            points: [Point(x: 3.5, y: -9), Point(x: 3.5, y: 9)], color: TestScenes.red, lineWidth: 1
          )),
        .polyline(
          .init(
            points: [Point(x: -9, y: 2.5), Point(x: 9, y: 2.5)], color: TestScenes.blue,
            lineWidth: 1)),
      ])
    let image = try renderer.render(scene, scale: 1)
    let red = PixelBuffer.Pixel(TestScenes.red)
    let blue = PixelBuffer.Pixel(TestScenes.blue)
    for (x, y) in image.positions {
      let expected = y == 2 ? blue : x == 3 ? red : PixelBuffer.Pixel(TestScenes.background)
      #expect(image.pixel(x: x, y: y) == expected, "at (\(x), \(y))")
    }
  }
}
