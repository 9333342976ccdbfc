internal import GestureLockCore

extension PixelRect {
  /// The smallest rectangle covering both; an empty one adds nothing.
  func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let left = min(x, other.x)
    let top = min(y, other.y)
    let right = max(x + width, other.x + other.width)
    let bottom = max(y + height, other.y + other.height)
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// No pixel.
  static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
}
