/// A surface a ``Scene`` is drawn on, in points: the few operations the shared drawing needs.
///
/// The drawing of a scene (the background, then circles, polylines and text in array order)
/// is written once, in ``SceneCanvas/draw(_:)``, against this protocol. Each platform supplies
/// one thin canvas: Cairo and Pango on Linux (`GestureLockRender`), Core Graphics and Core
/// Text on Apple (`GestureLockUIKit`). A canvas keeps one current path, as Cairo and Core
/// Graphics both do: ``move(to:)``, ``line(to:)`` and ``addCircle(center:radius:)`` add to it,
/// ``fill(_:antialiased:)`` and ``stroke(_:width:)`` paint it and keep it, ``beginPath()``
/// empties it.
///
/// Coordinates are points with the origin at the top left and y growing downwards; the canvas
/// maps points to device pixels itself (``pixelsPerPoint``). Colours are straight (not
/// premultiplied) RGBA in 0...1. Methods are non-mutating: a canvas wraps a drawing context,
/// which is a reference.
public protocol SceneCanvas {
  /// Device pixels per point along either axis (1 for a plain bitmap, 2 or 3 on a "retina"
  /// screen); the drawing uses it to decide whether an edge can show.
  var pixelsPerPoint: Double { get }

  /// Whether the canvas makes pixels (a bitmap) rather than vector output (SVG, PDF); some
  /// pixel-only shortcuts are taken only when it does.
  var drawsPixels: Bool { get }

  /// Paints `color` over the whole canvas, blended over what is there (source-over).
  func paint(_ color: Color)

  /// Empties the current path.
  func beginPath()

  /// Starts a new sub-path at `point`.
  func move(to point: Point)

  /// Adds a straight segment from the current point to `point`.
  func line(to point: Point)

  /// Adds a closed circle of `radius` points around `center` as a new sub-path, starting at
  /// angle 0 (the positive x axis) and running through increasing angles (clockwise on
  /// screen, as `cairo_arc` does).
  func addCircle(center: Point, radius: Double)

  /// Fills the current path (non-zero winding) with `color` and keeps the path.
  ///
  /// - Parameters:
  ///   - color: The paint, straight (not premultiplied) RGBA.
  ///   - antialiased: `false` draws the edge without anti-aliasing (each pixel fully in or
  ///     out), used only where a later opaque stroke covers the edge anyway.
  func fill(_ color: Color, antialiased: Bool)

  /// Strokes the current path with `color`, `width` points wide, with round caps and round
  /// joins, and keeps the path.
  func stroke(_ color: Color, width: Double)

  /// The logical box of `text` set at `fontSize` points, relative to the point the text would
  /// be drawn from (``show(_:fontSize:from:color:)``): x and y of its top-left corner, and its
  /// width and height, in points. The logical box is the font's line box (ascent to descent),
  /// not the inked glyphs, so labels of different letters line up.
  ///
  /// - Throws: when the platform's text system fails (a font cannot be loaded).
  func measure(_ text: String, fontSize: Double) throws -> Rect

  /// Draws `text` at `fontSize` points in `color`, the top-left of its layout at `origin` (the
  /// same origin ``measure(_:fontSize:)`` is relative to).
  ///
  /// - Throws: when the platform's text system fails.
  func show(_ text: String, fontSize: Double, from origin: Point, color: Color) throws
}
