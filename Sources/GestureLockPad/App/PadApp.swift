internal import GestureLockCore
public import GestureLockPadFlow
internal import GestureLockRender
internal import GestureLockSecurity

/// The desktop lock pad: an SDL2 window showing frames drawn by Cairo, fed by mouse, finger and
/// keyboard input, with the flow of `PadSession` and the event log of DESIGN.md on standard
/// output. The gesture pad or the passcode pad, by the stored secret's kind or, for a new
/// enrolment, by `PadOptions.passcode`.
///
/// The loop renders only when something changed and otherwise sleeps in `SDL_WaitEventTimeout`
/// until the next input or deadline (hold end, countdown tick): it never spins.
public enum PadApp {
  /// The window's title; scripts find the window with `xdotool search --name GestureLock`.
  public static let windowTitle = "GestureLock"
  /// The window's initial size in points.
  public static let initialSize = (width: 360, height: 480)

  /// Runs the pad until the window is closed.
  ///
  /// - Parameters:
  ///   - options: Store, profile, grid or passcode mode, logging and recording.
  ///   - log: Where the event log goes (default: standard output).
  /// - Throws: `PadError.noDisplay` without a display; `PadError.storeUnavailable` when the
  ///   store cannot be read (the pad does not open: fail closed); `PadError.sdlFailure` when
  ///   SDL fails.
  public static func run(_ options: PadOptions, log: EventLog = EventLog()) throws(PadError) {
    let service: LockService
    do {
      service = try PadController.openLockService(options)
    } catch {
      throw .storeUnavailable(error)
    }
    let video = try SDLVideo(allowHeadless: options.allowHeadless)
    let window = try SDLWindow(
      title: windowTitle, width: initialSize.width, height: initialSize.height)
    let events = SDLEventSource()
    let renderer = SceneRenderer()

    func viewSize() -> Size {
      let size = window.size
      return Size(width: Double(size.width), height: Double(size.height))
    }
    let controller = PadController(
      options: options, service: service, log: log, viewSize: viewSize,
      padInsets: PadScene.insets(for:), keypadInsets: PasscodeScene.insets(for:))
    let session = controller.session
    events.setTextInput(session.takesText)

    func present() throws(PadError) {
      let scene = session.scene(viewSize: viewSize())
      let frame: PixelBuffer
      do {
        frame = try renderer.render(scene, scale: window.scale)
      } catch {
        throw .sdlFailure(operation: "render", message: "\(error)")
      }
      try window.present(frame)
    }
    func windowFields() -> [(String, JSONValue)] {
      let size = window.size
      return [("window", .object([("width", .int(size.width)), ("height", .int(size.height))]))]
    }

    session.willRunKDF = { try? present() }
    // The hook captures `present`, which captures the session: break the cycle on every exit.
    defer { session.willRunKDF = nil }
    controller.start()
    try present()
    controller.writeReady(viewFields: windowFields() + [("scale", .double(window.scale))])

    var running = true
    var dirty = false
    func apply(_ input: PadInput) {
      if case .resized = input { window.enforceMinimumSize() }
      switch controller.apply(input, viewFields: windowFields) {
      case .quit: running = false
      case .redraw: dirty = true
      case .none: break
      }
    }

    while running {
      if controller.advanceIfDue() { dirty = true }
      if dirty {
        try present()
        dirty = false
      }
      switch events.next(timeout: controller.timeout, windowSize: window.size) {
      case .none, .ignored:
        continue
      case .input(let input):
        apply(input)
      }
      // Take everything already queued before drawing the next frame.
      drain: while running {
        switch events.poll(windowSize: window.size) {
        case .none: break drain
        case .ignored: continue
        case .input(let input): apply(input)
        }
      }
    }
    controller.finish()
    withExtendedLifetime(video) {}
  }
}
