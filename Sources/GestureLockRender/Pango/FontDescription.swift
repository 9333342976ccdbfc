internal import CPangoCairo

/// Owns one Pango font description (`PangoFontDescription`): a family list and a size.
///
/// The initializer throws if Pango returns nothing; `deinit` frees the description. Not
/// `Sendable`.
final class FontDescription {
  /// The `PangoFontDescription *`; valid for the lifetime of `self`.
  let pointer: OpaquePointer

  /// Parses `families` (a comma-separated fallback list such as `"DejaVu Sans, Noto Sans CJK SC"`)
  /// and sets the size to `size` user-space units (points when drawing a `Scene`).
  ///
  /// The corresponding C functions are `pango_font_description_from_string` and
  /// `pango_font_description_set_absolute_size`.
  init(families: String, size: Double) throws {
    guard let pointer = pango_font_description_from_string(families) else {
      throw RenderError.cairoFailure(
        operation: "pango_font_description_from_string", message: "no font description returned")
    }
    self.pointer = pointer
    pango_font_description_set_absolute_size(pointer, size * Double(PANGO_SCALE))
  }

  deinit { pango_font_description_free(pointer) }
}
