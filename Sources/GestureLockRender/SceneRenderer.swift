public import GestureLockCore

/// Draws a `Scene` (GestureLockCore) with Cairo: into a ``PixelBuffer``, or as a PNG, SVG or PDF file.
///
/// The renderer decides nothing about what to draw; the core's `Scene` does, and the core's
/// shared drawing (`SceneCanvas.draw(_:)`, the same code Core Graphics runs on Apple) decides
/// how, on a Cairo canvas. It paints the background, then the items in array order (later
/// items cover earlier ones): circles are filled, then stroked; polylines are stroked with
/// round caps and joins; text is shaped by Pango with font fallback (Chinese falls back to a
/// CJK font) and its logical box is centred on the label's centre. Everything is anti-aliased.
///
/// Scene coordinates are points. Pixel output takes a scale factor (2 for a "retina" display):
/// the drawing is scaled by Cairo, not resampled, so lines and text stay crisp. SVG and PDF
/// output is in points (1 pt = 1 SVG px).
///
/// Items that cannot be drawn are skipped, never handed to Cairo: any non-finite coordinate,
/// size, width or colour channel; a shape reaching beyond ±``maximumCoordinate`` points; a
/// radius, line width or font size that is not positive (a circle's stroke width may be 0), or
/// a font size above ``maximumSide``; a polyline with fewer than two points (the rules of
/// `SceneDrawing`, GestureLockCore). The renderer holds only configuration, so it is
/// `Sendable`; each call uses its own Cairo objects and calls may run concurrently.
///
/// ```swift
/// let scene = Scene(size: Size(width: 240, height: 240), background: .init(rgb8: 255, 255, 255))
/// let renderer = SceneRenderer()
/// let frame = try renderer.render(scene, scale: 2)  // 480 × 480 pixels
/// try renderer.writeSVG(scene, to: "/tmp/pad.svg")
/// ```
public struct SceneRenderer: Sendable {
  /// The font families used when none are given: DejaVu Sans for Latin text, then Noto Sans
  /// CJK SC for Chinese, then whatever fontconfig calls "Sans".
  public static let defaultFontFamilies = "DejaVu Sans, Noto Sans CJK SC, Sans"

  /// The largest scale factor accepted by ``render(_:scale:)``.
  public static let maximumScale = 8.0

  /// The largest image side, in pixels for ``render(_:scale:)`` and in points for SVG and PDF;
  /// also the largest font size drawn. The same as `SceneDrawing.maximumSide` (GestureLockCore).
  public static let maximumSide = SceneDrawing.maximumSide

  /// How far from the origin, in points, a shape may reach (centre ± radius ± half the line
  /// width) on either axis; items reaching further are skipped. It keeps everything inside
  /// Cairo's fixed-point range (about ±8.4 million device pixels) at the largest scale. The
  /// same as `SceneDrawing.maximumCoordinate` (GestureLockCore), where the drawing uses it.
  public static let maximumCoordinate = SceneDrawing.maximumCoordinate

  /// A Pango family list, comma-separated, tried in order for each character (for example
  /// `"DejaVu Sans, Noto Sans CJK SC"`); fontconfig falls back further for characters none
  /// of them has.
  public var fontFamilies: String

  /// Creates a renderer.
  ///
  /// - Parameter fontFamilies: The Pango family list for text labels; see ``fontFamilies``.
  public init(fontFamilies: String = SceneRenderer.defaultFontFamilies) {
    self.fontFamilies = fontFamilies
  }

  /// Draws `scene` into a new pixel buffer.
  ///
  /// - Parameters:
  ///   - scene: What to draw, in points.
  ///   - scale: Pixels per point, in `0 < scale <= 8` (1 for ordinary displays, 2 for "retina").
  /// - Returns: A buffer of `ceil(scene.size.width × scale)` × `ceil(scene.size.height × scale)`
  ///   pixels in Cairo's premultiplied ARGB32 layout (see ``PixelBuffer``).
  /// - Throws: ``RenderError/invalidSize(_:)`` when a scene side is not a positive finite number,
  ///   `scale` is out of range, or a pixel side would exceed ``maximumSide``;
  ///   ``RenderError/cairoFailure(operation:message:)`` when Cairo fails (out of memory).
  /// - Complexity: O(pixels + items).
  public func render(_ scene: Scene, scale: Double = 1) throws -> PixelBuffer {
    let pixels = try Self.pixelSize(of: scene.size, scale: scale)
    let stride = CairoSurface.argb32Stride(width: pixels.width)
    guard stride >= pixels.width * 4 else {
      throw RenderError.invalidSize("no ARGB32 stride for \(pixels.width) pixels")
    }
    // Cairo draws straight into the buffer's memory: copying a finished frame out of a surface
    // of its own took longer than drawing it (a second fresh 2 MB per 720×720 frame). An
    // opaque background is painted over every pixel first, so the memory starts transparent
    // only when it is not.
    let background = scene.background
    let coversEverything = background.isDrawable && background.alpha >= 1
    let bytes = try [UInt8](unsafeUninitializedCapacity: stride * pixels.height) {
      memory, initialized in
      if !coversEverything { memory.initialize(repeating: 0) }
      initialized = memory.count
      let surface = try CairoSurface(
        imageData: memory.baseAddress!, width: pixels.width, height: pixels.height, stride: stride)
      let context = try CairoContext(surface: surface)
      context.scale(scale, scale)
      try draw(scene, in: context)
      // After this Cairo no longer touches `memory`, whenever the objects are released.
      try surface.finish()
    }
    return PixelBuffer(width: pixels.width, height: pixels.height, stride: stride, bytes: bytes)
  }

  /// The pixel size ``render(_:scale:)`` makes for a scene of `size` points at `scale`.
  ///
  /// Each side is `points × scale` rounded up to a whole pixel (a product within 1e-6 of a
  /// whole number counts as that number, so 240 pt × 1.1 is 264 px, not 265).
  /// - Throws: ``RenderError/invalidSize(_:)`` for the same inputs ``render(_:scale:)`` rejects.
  /// - Complexity: O(1).
  public static func pixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
    guard scale.isFinite, scale > 0, scale <= maximumScale else {
      throw RenderError.invalidSize("scale \(scale) is not in 0 < scale <= \(maximumScale)")
    }
    try checkPoints(size)
    func pixels(_ points: Double, _ side: String) throws -> Int {
      let exact = points * scale
      guard exact <= Double(maximumSide) + 1e-6 else {
        throw RenderError.invalidSize(
          "\(side) of \(points) pt at scale \(scale) exceeds \(maximumSide) pixels")
      }
      return max(1, Int((exact - 1e-6).rounded(.up)))
    }
    return (try pixels(size.width, "width"), try pixels(size.height, "height"))
  }

  /// Checks that both sides are finite, positive and at most ``maximumSide``.
  static func checkPoints(_ size: Size) throws {
    for (side, value) in [("width", size.width), ("height", size.height)] {
      guard value.isFinite, value > 0, value <= Double(maximumSide) else {
        throw RenderError.invalidSize(
          "scene \(side) \(value) pt is not in 0 < \(side) <= \(maximumSide)")
      }
    }
  }
}
