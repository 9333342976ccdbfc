/// The display list of one frame: what to draw, in order, in view points.
///
/// Renderers (Cairo, a terminal, later UIKit) draw a `Scene` and nothing else, so everything a
/// user sees is decided in the core and testable without a display. Items are drawn in array
/// order; later items cover earlier ones (the path is listed before the node circles so it runs
/// under them).
public struct Scene: Hashable, Sendable {
  /// The frame's size in points.
  public var size: Size
  /// Fill for the whole frame.
  public var background: Color
  /// What to draw, back to front.
  public var items: [Item]

  /// Creates a scene.
  public init(size: Size, background: Color, items: [Item] = []) {
    self.size = size
    self.background = background
    self.items = items
  }

  /// One drawing instruction.
  public enum Item: Hashable, Sendable {
    /// A circle, filled and/or stroked.
    case circle(Circle)
    /// An open polyline with round caps and joins.
    case polyline(Polyline)
    /// A line of text.
    case text(TextLabel)
  }

  /// A circle in points.
  public struct Circle: Hashable, Sendable {
    /// Centre, in points.
    public var center: Point
    /// Radius, in points.
    public var radius: Double
    /// Interior fill, or `nil` for none.
    public var fill: Color?
    /// Outline colour, or `nil` for none.
    public var stroke: Color?
    /// Outline width in points, centred on the circle.
    public var lineWidth: Double

    /// Creates a circle.
    public init(
      center: Point, radius: Double, fill: Color? = nil, stroke: Color? = nil,
      lineWidth: Double = 1
    ) {
      self.center = center
      self.radius = radius
      self.fill = fill
      self.stroke = stroke
      self.lineWidth = lineWidth
    }
  }

  /// An open polyline in points with round caps and joins.
  public struct Polyline: Hashable, Sendable {
    /// Vertices, in points; at least two to draw anything.
    public var points: [Point]
    /// Stroke colour.
    public var color: Color
    /// Stroke width in points.
    public var lineWidth: Double

    /// Creates a polyline.
    public init(points: [Point], color: Color, lineWidth: Double) {
      self.points = points
      self.color = color
      self.lineWidth = lineWidth
    }
  }

  /// A single line of text, centred horizontally on `center.x`, vertically on `center.y`.
  public struct TextLabel: Hashable, Sendable {
    /// The text; any Unicode (renderers must shape and fall back fonts, e.g. for Chinese).
    public var text: String
    /// Centre of the text's box, in points.
    public var center: Point
    /// Font size in points.
    public var fontSize: Double
    /// Text colour.
    public var color: Color

    /// Creates a text label.
    public init(text: String, center: Point, fontSize: Double, color: Color) {
      self.text = text
      self.center = center
      self.fontSize = fontSize
      self.color = color
    }
  }
}
