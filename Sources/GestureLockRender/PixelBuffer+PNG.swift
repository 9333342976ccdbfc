/// Reading and writing PNG files, for golden tests and frame dumps.
extension PixelBuffer {
  /// Decodes the PNG file at `path` (any PNG colour type) into ARGB32 pixels.
  ///
  /// The corresponding C function is `cairo_image_surface_create_from_png`.
  /// - Parameter path: A file system path.
  /// - Throws: ``RenderError/cannotRead(path:reason:)`` when the file is missing, unreadable or
  ///   not a PNG; ``RenderError/cairoFailure(operation:message:)`` when converting fails.
  /// - Complexity: O(pixels).
  public init(contentsOfPNG path: String) throws {
    let decoded = try CairoSurface(contentsOfPNG: path)
    if decoded.isARGB32 {
      self.init(surface: decoded)
      return
    }
    // Opaque PNGs decode as RGB24 (and grey ones as A8): redraw them as ARGB32.
    let converted = try CairoSurface(imageWidth: decoded.width, height: decoded.height)
    let context = try CairoContext(surface: converted)
    context.setOperatorSource()
    context.setSource(decoded)
    context.paint()
    try context.status.check("converting \(path) to ARGB32")
    self.init(surface: converted)
  }

  /// Encodes the pixels as a PNG file at `path` (RGBA, or RGB when every pixel is opaque),
  /// replacing any file there.
  ///
  /// The corresponding C function is `cairo_surface_write_to_png_stream`.
  /// - Throws: ``RenderError/cannotWrite(path:reason:)`` naming the path when the file cannot
  ///   be created or written; ``RenderError/cairoFailure(operation:message:)`` when encoding
  ///   fails.
  /// - Complexity: O(pixels).
  public func writePNG(to path: String) throws {
    try FileWriter.write(pngBytes(), to: path)
  }

  /// The PNG encoding of the pixels.
  func pngBytes() throws -> [UInt8] {
    let surface = try CairoSurface(imageWidth: width, height: height)
    if surface.stride == stride {
      surface.replaceBytes(with: bytes)
    } else {
      var repacked = [UInt8](repeating: 0, count: surface.stride * height)
      for row in 0..<height {
        let rowBytes = bytes[(row * stride)..<(row * stride + width * 4)]
        repacked.replaceSubrange(
          (row * surface.stride)..<(row * surface.stride + width * 4), with: rowBytes)
      }
      surface.replaceBytes(with: repacked)
    }
    let sink = ByteSink()
    try surface.writePNG(into: sink)
    return sink.bytes
  }

  /// Copies the pixels of an ARGB32 image surface.
  init(surface: CairoSurface) {
    self.init(
      width: surface.width, height: surface.height, stride: surface.stride,
      bytes: surface.copyBytes())
  }
}
