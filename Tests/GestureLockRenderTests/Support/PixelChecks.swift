import GestureLockCore
import GestureLockRender

extension PixelBuffer.Pixel {
  /// The opaque 8-bit pixel a scene colour should become.
  init(_ color: Color) {
    func byte(_ channel: Double) -> UInt8 { UInt8((channel * 255).rounded()) }
    self.init(
      red: byte(color.red), green: byte(color.green), blue: byte(color.blue),
      alpha: byte(color.alpha))
  }

  /// Whether every channel is within `tolerance` of `other`'s.
  func isClose(to other: Self, tolerance: Int = 2) -> Bool {
    zip(channels, other.channels).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// Whether the pixel is a blend of `a` and `b`: every channel lies between theirs, and it is
  /// more than `margin` away from both.
  func isStrictlyBetween(_ a: Self, and b: Self, margin: Int = 2) -> Bool {
    let within = zip(channels, zip(a.channels, b.channels)).allSatisfy { value, ends in
      (min(ends.0, ends.1)...max(ends.0, ends.1)).contains(value)
    }
    return within && !isClose(to: a, tolerance: margin) && !isClose(to: b, tolerance: margin)
  }

  /// Red, green, blue, alpha as `Int`s.
  var channels: [Int] { [Int(red), Int(green), Int(blue), Int(alpha)] }
}

extension PixelBuffer {
  /// The pixel covering the point `point` (in points) at `scale` pixels per point.
  func pixel(at point: Point, scale: Double = 1) -> Pixel {
    pixel(x: Int(point.x * scale), y: Int(point.y * scale))
  }

  /// Every pixel position, row by row.
  var positions: [(x: Int, y: Int)] {
    (0..<height).flatMap { y in (0..<width).map { x in (x, y) } }
  }

  /// The smallest rectangle (in pixels) holding every pixel that differs from `background`
  /// by more than `tolerance`, or `nil` if there is none.
  func inkBounds(
    against background: Pixel, tolerance: Int = 8
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for (x, y) in positions where !pixel(x: x, y: y).isClose(to: background, tolerance: tolerance) {
      if let b = bounds {
        bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
      } else {
        bounds = (x, y, x, y)
      }
    }
    return bounds
  }
}
