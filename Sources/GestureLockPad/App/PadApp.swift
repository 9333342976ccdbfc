internal import GestureLockCore
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
  /// - Parameter options: Store, profile, grid or passcode mode, logging and recording.
  /// - Throws: `PadError.noDisplay` without a display; `PadError.storeUnavailable` when the
  ///   store cannot be read (the pad does not open: fail closed); `PadError.sdlFailure` when
  ///   SDL fails.
  public static func run(_ options: PadOptions) throws(PadError) {
    let service: LockService
    do {
      service = try LockService(
        store: SQLiteCredentialStore(path: options.storePath), profile: options.profile)
      _ = try service.status()
    } catch {
      throw .storeUnavailable(error.description)
    }
    let video = try SDLVideo(allowHeadless: options.allowHeadless)
    let window = try SDLWindow(
      title: windowTitle, width: initialSize.width, height: initialSize.height)
    let log = EventLog()
    let events = SDLEventSource()
    let renderer = SceneRenderer()

    func viewSize() -> Size {
      let size = window.size
      return Size(width: Double(size.width), height: Double(size.height))
    }
    func gridArea() -> Rect {
      let size = viewSize()
      return Rect(origin: .zero, size: size).inset(by: PadScene.insets(for: size))
    }
    func layout(for grid: Grid) -> GridLayout {
      // The whole window with the pad's insets (not the inset area as bounds), so the scene
      // centres the message in the band above the grid; the nodes land where gridArea() says.
      let size = viewSize()
      let window = Rect(origin: .zero, size: size)
      let insets = PadScene.insets(for: size)
      // Default ratios are always in range, so this cannot throw.
      return
        (try? GridLayout(
          grid: grid, bounds: window, insets: insets, hitRadiusFactor: options.hitRadiusFactor))
        ?? (try? GridLayout(grid: grid, bounds: window, insets: insets))
        ?? (try! GridLayout(grid: grid, bounds: Rect(x: 0, y: 0, width: 0, height: 0)))
    }

    func keypad(for mode: PasscodeMode) -> Keypad {
      let size = viewSize()
      return Keypad(
        bounds: Rect(origin: .zero, size: size), insets: PasscodeScene.insets(for: size),
        mode: mode)
    }

    let session = PadSession(
      service: service, grid: options.grid, passcode: options.passcode, route: options.route,
      layoutFor: layout,
      keypadFor: keypad, stealth: options.stealth, language: options.language, log: log,
      logNodes: options.logNodes, patternPolicy: options.patternPolicy,
      monotonicNow: MonotonicClock.now)
    events.setTextInput(session.takesText)
    var recorder = TraceRecorder()

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

    /// Node centres (gesture pad) or key centres (passcode pad) in window coordinates.
    func surfaceJSON() -> [(String, JSONValue)] {
      if let keypad = session.entry?.keypad {
        let keys = keypad.keys.map { position, key in
          let center = keypad.layout.center(of: position)
          return JSONValue.object([
            ("key", .string(PadApp.name(of: key))), ("x", .double(center.x)),
            ("y", .double(center.y)),
          ])
        }
        return [("keys", .array(keys)), ("radius", .double(keypad.keyRadius))]
      }
      guard let layout = session.model?.layout else { return [] }
      let nodes = layout.grid.indices.map { index in
        let center = layout.center(of: index)
        return JSONValue.object([
          ("index", .int(index)), ("x", .double(center.x)), ("y", .double(center.y)),
        ])
      }
      return [("nodes", .array(nodes))]
    }

    session.willRunKDF = { try? present() }
    session.advance(to: MonotonicClock.now())
    try present()
    let size = window.size
    /// `lockedUntil` (ISO 8601) when the pad starts locked out, as the `stage` event gives it.
    func lockedUntilJSON() -> [(String, JSONValue)] {
      guard case .lockedOut(let until) = session.stage else { return [] }
      return [("lockedUntil", .string(PadSession.iso8601(until)))]
    }
    log.write(
      "ready",
      [
        ("window", .object([("width", .int(size.width)), ("height", .int(size.height))])),
        ("scale", .double(window.scale)), ("kind", .string(session.kind.rawValue)),
        ("grid", session.model == nil ? .null : .string(session.grid.description)),
        ("route", session.model == nil ? .null : .string(session.rules.route.rawValue)),
        ("hitRadius", session.model.map { .double($0.layout.hitRadius) } ?? .null),
        ("stage", .string(session.stage.name)),
      ] + lockedUntilJSON() + surfaceJSON())

    var running = true
    var dirty = false
    func apply(_ input: PadInput) {
      switch input {
      case .quit:
        running = false
      case .redraw:
        dirty = true
      case .resized:
        session.relayout()
        let size = window.size
        log.write(
          "layout",
          [("window", .object([("width", .int(size.width)), ("height", .int(size.height))]))]
            + surfaceJSON())
        dirty = true
      case .key(.escape):
        session.cancelStroke()
        dirty = true
      case .key(.digit(let digit)):
        if session.pressKey(.digit(digit), at: MonotonicClock.now()) { dirty = true }
      case .key(.backspace):
        if session.pressKey(.delete, at: MonotonicClock.now()) { dirty = true }
      case .key(.enter):
        let now = MonotonicClock.now()
        let changed =
          session.model != nil
          ? session.handle(.submit, at: now) : session.pressKey(.submit, at: now)
        if changed { dirty = true }
      case .key(.arrow(let direction)):
        if session.handle(.move(direction), at: MonotonicClock.now()) { dirty = true }
      case .key(.space):
        if session.handle(.select, at: MonotonicClock.now()) { dirty = true }
      case .text(let text):
        if session.insertText(text, at: MonotonicClock.now()) { dirty = true }
      case .touch(let location, let phase, let pointer):
        let sample = TouchSample(
          location: location, time: MonotonicClock.now(), phase: phase, pointer: pointer)
        // A passcode pad's touches would reveal the passcode: only patterns are recorded.
        if options.recordPath != nil, session.model != nil {
          recorder.record(sample, area: gridArea(), grid: session.grid)
        }
        if session.handle(sample) { dirty = true }
      }
    }

    while running {
      let now = MonotonicClock.now()
      if let deadline = session.nextDeadline(now: now), deadline <= now {
        session.advance(to: now)
        dirty = true
      }
      if dirty {
        try present()
        dirty = false
      }
      let timeout = session.nextDeadline(now: MonotonicClock.now()).map {
        max(0, $0 - MonotonicClock.now())
      }
      switch events.next(timeout: timeout, windowSize: window.size) {
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
    if let path = options.recordPath {
      do {
        try recorder.write(to: path)
      } catch {
        log.write("error", [("message", .string("cannot write the trace file"))])
      }
    }
    withExtendedLifetime(video) {}
  }

  /// A key's name in the event log: its digit, `delete` or `submit`.
  static func name(of key: KeypadKey) -> String {
    switch key {
    case .digit(let value): String(value)
    case .delete: "delete"
    case .submit: "submit"
    }
  }
}
