/// The rules ``SceneCanvas/draw(_:)`` draws a ``Scene`` by, shared by every canvas: which items
/// can be drawn at all, and the few numbers the drawing uses.
///
/// An item is skipped, never handed to a canvas, when any value it uses is not finite (a
/// coordinate, size, width or colour channel); when a shape reaches beyond
/// ±``maximumCoordinate`` points; when a radius, line width or font size is not positive (a
/// circle's stroke width may be 0), or a font size is above ``maximumSide``; when a circle has
/// neither fill nor stroke; when a polyline has fewer than two points; when a label's text is
/// empty. The background is painted only when its colour is drawable.
public enum SceneDrawing {
  /// The largest image side, in pixels for a bitmap and in points for vector output; also the
  /// largest font size drawn, in points.
  public static let maximumSide = 16_384

  /// How far from the origin, in points, a shape may reach (centre ± radius ± half the line
  /// width) on either axis; items reaching further are skipped. It keeps everything inside
  /// Cairo's fixed-point range (24.8 bits, about ±8.4 million device pixels) at the largest
  /// scale (8): beyond it shapes come out wrong, huge radii make `cairo_arc` run for minutes,
  /// and huge widths exhaust memory.
  public static let maximumCoordinate = 1_000_000.0

  /// The narrowest opaque ring, in device pixels, that covers a disc's anti-aliased edge in
  /// full, so the disc may be filled without anti-aliasing under it.
  ///
  /// A pixel whose coverage the edge changes has its centre within √2/2 px of the edge and
  /// its corners within another √2/2 px; the disc's edge and each edge of the ring may lie up
  /// to Cairo's tolerance (0.1 px) off the true circles. So each half of the ring needs
  /// √2 + 0.1 + 0.1 px, the ring 3.23 px.
  public static let edgeHidingRingWidth = 3.25

  /// The widest a label may be, as a fraction of the frame's width; wider ones are drawn
  /// smaller so a message never runs off the frame (long translations, narrow windows).
  public static let maximumTextWidthFraction = 0.94

  /// Whether a shape reaching `reach` points around `point` can be drawn: all values finite,
  /// `reach` not negative, and the shape within ±``maximumCoordinate`` on both axes.
  ///
  /// - Complexity: O(1).
  public static func fits(_ point: Point, reach: Double) -> Bool {
    guard point.isFinite, reach.isFinite, reach >= 0 else { return false }
    return abs(point.x) + reach <= maximumCoordinate && abs(point.y) + reach <= maximumCoordinate
  }
}

extension Color {
  /// Whether every channel is finite, so the colour can be drawn (canvases clamp finite values
  /// to 0...1 themselves).
  public var isDrawable: Bool {
    red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
  }
}
