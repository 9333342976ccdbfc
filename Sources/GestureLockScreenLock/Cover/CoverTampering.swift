/// A request of another X client on one of the cover's windows that the cover undid
/// (``CoverEvent/tampered(_:)``): any client of the display may make these requests on any
/// window, and each of them could make the cover invisible while the grabs still hold.
///
/// The cover checks its windows whenever the server tells it one of them changed (structure,
/// shape, property and visibility events) and puts back what differs; the holder logs each one.
public enum CoverTampering: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A window was unmapped; it was mapped again.
  case unmapped
  /// A window was moved, resized or given a border; it was put back over the whole root.
  case moved
  /// A window was restacked under another; it was raised again.
  case restacked
  /// A window was reparented into another window; it was put back in its own parent.
  case reparented
  /// A window was given a bounding or clip shape, or an empty input shape (X Shape extension);
  /// the shape was removed.
  case shaped
  /// A property was set on a window (such as `_NET_WM_WINDOW_OPACITY`, which a compositor
  /// honours); it was deleted.
  case propertySet
  /// A window's `override_redirect` attribute was cleared (so that a client that redirects
  /// the root's or the overlay window's children, as a window manager does, would be asked to
  /// map it, and could refuse); it was set again.
  case overrideRedirectCleared
  /// A window stayed unmapped although the cover mapped it again (another client intercepted
  /// the map request); the cover's windows were made again and the grabs taken again.
  case mapIntercepted
  /// The cover could not be shown again (it is not viewable even after it was made again):
  /// the grabs still hold, and the cover tries again at least once a second.
  case notShown
  /// A window was destroyed; a new one was made (and the pad's process started again in it
  /// when it was the pad's window, ``CoverEvent/surfaceReplaced``), and the grabs were taken
  /// again.
  case destroyed

  /// What was done and undone, in a few words (for a log line).
  public var description: String {
    switch self {
    case .unmapped: "unmapped a window of the lock screen (mapped again)"
    case .moved: "moved or resized a window of the lock screen (put back)"
    case .restacked: "put a window of the lock screen under another (raised again)"
    case .reparented: "reparented a window of the lock screen (put back)"
    case .shaped: "shaped a window of the lock screen (shape removed)"
    case .propertySet: "set a property on a window of the lock screen (deleted)"
    case .overrideRedirectCleared:
      "cleared override-redirect on a window of the lock screen (set again)"
    case .mapIntercepted:
      "kept a window of the lock screen from being mapped again (made again, the grabs taken again)"
    case .notShown:
      "kept the lock screen from being shown: the screen is NOT covered now (the grabs still hold; trying again every second)"
    case .destroyed:
      "destroyed a window of the lock screen (made again, the grabs taken again)"
    }
  }
}
