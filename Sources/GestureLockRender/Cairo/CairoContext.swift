internal import CCairo
internal import GestureLockCore

/// Owns one Cairo drawing context (`cairo_t`) on a ``CairoSurface``.
///
/// A thin layer: each method is one Cairo call, named after it. The initializer checks the new
/// context's status and throws; `deinit` releases it. The context keeps its surface alive. Not
/// `Sendable`: a context is used by one thread at a time.
final class CairoContext {
  /// The `cairo_t *`; valid for the lifetime of `self`.
  let pointer: OpaquePointer
  /// The surface drawn on, retained as long as the context exists.
  let surface: CairoSurface

  /// Creates a context drawing on `surface`.
  ///
  /// The corresponding C function is `cairo_create`.
  init(surface: CairoSurface) throws {
    guard let pointer = cairo_create(surface.pointer) else {
      throw RenderError.cairoFailure(operation: "cairo_create", message: "no context returned")
    }
    self.pointer = pointer
    self.surface = surface
    try status.check("cairo_create")
  }

  deinit { cairo_destroy(pointer) }

  /// The context's sticky status. The corresponding C function is `cairo_status`.
  var status: CairoStatus { CairoStatus(cairo_status(pointer)) }

  /// Scales user space: one user unit becomes `sx` × `sy` device units.
  ///
  /// The corresponding C function is `cairo_scale`.
  func scale(_ sx: Double, _ sy: Double) { cairo_scale(pointer, sx, sy) }

  /// Sets the source to a solid colour with straight alpha.
  ///
  /// The corresponding C function is `cairo_set_source_rgba`.
  func setSource(_ color: Color) {
    cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
  }

  /// Sets the source to `surface`, its top-left corner at the user-space origin.
  ///
  /// The corresponding C function is `cairo_set_source_surface`.
  func setSource(_ surface: CairoSurface) {
    cairo_set_source_surface(pointer, surface.pointer, 0, 0)
  }

  /// Makes drawing replace the destination instead of blending over it.
  ///
  /// The corresponding C function is `cairo_set_operator` with `CAIRO_OPERATOR_SOURCE`.
  func setOperatorSource() { cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE) }

  /// Paints the source everywhere inside the clip. The corresponding C function is `cairo_paint`.
  func paint() { cairo_paint(pointer) }

  /// Sets the stroke width in user units. The corresponding C function is `cairo_set_line_width`.
  func setLineWidth(_ width: Double) { cairo_set_line_width(pointer, width) }

  /// Makes strokes end in half-discs. The corresponding C function is `cairo_set_line_cap`.
  func setRoundLineCap() { cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND) }

  /// Rounds the corners between stroke segments.
  ///
  /// The corresponding C function is `cairo_set_line_join`.
  func setRoundLineJoin() { cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND) }

  /// Clears the current path. The corresponding C function is `cairo_new_path`.
  func newPath() { cairo_new_path(pointer) }

  /// Starts a new sub-path at `point`. The corresponding C function is `cairo_move_to`.
  func move(to point: Point) { cairo_move_to(pointer, point.x, point.y) }

  /// Adds a straight segment to `point`. The corresponding C function is `cairo_line_to`.
  func line(to point: Point) { cairo_line_to(pointer, point.x, point.y) }

  /// Adds a full circle around `center` as a closed sub-path.
  ///
  /// The corresponding C function is `cairo_arc`.
  func addCircle(center: Point, radius: Double) {
    cairo_new_sub_path(pointer)
    cairo_arc(pointer, center.x, center.y, radius, 0, 2 * Double.pi)
    cairo_close_path(pointer)
  }

  /// Turns anti-aliasing of fills and strokes off (`false`) or back to Cairo's default.
  ///
  /// The corresponding C function is `cairo_set_antialias`.
  func setAntialiased(_ antialiased: Bool) {
    cairo_set_antialias(pointer, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }

  /// Whether the context draws into pixels (an image surface), not into a vector document.
  ///
  /// The corresponding C functions are `cairo_get_target` and `cairo_surface_get_type`.
  var drawsPixels: Bool {
    cairo_surface_get_type(cairo_get_target(pointer)) == CAIRO_SURFACE_TYPE_IMAGE
  }

  /// The shortest length, in device units, of `distance` user units along either axis.
  ///
  /// The corresponding C function is `cairo_user_to_device_distance`.
  func deviceLength(of distance: Double) -> Double {
    var (ax, ay, bx, by) = (distance, 0.0, 0.0, distance)
    cairo_user_to_device_distance(pointer, &ax, &ay)
    cairo_user_to_device_distance(pointer, &bx, &by)
    return min((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
  }

  /// Fills the current path and keeps it. The corresponding C function is `cairo_fill_preserve`.
  func fillPreserve() { cairo_fill_preserve(pointer) }

  /// Strokes the current path and keeps it.
  ///
  /// The corresponding C function is `cairo_stroke_preserve`.
  func strokePreserve() { cairo_stroke_preserve(pointer) }

  /// Strokes the current path and clears it. The corresponding C function is `cairo_stroke`.
  func stroke() { cairo_stroke(pointer) }
}
