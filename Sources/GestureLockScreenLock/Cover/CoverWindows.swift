internal import CX11

/// The windows a ``ScreenCover`` is made of, and which of them the pad's pane goes in.
///
/// Without the Composite extension (or before 0.3) the cover is one black override-redirect
/// window over the root, ``top``. With it, as xsecurelock does, the cover is also a black
/// window (``inOverlay``) inside the Composite overlay window (``overlay``), which the server
/// keeps above every other child of the root and never redirects: a compositor cannot make it
/// transparent, and another client that shapes, reparents, redirects or destroys the inner
/// window leaves the overlay window showing what was last drawn, never the windows beneath.
/// ``top`` stays under the overlay window, so that a request on the overlay window itself
/// (unmapping or shaping it) shows black until it is undone.
struct CoverWindows {
  /// The override-redirect window over the whole root.
  var top: Window
  /// The Composite overlay window, when the server has Composite 0.3 or later.
  var overlay: Window?
  /// The window inside ``overlay``, when there is one.
  var inOverlay: Window?

  /// The window the pad's pane goes in: ``inOverlay`` when there is one, else ``top``.
  var surface: Window { inOverlay ?? top }

  /// Whether `window` is one of these.
  func contains(_ window: Window) -> Bool {
    window == top || window == overlay || window == inOverlay
  }

  /// The windows that are the cover's own (created by it), innermost first.
  var own: [Window] { [inOverlay, top].compactMap { $0 } }
}
