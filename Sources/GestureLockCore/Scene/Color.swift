/// An sRGB colour with straight (not premultiplied) alpha, each channel in 0...1.
public struct Color: Hashable, Sendable, Codable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0...1.
  public var alpha: Double

  /// Creates a colour from channels in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from 8-bit channels (`rgb(23,171,227)`).
  public init(rgb8 red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}
