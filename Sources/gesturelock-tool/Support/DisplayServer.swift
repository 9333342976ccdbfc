internal import GestureLockWayland

#if canImport(Glibc)
  internal import Glibc
#endif

/// The display server whose screen `lock` locks: `--display-server` forces one; without it
/// ``chosen(forcing:)`` picks Wayland when `WAYLAND_DISPLAY` names a compositor that offers
/// the session lock, else X11 (whose `DISPLAY` then has to open, or `lock` exits 9).
enum DisplayServer: String, CaseIterable, Sendable {
  /// The X11 lock: grabs and a cover window.
  case x11
  /// The Wayland session lock (ext-session-lock-v1).
  case wayland

  /// The display server `lock` uses: `forced` when given; else Wayland when `WAYLAND_DISPLAY`
  /// is set and a compositor answers there offering `ext_session_lock_manager_v1`; else X11.
  ///
  /// A compositor without the session lock (GNOME, KDE Plasma, sway < 1.8) falls to X11 as
  /// the issue asks: on such a desktop only XWayland's windows would be covered, which is
  /// what any X11 locker does there (docs/screen-locking.md says so).
  ///
  /// - Complexity: one connection and two round trips to the compositor when
  ///   `WAYLAND_DISPLAY` is set, a few milliseconds.
  static func chosen(forcing forced: DisplayServer?) -> DisplayServer {
    if let forced { return forced }
    guard let name = getenv("WAYLAND_DISPLAY").map({ String(cString: $0) }), !name.isEmpty,
      WaylandSessionLock.availability() == .sessionLock
    else { return .x11 }
    return .wayland
  }
}
