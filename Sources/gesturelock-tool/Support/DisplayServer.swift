/// The display server whose screen `lock` locks (`--display-server`).
///
/// PROTOTYPE (issue 23): chosen by hand for now; once issue 22 lands, `lock` chooses Wayland
/// by itself when `WAYLAND_DISPLAY` names a compositor with the session lock, else X11, else
/// exit 9, and the `gesturelock` front learns it too.
enum DisplayServer: String, CaseIterable, Sendable {
  /// The X11 lock: grabs and a cover window (the default).
  case x11
  /// The Wayland session lock (ext-session-lock-v1).
  case wayland
}
