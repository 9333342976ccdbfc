internal import GestureLockCore
public import GestureLockPadFlow
internal import GestureLockRender
internal import GestureLockSecurity

#if canImport(Glibc)
  internal import Glibc
#endif

/// The lock pad in a terminal: the same `PadSession` flow as the window, its `Scene` drawn
/// into character cells, fed by keys and xterm mouse reports (SPEC.md §2, issue 5).
///
/// The terminal is taken over for the session (raw mode, alternate screen, hidden cursor,
/// mouse reporting) and put back on every way out: a normal return, a thrown error, a signal
/// whose default would end the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2,
/// SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ, SIGPROF: turned into a normal return by a self-pipe),
/// a hang-up of the terminal, and a crash (a fatal-signal handler restores it before the
/// process dies). SIGTSTP (`kill -TSTP`, a job-control stop) gives the terminal back before
/// the process stops; SIGCONT (`fg`) takes it again and repaints the whole frame. The loop draws
/// only when something changed and otherwise sleeps in `poll` until input, a signal or the next
/// deadline (hold end, countdown tick, a lone ESC's wait).
///
/// ```swift
/// let log = EventLog(descriptor: eventsFile)  // the screen is on standard output
/// try TerminalPad.run(options, log: log, environment: ProcessInfo.processInfo.environment)
/// ```
///
/// The event log is the window's (DESIGN.md) with the view named `terminal`:
/// `ready` and `layout` carry `"terminal":{"columns":C,"rows":R,"cellAspect":A}`, the node (or
/// key) centres in view points as usual, and `cells`: the cell under each node or key,
/// `[{"index":0,"column":c,"row":r}]` (`"key":"1"` on the passcode pad), 0-based — where a
/// mouse press lands on it.
public enum TerminalPad {
  /// Runs the pad until the user leaves (`q`, Ctrl-C, Ctrl-D), a quit signal arrives or the
  /// terminal goes away.
  ///
  /// - Parameters:
  ///   - options: Store, profile, grid or passcode mode, logging and recording (as the
  ///     window's; `allowHeadless` does not apply).
  ///   - log: Where the event log goes; not standard output, which shows the pad.
  ///   - environment: The process environment, for the colours (`COLORTERM`, `TERM`,
  ///     `NO_COLOR`) and to refuse a dumb terminal (`TERM=dumb`).
  /// - Throws: `TerminalPadError.dumbTerminal` when `TERM` is `dumb` (no cursor addressing);
  ///   `.notATerminal` unless standard input and output are terminals; `.storeUnavailable`
  ///   when the store cannot be read (the pad does not open: fail closed); `.systemCall` or
  ///   `.drawing` when the terminal or the drawing fails.
  public static func run(
    _ options: PadOptions, log: EventLog, environment: [String: String]
  ) throws(TerminalPadError) {
    guard environment["TERM"] != "dumb" else { throw .dumbTerminal }
    let device = try TerminalDevice()
    let service: LockService
    do {
      service = try PadController.openLockService(options)
    } catch {
      throw .storeUnavailable(error)
    }
    let signals = try SignalPipe()
    var geometry = TerminalPad.geometry(for: device.size())
    let controller = PadController(
      options: options, service: service, log: log, viewSize: { geometry.viewSize },
      padInsets: { geometry.padInsets(for: $0) },
      keypadInsets: { geometry.keypadInsets(for: $0) })
    let session = controller.session
    let painter = CellPainter(glyphs: CellGlyphs.detect(environment: environment))
    var encoder = FrameEncoder(colors: ColorMode.detect(environment: environment))

    try device.enter()
    defer { device.leave() }

    func present() throws(TerminalPadError) {
      // A text passcode is typed: no keypad, only the dots and the hint.
      let scene = session.scene(
        viewSize: geometry.viewSize, showsMessage: false, showsTextKeypad: false)
      let surface: TerminalHint.Surface =
        session.model != nil ? .gesture : session.takesText ? .text : .digits
      let frame: CellFrame
      do {
        frame = try painter.frame(
          scene: scene, message: session.message, state: session.state,
          hint: TerminalHint.text(for: surface, in: options.language), geometry: geometry,
          tooSmallMessage: TerminalHint.tooSmall(in: options.language))
      } catch {
        throw .drawing("\(error)")
      }
      try device.write(encoder.encode(frame))
    }
    func viewFields() -> [(String, JSONValue)] {
      TerminalPad.viewFields(geometry: geometry, session: session)
    }

    session.willRunKDF = { try? present() }
    // The hook captures `present`, which captures the session: break the cycle on every exit.
    defer { session.willRunKDF = nil }
    controller.start()
    try present()
    controller.writeReady(viewFields: viewFields())

    var decoder = InputDecoder()
    var running = true
    var dirty = false
    func apply(_ input: TerminalInput) {
      // Too small to show the pad: nothing the user cannot see may be selected or typed.
      if geometry.isTooSmall, input != .quit, input != .redraw { return }
      let padInput: PadInput
      switch input {
      case .key(let key): padInput = .key(key)
      case .text(let text): padInput = .text(text)
      case .quit: padInput = .quit
      case .redraw:
        encoder.invalidate()
        padInput = .redraw
      case .mouse(let column, let row, let phase):
        if session.takesText { return }  // No keypad is drawn to press.
        padInput = .touch(
          location: geometry.point(column: column, row: row), phase: phase, pointer: 0)
      }
      switch controller.apply(padInput, viewFields: viewFields) {
      case .quit: running = false
      case .redraw: dirty = true
      case .none: break
      }
    }
    func resize() {
      let resized = TerminalPad.geometry(for: device.size())
      encoder.invalidate()
      dirty = true
      guard resized != geometry else { return }  // Same size (e.g. re-attached): redraw only.
      geometry = resized
      // A drag in progress is cancelled by the new layout; its rest must not start another.
      decoder.buttonDown = false
      _ = controller.apply(.resized, viewFields: viewFields)
    }
    /// After a stop (or a SIGCONT out of the blue): takes the terminal again if it was given
    /// back, and repaints the whole frame at the size it has now.
    func resume() throws(TerminalPadError) {
      try device.enter()
      resize()
    }

    loop: while running {
      if controller.advanceIfDue() { dirty = true }
      if dirty {
        do {
          try present()
        } catch .systemCall(_, let code, _) where code == EIO {
          break loop  // The terminal hung up: nothing to draw on.
        }
        dirty = false
      }
      let now = MonotonicClock.now()
      var timeout = controller.timeout
      if let deadline = decoder.deadline { timeout = min(timeout ?? .infinity, deadline - now) }
      var descriptors = [
        pollfd(fd: device.input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      let milliseconds = timeout.map { Int32((max(0, min($0, 3600)) * 1000).rounded(.up)) } ?? -1
      let ready = poll(&descriptors, 2, milliseconds)
      if ready < 0 && errno != EINTR { throw .systemCall("poll") }
      for signal in signals.drain() where running {
        switch signal {
        case SIGWINCH: resize()
        case SIGTSTP:
          device.suspend()
          try resume()  // Continued: SIGCONT's own byte then finds the terminal taken.
        case SIGCONT: try resume()
        default: running = false  // One of `SignalPipe.leaving`.
        }
      }
      guard running else { break loop }
      if ready > 0, descriptors[0].revents != 0 {
        switch device.read() {
        case .bytes(let bytes):
          decoder.takesText = session.takesText
          for input in decoder.feed(bytes, at: MonotonicClock.now()) where running {
            apply(input)
          }
        case .nothing:
          break
        case .closed:
          running = false
        }
      }
      for input in decoder.expire(at: MonotonicClock.now()) where running { apply(input) }
    }
    controller.finish()
  }

  /// The geometry of a terminal of `size`.
  ///
  /// A terminal larger than ``largestDrawn`` is drawn in its top-left corner at that size: a
  /// 65535×65535 window would need hundreds of gigabytes of pixels (and Cairo refuses surfaces
  /// over 32767 pixels a side).
  static func geometry(for size: TerminalSize) -> TerminalGeometry {
    TerminalGeometry(
      columns: min(size.columns, largestDrawn.columns), rows: min(size.rows, largestDrawn.rows),
      cellAspect: size.cellAspect)
  }

  /// The largest area drawn, in cells (about 14 MB of pixels for the braille raster).
  static let largestDrawn = (columns: 400, rows: 200)
}
