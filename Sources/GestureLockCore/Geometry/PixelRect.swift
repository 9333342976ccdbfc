/// A rectangle of whole pixels: the region of a frame that is drawn again or sent to the
/// screen (damage regions, issue 14).
///
/// `x` and `y` are the top-left pixel (0-based, y down), `width` and `height` counts of pixels.
/// An empty rectangle (a side 0) covers no pixel.
public struct PixelRect: Hashable, Sendable {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns covered.
  public var width: Int
  /// Rows covered.
  public var height: Int

  /// Creates a rectangle; negative sides are taken as 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Whether it covers no pixel.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Pixels covered (`width × height`).
  public var area: Int { width * height }

  /// The pixels covering `rect` (in points) at `scale` pixels per point, rounded outwards and
  /// grown by `margin` pixels on every side for anti-aliasing, then cut to a frame of
  /// `frameWidth` × `frameHeight` pixels. A non-finite rectangle gives the whole frame.
  public init(
    covering rect: Rect, scale: Double, margin: Int = 1, frameWidth: Int, frameHeight: Int
  ) {
    let left = rect.origin.x * scale
    let top = rect.origin.y * scale
    let right = (rect.origin.x + rect.size.width) * scale
    let bottom = (rect.origin.y + rect.size.height) * scale
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else {
      self.init(x: 0, y: 0, width: frameWidth, height: frameHeight)
      return
    }
    func whole(_ value: Double) -> Int { Int(max(-1e9, min(1e9, value))) }
    let x0 = max(0, whole(left.rounded(.down)) - margin)
    let y0 = max(0, whole(top.rounded(.down)) - margin)
    let x1 = min(frameWidth, whole(right.rounded(.up)) + margin)
    let y1 = min(frameHeight, whole(bottom.rounded(.up)) + margin)
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
