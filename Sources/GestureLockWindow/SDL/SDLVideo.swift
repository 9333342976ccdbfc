internal import CSDL2

#if canImport(Glibc)
  internal import Glibc
#endif

/// SDL's video subsystem, initialised for as long as this object lives.
///
/// SDL silently falls back to an offscreen driver when there is no display (seen on Debian 12's SDL 2.26);
/// this type refuses that fallback. An offscreen driver asked for by name with SDL's own
/// variable (`SDL_VIDEODRIVER=dummy` or `offscreen`, as tests that inject events without a
/// display do) is a deliberate choice and is accepted.
/// The corresponding C functions are `SDL_Init`, `SDL_GetCurrentVideoDriver` and `SDL_Quit`.
final class SDLVideo {
  /// The name of the video driver in use (`x11`, `wayland`, or `dummy` when asked for).
  let driver: String

  /// Initialises SDL's video subsystem.
  ///
  /// - Throws: `PadError.noDisplay` when there is no display and SDL would only fall back to
  ///   an offscreen driver nobody asked for; `PadError.sdlFailure` when `SDL_Init` fails.
  init() throws(PadError) {
    // Without any display variable SDL would only find an offscreen driver (after printing
    // Wayland noise): say so before trying.
    func isSet(_ name: String) -> Bool {
      guard let value = getenv(name) else { return false }
      return value.pointee != 0
    }
    if !isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY"), !isSet("SDL_VIDEODRIVER") {
      throw .noDisplay
    }
    // SDL turns SIGINT and SIGTERM into a quit event; make sure neither is blocked by a mask
    // inherited from the parent (test runners and some launchers block them).
    var quitSignals = sigset_t()
    sigemptyset(&quitSignals)
    sigaddset(&quitSignals, SIGINT)
    sigaddset(&quitSignals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
    // With an X display and no Wayland one, ask for X11 directly: otherwise SDL tries Wayland
    // first and prints XDG_RUNTIME_DIR noise when the X server cannot be reached.
    if isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY"), !isSet("SDL_VIDEODRIVER") {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
    }
    // Touches arrive as finger events; do not also synthesise mouse events from them.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      let message = SDLVideo.lastError()
      if message.localizedCaseInsensitiveContains("display")
        || message.localizedCaseInsensitiveContains("available video device")
        || message.localizedCaseInsensitiveContains("not available")
      {
        throw .noDisplay
      }
      throw .sdlFailure(operation: "SDL_Init", message: message)
    }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    let headless = ["dummy", "offscreen", "evdev", ""].contains(driver)
    if headless && !SDLVideo.requested(driver) {
      SDL_Quit()
      throw .noDisplay
    }
    self.driver = driver
  }

  deinit { SDL_Quit() }

  /// Whether `driver` was asked for by name in `SDL_VIDEODRIVER` (one name, or several
  /// separated by commas, compared without case as SDL does); an empty name never is.
  static func requested(_ driver: String) -> Bool {
    guard !driver.isEmpty, let value = getenv("SDL_VIDEODRIVER") else { return false }
    return String(cString: value).lowercased().split(separator: ",").contains {
      $0.filter { $0 != " " } == driver.lowercased()
    }
  }

  /// The message of the last failed SDL call. The corresponding C function is `SDL_GetError`.
  static func lastError() -> String {
    String(cString: SDL_GetError())
  }
}

extension String {
  fileprivate func localizedCaseInsensitiveContains(_ other: String) -> Bool {
    lowercased().contains(other.lowercased())
  }
}
