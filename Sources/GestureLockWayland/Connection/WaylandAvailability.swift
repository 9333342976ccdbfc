/// Whether a Wayland session lock can be taken here: how `gesturelock lock` chooses between
/// Wayland and X11 (issue 23).
public enum WaylandAvailability: Hashable, Sendable {
  /// A compositor answered and offers `ext_session_lock_manager_v1`: lock with Wayland.
  case sessionLock
  /// A compositor answered but offers no session lock (sway < 1.8, GNOME, KDE Plasma): use
  /// X11 (XWayland) if there is a `DISPLAY`, else refuse.
  case noSessionLock
  /// `WAYLAND_DISPLAY` is unset or nothing answers there.
  case noCompositor
}
