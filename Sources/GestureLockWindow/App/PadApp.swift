internal import GestureLockCore
public import GestureLockPadFlow
internal import GestureLockRender
internal import GestureLockSecurity

/// The desktop lock pad: an SDL2 window showing frames drawn by Cairo, fed by mouse, finger and
/// keyboard input, with the flow of `PadSession` and the event log of DESIGN.md on standard
/// output. The gesture pad or the passcode pad, by the stored secret's kind or, for a new
/// enrolment, by `PadOptions.passcode`.
///
/// The loop is the shared `PadLoop`: it renders only when something changed and otherwise
/// sleeps in `SDL_WaitEventTimeout` until the next input or deadline (hold end, countdown
/// tick); it never spins. `PadWindow` is the window's part.
public enum PadApp {
  /// The window's title; scripts find the window with `xdotool search --name GestureLock`.
  public static let windowTitle = "GestureLock"
  /// The window's initial size in points.
  public static let initialSize = (width: 360, height: 480)

  /// Runs the pad until the user unlocks (unless `options.staysAfterUnlock`) or the window is
  /// closed.
  ///
  /// - Parameters:
  ///   - options: Store, profile, grid or passcode mode, logging and recording.
  ///   - log: Where the event log goes (default: standard output).
  /// - Throws: `PadError.noDisplay` without a display; `PadError.storeUnavailable` when the
  ///   store cannot be read (the pad does not open: fail closed); `PadError.sdlFailure` when
  ///   SDL fails.
  /// - Returns: How the pad ended (`PadLoopEnding`): unlocked, or closed and whether it had
  ///   been unlocked.
  @discardableResult
  public static func run(_ options: PadOptions, log: EventLog = EventLog()) throws(PadError)
    -> PadLoopEnding
  {
    let host: PadHost
    do {
      host = try PadHost(options: options, log: log)
    } catch {
      throw .storeUnavailable(error)
    }
    let video = try SDLVideo()
    let window = try PadWindow(
      title: windowTitle, width: initialSize.width, height: initialSize.height)
    let ending = try host.run(
      on: window, viewSize: { window.size }, staysAfterUnlock: options.staysAfterUnlock,
      prepare: { window.takeText($0.session.takesText) })
    withExtendedLifetime(video) {}
    return ending
  }
}
