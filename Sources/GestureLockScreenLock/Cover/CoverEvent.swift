/// What the cover's event pump reports (``ScreenCover/pumpEvents()``): input for the pad, and
/// changes the pad must follow.
public enum CoverEvent: Hashable, Sendable {
  /// A key went down or up.
  case key(KeyInput)
  /// The pointer was pressed, released or moved.
  case pointer(PointerInput)
  /// Monitors were added, removed or moved, or the root was resized; the cover already covers
  /// the new root.
  case layoutChanged(CoverLayout)
  /// Another window was mapped, raised or moved, and the cover was raised above it again.
  case raised
  /// Part of the cover must be drawn again (`Expose`).
  case exposed
  /// Another client made a request on one of the cover's windows that could have made it
  /// invisible; the cover has undone it (reported before ``raised``, once the server has done
  /// what undoes it).
  case tampered(CoverTampering)
  /// The window a pad's pane goes in was destroyed by another client and made again:
  /// ``ScreenCover/windowID`` is new, and a pane in the old one is gone.
  case surfaceReplaced
}
