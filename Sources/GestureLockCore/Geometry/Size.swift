/// A width and height in points.
public struct Size: Hashable, Sendable, Codable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a size in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Zero width and height.
  public static let zero = Size(width: 0, height: 0)
}
