/// A position in view points; origin top-left, y grows downwards.
///
/// ```swift
/// let p = Point(x: 12, y: 40)
/// p.distance(to: .zero)  // 41.76…
/// ```
public struct Point: Hashable, Sendable, Codable {
  /// Horizontal position in points.
  public var x: Double
  /// Vertical position in points (down is positive).
  public var y: Double

  /// Creates a point from coordinates in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor ±infinity).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// Euclidean distance to `other`, in points.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }
}
