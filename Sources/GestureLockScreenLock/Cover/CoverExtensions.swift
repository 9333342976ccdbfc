internal import CX11
internal import CXComposite
internal import CXExt

/// The X extensions the cover uses, as the server has them: Shape (to hear of and undo a shape
/// another client sets on the cover's windows) and Composite 0.3 or later (the overlay window,
/// ``CoverWindows``). Without them the cover is one window and does without.
struct CoverExtensions {
  /// The Shape extension's first event number, or `nil` when the server has no Shape.
  let shapeEventBase: Int32?
  /// Whether the server has Composite 0.3 or later (the overlay window).
  let hasOverlay: Bool

  /// Asks the server of `display`.
  ///
  /// The corresponding C functions are `XShapeQueryExtension`, `XCompositeQueryExtension` and
  /// `XCompositeQueryVersion`.
  init(display: X11Display) {
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    shapeEventBase =
      XShapeQueryExtension(display.pointer, &eventBase, &errorBase) != 0 ? eventBase : nil
    var major: Int32 = 0
    var minor: Int32 = 0
    hasOverlay =
      XCompositeQueryExtension(display.pointer, &eventBase, &errorBase) != 0
      && XCompositeQueryVersion(display.pointer, &major, &minor) != 0
      && (major, minor) >= (0, 3)
  }
}
