internal import GestureLockCore

/// Drawing a scene through the shared drawing (`SceneCanvas.draw(_:)`, GestureLockCore) on a
/// ``CairoCanvas``.
extension SceneRenderer {
  /// Paints the background and every drawable item of `scene` onto `context`, in points (the
  /// context's transformation maps them to device units).
  ///
  /// - Throws: ``RenderError/cairoFailure(operation:message:)`` when Pango fails or the context
  ///   ends in error.
  /// - Complexity: O(items + points of all polylines + characters of all labels).
  func draw(_ scene: Scene, in context: CairoContext) throws {
    let canvas = CairoCanvas(context: context, fontFamilies: fontFamilies)
    try canvas.draw(scene)
    try canvas.checkStatus("drawing a \(scene.items.count)-item scene")
  }

  /// How many characters of `text` no installed font can show with ``fontFamilies`` (they
  /// would be drawn as hex boxes); 0 when font fallback covers the whole text.
  func unknownGlyphCount(in text: String, fontSize: Double = 16) throws -> Int {
    let context = try CairoContext(surface: CairoSurface(imageWidth: 1, height: 1))
    return try CairoCanvas.makeLayout(
      text, fontSize: fontSize, families: fontFamilies, in: context
    ).unknownGlyphCount
  }
}
