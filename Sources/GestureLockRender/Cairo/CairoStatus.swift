internal import CCairo

/// A Cairo status code (`cairo_status_t`) as a value with named constants.
///
/// Cairo reports failures as sticky statuses on surfaces and contexts instead of return values.
/// The wrappers read them after each operation that can fail and turn anything but
/// ``success`` into a ``RenderError`` through ``check(_:)``, the one place where a Cairo status
/// becomes an error.
struct CairoStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The C enumerator's value.
  var rawValue: UInt32

  init(rawValue: UInt32) { self.rawValue = rawValue }

  init(_ status: cairo_status_t) { self.rawValue = status.rawValue }

  /// No error.
  static let success = CairoStatus(CAIRO_STATUS_SUCCESS)
  /// Out of memory.
  static let noMemory = CairoStatus(CAIRO_STATUS_NO_MEMORY)
  /// Reading from an input stream or file failed.
  static let readError = CairoStatus(CAIRO_STATUS_READ_ERROR)
  /// Writing to an output stream failed.
  static let writeError = CairoStatus(CAIRO_STATUS_WRITE_ERROR)
  /// The file to read does not exist.
  static let fileNotFound = CairoStatus(CAIRO_STATUS_FILE_NOT_FOUND)
  /// A size too big (or otherwise unusable) for a surface.
  static let invalidSize = CairoStatus(CAIRO_STATUS_INVALID_SIZE)
  /// libpng failed while reading or writing a PNG.
  static let pngError = CairoStatus(CAIRO_STATUS_PNG_ERROR)

  /// Cairo's own one-line message for the status.
  ///
  /// The corresponding C function is `cairo_status_to_string`.
  var description: String {
    String(cString: cairo_status_to_string(cairo_status_t(rawValue: rawValue)))
  }

  /// Throws ``RenderError/cairoFailure(operation:message:)`` unless the status is ``success``.
  ///
  /// - Parameter operation: What was being done, for the message (`"cairo_image_surface_create"`).
  func check(_ operation: @autoclosure () -> String) throws {
    guard self != .success else { return }
    throw RenderError.cairoFailure(operation: operation(), message: description)
  }
}
