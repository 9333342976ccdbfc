/// An axis-aligned rectangle in points: `origin` is the top-left corner.
public struct Rect: Hashable, Sendable, Codable {
  /// Top-left corner, in points.
  public var origin: Point
  /// Width and height, in points.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle's centre.
  public var center: Point {
    Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
  }

  /// The rectangle shrunk by `insets` on every side; never negative in size.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: max(0, size.width - insets.left - insets.right),
      height: max(0, size.height - insets.top - insets.bottom))
  }
}

/// Distances in points to keep clear inside a view's bounds.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// Space at the top, in points.
  public var top: Double
  /// Space on the left, in points.
  public var left: Double
  /// Space at the bottom, in points.
  public var bottom: Double
  /// Space on the right, in points.
  public var right: Double

  /// Creates insets in points.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()
}
