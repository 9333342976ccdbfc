internal import CCairo
internal import CPangoCairo

/// Owns one Pango layout (`PangoLayout`) made for a ``CairoContext``: a paragraph of shaped text
/// with font fallback (Chinese falls back to a CJK font even when the first family lacks it).
///
/// The initializer throws if Pango returns nothing; `deinit` releases the layout. The layout
/// keeps its context alive. Not `Sendable`.
final class TextLayout {
  /// The `PangoLayout *`; valid for the lifetime of `self`.
  let pointer: OpaquePointer
  /// The context the layout was created for, and draws into.
  let context: CairoContext

  /// Creates a layout for `context`, taking its current transformation (scale) into account.
  ///
  /// The corresponding C function is `pango_cairo_create_layout`.
  init(context: CairoContext) throws {
    guard let pointer = pango_cairo_create_layout(context.pointer) else {
      throw RenderError.cairoFailure(
        operation: "pango_cairo_create_layout", message: "no layout returned")
    }
    self.pointer = pointer
    self.context = context
  }

  deinit { gl_pango_unref(UnsafeMutableRawPointer(pointer)) }

  /// Sets the font (Pango copies the description).
  ///
  /// The corresponding C function is `pango_layout_set_font_description`.
  func setFont(_ font: FontDescription) {
    pango_layout_set_font_description(pointer, font.pointer)
  }

  /// Sets the text. NUL characters are dropped (Pango treats them as invalid UTF-8).
  ///
  /// The corresponding C function is `pango_layout_set_text`.
  func setText(_ text: String) {
    var utf8 = Array(text.utf8)
    utf8.removeAll { $0 == 0 }
    guard !utf8.isEmpty else {
      pango_layout_set_text(pointer, "", 0)
      return
    }
    utf8.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        pango_layout_set_text(pointer, chars.baseAddress, Int32(chars.count))
      }
    }
  }

  /// The logical rectangle of the laid-out text (x, y, width, height) in user units, relative to
  /// the layout's top-left corner.
  ///
  /// The corresponding C function is `pango_layout_get_extents`.
  var logicalExtents: (x: Double, y: Double, width: Double, height: Double) {
    var logical = PangoRectangle()
    pango_layout_get_extents(pointer, nil, &logical)
    let unit = Double(PANGO_SCALE)
    return (
      Double(logical.x) / unit, Double(logical.y) / unit, Double(logical.width) / unit,
      Double(logical.height) / unit
    )
  }

  /// How many characters no installed font could show (drawn as hex boxes).
  ///
  /// The corresponding C function is `pango_layout_get_unknown_glyphs_count`.
  var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(pointer)) }

  /// Draws the layout with its top-left corner at the context's current point, in the context's
  /// current source colour.
  ///
  /// The corresponding C function is `pango_cairo_show_layout`.
  func show() { pango_cairo_show_layout(context.pointer, pointer) }
}
