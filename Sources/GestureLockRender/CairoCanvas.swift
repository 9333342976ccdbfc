internal import GestureLockCore

/// A `SceneCanvas` (GestureLockCore) over one Cairo context: shapes through ``CairoContext``,
/// text shaped by Pango (``TextLayout``) in a family list with font fallback.
///
/// ``SceneRenderer`` makes one per picture, on the image, SVG or PDF surface it draws into,
/// after scaling the context to device pixels; the scene is drawn by the shared
/// `SceneCanvas.draw(_:)`. Each method is a few Cairo calls. A class, not `Sendable`: it wraps
/// a context used by one thread, and keeps the last text layout it measured so that drawing a
/// label right after measuring it shapes the text once.
final class CairoCanvas: SceneCanvas {
  /// The context drawn on.
  let context: CairoContext
  /// The Pango family list for text (see ``SceneRenderer/fontFamilies``).
  let fontFamilies: String
  let pixelsPerPoint: Double
  let drawsPixels: Bool
  /// The layout last made by ``measure(_:fontSize:)``, with its text and size.
  private var lastLayout: (text: String, fontSize: Double, layout: TextLayout)?

  /// A canvas on `context`, whose transformation must already map points to device units.
  ///
  /// - Parameter fontFamilies: A Pango family list, comma-separated.
  init(context: CairoContext, fontFamilies: String) {
    self.context = context
    self.fontFamilies = fontFamilies
    pixelsPerPoint = context.deviceLength(of: 1)
    drawsPixels = context.drawsPixels
  }

  func paint(_ color: Color) {
    context.setSource(color)
    context.paint()
  }

  func beginPath() { context.newPath() }

  func move(to point: Point) { context.move(to: point) }

  func line(to point: Point) { context.line(to: point) }

  func addCircle(center: Point, radius: Double) {
    context.addCircle(center: center, radius: radius)
  }

  func fill(_ color: Color, antialiased: Bool) {
    context.setSource(color)
    if !antialiased { context.setAntialiased(false) }
    context.fillPreserve()
    if !antialiased { context.setAntialiased(true) }
  }

  func stroke(_ color: Color, width: Double) {
    context.setSource(color)
    context.setLineWidth(width)
    context.setRoundLineCap()
    context.setRoundLineJoin()
    context.strokePreserve()
  }

  /// - Throws: ``RenderError/cairoFailure(operation:message:)`` when Pango returns no layout
  ///   or font description.
  func measure(_ text: String, fontSize: Double) throws -> Rect {
    let layout = try layout(text, fontSize: fontSize)
    let box = layout.logicalExtents
    return Rect(x: box.x, y: box.y, width: box.width, height: box.height)
  }

  /// - Throws: ``RenderError/cairoFailure(operation:message:)`` when Pango returns no layout
  ///   or font description.
  func show(_ text: String, fontSize: Double, from origin: Point, color: Color) throws {
    let layout = try layout(text, fontSize: fontSize)
    context.newPath()
    context.move(to: origin)
    context.setSource(color)
    layout.show()
    context.newPath()
  }

  /// Throws when the context has ended in error (Cairo's status is sticky).
  ///
  /// - Parameter operation: What was being done, for the error message.
  func checkStatus(_ operation: String) throws { try context.status.check(operation) }

  /// The layout of `text` at `fontSize`: the last one measured when it is the same, else a new
  /// one (kept as the last).
  private func layout(_ text: String, fontSize: Double) throws -> TextLayout {
    if let last = lastLayout, last.fontSize == fontSize, last.text == text {
      return last.layout
    }
    let layout = try Self.makeLayout(
      text, fontSize: fontSize, families: fontFamilies, in: context)
    lastLayout = (text, fontSize, layout)
    return layout
  }

  /// A Pango layout of `text` in `families` at `fontSize` user units for `context` (taking
  /// its current transformation into account).
  static func makeLayout(
    _ text: String, fontSize: Double, families: String, in context: CairoContext
  ) throws -> TextLayout {
    let layout = try TextLayout(context: context)
    layout.setFont(try FontDescription(families: families, size: fontSize))
    layout.setText(text)
    return layout
  }
}
