/// A rendered image in memory: `height` rows of `width` pixels in Cairo's ARGB32 layout.
///
/// **Pixel format.** Each pixel is one native-endian 32-bit word `0xAARRGGBB` with
/// *premultiplied* alpha (Cairo's `CAIRO_FORMAT_ARGB32`). On little-endian machines (x86-64,
/// arm64) the bytes in memory are therefore B, G, R, A. Row `y` starts at byte `y * stride`.
/// This is exactly SDL's packed format `SDL_PIXELFORMAT_ARGB8888` (on either byte order), so
/// ``bytes`` can be passed to `SDL_UpdateTexture` with ``stride`` as the pitch. Opaque pixels
/// (all pixels of a `Scene` with an opaque background) are the same premultiplied or not;
/// to blend translucent pixels over something else, use a premultiplied-alpha blend mode.
///
/// For tests and tools, ``pixel(x:y:)`` reads one pixel as straight (un-premultiplied) 8-bit
/// channels.
///
/// ```swift
/// let buffer = try SceneRenderer().render(scene, scale: 2)
/// let centre = buffer.pixel(x: buffer.width / 2, y: buffer.height / 2)
/// print(centre)  // rgba(23,171,227,255)
/// try buffer.writePNG(to: "/tmp/frame.png")
/// ```
public struct PixelBuffer: Hashable, Sendable {
  /// Width in pixels (device pixels: points × scale, rounded up).
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from the start of one row to the start of the next (at least `width * 4`).
  public let stride: Int
  /// The pixel memory, `stride * height` bytes; see the type's overview for the layout.
  public internal(set) var bytes: [UInt8]

  /// One pixel as straight (not premultiplied) 8-bit sRGB channels.
  public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel from straight 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// `rgba(r,g,b,a)` with 8-bit values.
    public var description: String { "rgba(\(red),\(green),\(blue),\(alpha))" }
  }

  /// Wraps pixel memory copied out of a Cairo image surface.
  init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
    precondition(stride >= width * 4 && bytes.count >= stride * height)
    self.width = width
    self.height = height
    self.stride = stride
    self.bytes = bytes
  }

  /// Reads the pixel in column `x`, row `y` (origin top-left) as straight 8-bit channels.
  ///
  /// A fully transparent pixel reads as `rgba(0,0,0,0)`.
  /// - Precondition: `0 <= x < width` and `0 <= y < height`.
  /// - Complexity: O(1).
  public func pixel(x: Int, y: Int) -> Pixel {
    precondition(
      (0..<width).contains(x) && (0..<height).contains(y),
      "pixel (\(x), \(y)) outside \(width)×\(height)")
    let word = bytes.withUnsafeBytes { raw in
      raw.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }
    let alpha = UInt8(truncatingIfNeeded: word >> 24)
    guard alpha > 0 else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
    func straight(_ shift: UInt32) -> UInt8 {
      let premultiplied = Int(UInt8(truncatingIfNeeded: word >> shift))
      let a = Int(alpha)
      return UInt8(min(255, (premultiplied * 255 + a / 2) / a))
    }
    return Pixel(red: straight(16), green: straight(8), blue: straight(0), alpha: alpha)
  }
}
