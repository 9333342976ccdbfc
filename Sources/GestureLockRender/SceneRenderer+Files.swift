public import GestureLockCore

/// Writing a scene to PNG, SVG and PDF files.
extension SceneRenderer {
  /// Renders `scene` at `scale` and writes it as a PNG file at `path`, replacing any file there.
  ///
  /// - Parameters:
  ///   - scene: What to draw, in points.
  ///   - scale: Pixels per point, in `0 < scale <= 8`; the PNG is
  ///     `ceil(width × scale)` × `ceil(height × scale)` pixels.
  ///   - path: A file system path.
  /// - Throws: ``RenderError/invalidSize(_:)`` as ``render(_:scale:)``;
  ///   ``RenderError/cannotWrite(path:reason:)`` naming `path` when the file cannot be written;
  ///   ``RenderError/cairoFailure(operation:message:)`` when Cairo fails.
  public func writePNG(_ scene: Scene, scale: Double = 1, to path: String) throws {
    try render(scene, scale: scale).writePNG(to: path)
  }

  /// Writes `scene` as an SVG document at `path`: `width` and `height` in px, equal to the
  /// scene's size in points, with vector shapes and text as glyph outlines.
  ///
  /// The corresponding C functions are `cairo_svg_surface_create_for_stream` and
  /// `cairo_svg_surface_set_document_unit` (`CAIRO_SVG_UNIT_PX`).
  /// - Throws: ``RenderError/invalidSize(_:)`` when a side is not in `0 < side <= 16384` points;
  ///   ``RenderError/cannotWrite(path:reason:)`` naming `path`;
  ///   ``RenderError/cairoFailure(operation:message:)`` when Cairo fails.
  public func writeSVG(_ scene: Scene, to path: String) throws {
    try FileWriter.write(svgBytes(scene), to: path)
  }

  /// Writes `scene` as a one-page PDF document at `path`, the page the scene's size in points.
  ///
  /// The corresponding C function is `cairo_pdf_surface_create_for_stream`.
  /// - Throws: ``RenderError/invalidSize(_:)`` when a side is not in `0 < side <= 16384` points;
  ///   ``RenderError/cannotWrite(path:reason:)`` naming `path`;
  ///   ``RenderError/cairoFailure(operation:message:)`` when Cairo fails.
  public func writePDF(_ scene: Scene, to path: String) throws {
    try FileWriter.write(pdfBytes(scene), to: path)
  }

  /// The SVG document for `scene`.
  func svgBytes(_ scene: Scene) throws -> [UInt8] {
    try vectorBytes(scene) { sink, width, height in
      try CairoSurface(svgInto: sink, width: width, height: height)
    }
  }

  /// The PDF document for `scene`.
  func pdfBytes(_ scene: Scene) throws -> [UInt8] {
    try vectorBytes(scene) { sink, width, height in
      try CairoSurface(pdfInto: sink, width: width, height: height)
    }
  }

  /// Draws `scene` on a vector surface made by `makeSurface` and returns the finished document.
  private func vectorBytes(
    _ scene: Scene, makeSurface: (ByteSink, Double, Double) throws -> CairoSurface
  ) throws -> [UInt8] {
    try Self.checkPoints(scene.size)
    let sink = ByteSink()
    let surface = try makeSurface(sink, scene.size.width, scene.size.height)
    try draw(scene, in: CairoContext(surface: surface))
    try surface.finish()
    return sink.bytes
  }
}
