internal import CCairo

/// Owns one Cairo surface (`cairo_surface_t`): an ARGB32 image in memory, or an SVG or PDF
/// document streamed into a ``ByteSink``.
///
/// Each initializer checks the new surface's status and throws; `deinit` releases it. Not
/// `Sendable`: a surface is used by one thread at a time.
final class CairoSurface {
  /// The `cairo_surface_t *`; valid for the lifetime of `self`.
  let pointer: OpaquePointer
  /// Where a vector surface writes; kept alive as long as the surface can write into it.
  private let sink: ByteSink?

  private init(pointer: OpaquePointer?, sink: ByteSink?, operation: String) throws {
    guard let pointer else {
      throw RenderError.cairoFailure(operation: operation, message: "no surface returned")
    }
    self.pointer = pointer
    self.sink = sink
    try CairoStatus(cairo_surface_status(pointer)).check(operation)
  }

  deinit { cairo_surface_destroy(pointer) }

  /// Creates a transparent ARGB32 image of `width` × `height` pixels.
  ///
  /// The corresponding C function is `cairo_image_surface_create`.
  convenience init(imageWidth width: Int, height: Int) throws {
    try self.init(
      pointer: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      sink: nil, operation: "cairo_image_surface_create(\(width)×\(height))")
  }

  /// Creates an ARGB32 image of `width` × `height` pixels that draws into `data`, memory of
  /// `stride × height` bytes the caller owns: it must stay valid, and nothing else may write
  /// it, until the surface is finished (`finish()`) or destroyed.
  ///
  /// The corresponding C function is `cairo_image_surface_create_for_data`.
  /// - Precondition: `stride` is `argb32Stride(width:)`.
  convenience init(
    imageData data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
  ) throws {
    try self.init(
      pointer: cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
      sink: nil, operation: "cairo_image_surface_create_for_data(\(width)×\(height))")
  }

  /// The bytes per row Cairo needs for an ARGB32 image `width` pixels wide, or a negative
  /// number when `width` is too large.
  ///
  /// The corresponding C function is `cairo_format_stride_for_width`.
  static func argb32Stride(width: Int) -> Int {
    Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
  }

  /// Decodes the PNG file at `path` into an image surface (any PNG colour type).
  ///
  /// The corresponding C function is `cairo_image_surface_create_from_png`.
  /// - Throws: ``RenderError/cannotRead(path:reason:)`` with Cairo's message.
  convenience init(contentsOfPNG path: String) throws {
    let pointer = cairo_image_surface_create_from_png(path)
    do {
      try self.init(pointer: pointer, sink: nil, operation: "cairo_image_surface_create_from_png")
    } catch RenderError.cairoFailure(_, let message) {
      throw RenderError.cannotRead(path: path, reason: message)
    }
  }

  /// Creates an SVG document of `width` × `height` points (1 pt = 1 px, `CAIRO_SVG_UNIT_PX`)
  /// streamed into `sink` when the surface is finished.
  ///
  /// The corresponding C functions are `cairo_svg_surface_create_for_stream` and
  /// `cairo_svg_surface_set_document_unit`.
  convenience init(svgInto sink: ByteSink, width: Double, height: Double) throws {
    try self.init(
      pointer: cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, width, height),
      sink: sink, operation: "cairo_svg_surface_create_for_stream")
    cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PX)
    try status.check("cairo_svg_surface_set_document_unit")
  }

  /// Creates a one-page PDF document of `width` × `height` points streamed into `sink`.
  ///
  /// The corresponding C function is `cairo_pdf_surface_create_for_stream`.
  convenience init(pdfInto sink: ByteSink, width: Double, height: Double) throws {
    try self.init(
      pointer: cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, width, height),
      sink: sink, operation: "cairo_pdf_surface_create_for_stream")
  }

  /// Moves the surface's origin: device coordinates are offset by `x`, `y` pixels, so that a
  /// surface over part of an image draws what falls there.
  ///
  /// The corresponding C function is `cairo_surface_set_device_offset`.
  func setDeviceOffset(x: Double, y: Double) { cairo_surface_set_device_offset(pointer, x, y) }

  /// The surface's sticky status.
  ///
  /// The corresponding C function is `cairo_surface_status`.
  var status: CairoStatus { CairoStatus(cairo_surface_status(pointer)) }

  /// Completes all drawing and, for vector surfaces, writes the document out.
  ///
  /// The corresponding C function is `cairo_surface_finish`.
  /// - Throws: ``RenderError/cairoFailure(operation:message:)`` when writing failed.
  func finish() throws {
    cairo_surface_finish(pointer)
    try status.check("cairo_surface_finish")
  }

  /// Encodes the image surface as PNG into `sink`.
  ///
  /// The corresponding C function is `cairo_surface_write_to_png_stream`.
  func writePNG(into sink: ByteSink) throws {
    try CairoStatus(cairo_surface_write_to_png_stream(pointer, ByteSink.write, sink.closure))
      .check("cairo_surface_write_to_png_stream")
  }

  // MARK: Image surfaces

  /// Width in pixels. The corresponding C function is `cairo_image_surface_get_width`.
  var width: Int { Int(cairo_image_surface_get_width(pointer)) }
  /// Height in pixels. The corresponding C function is `cairo_image_surface_get_height`.
  var height: Int { Int(cairo_image_surface_get_height(pointer)) }
  /// Bytes per row. The corresponding C function is `cairo_image_surface_get_stride`.
  var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }
  /// Whether the image is `CAIRO_FORMAT_ARGB32`.
  ///
  /// The corresponding C function is `cairo_image_surface_get_format`.
  var isARGB32: Bool { cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32 }

  /// Copies the image's pixel memory (`stride × height` bytes) after pending drawing is done.
  ///
  /// The corresponding C functions are `cairo_surface_flush` and `cairo_image_surface_get_data`.
  /// - Complexity: O(`stride × height`).
  func copyBytes() -> [UInt8] {
    cairo_surface_flush(pointer)
    let count = stride * height
    guard count > 0, let data = cairo_image_surface_get_data(pointer) else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: count))
  }

  /// Overwrites the image's pixel memory with `bytes` (same stride and height) and tells Cairo.
  ///
  /// The corresponding C functions are `cairo_image_surface_get_data` and
  /// `cairo_surface_mark_dirty`.
  func replaceBytes(with bytes: [UInt8]) {
    cairo_surface_flush(pointer)
    let count = min(bytes.count, stride * height)
    guard count > 0, let data = cairo_image_surface_get_data(pointer) else { return }
    bytes.withUnsafeBufferPointer { source in
      data.update(from: source.baseAddress!, count: count)
    }
    cairo_surface_mark_dirty(pointer)
  }
}
