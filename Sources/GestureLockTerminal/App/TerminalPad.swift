internal import GestureLockCore
public import GestureLockPadFlow
internal import GestureLockRender
internal import GestureLockSecurity
internal import GestureLockSystem

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
/// the process stops; SIGCONT (`fg`) takes it again and repaints the whole frame. The loop is
/// the shared `PadLoop`, with `TerminalScreen` as its device: it draws only when something
/// changed and otherwise sleeps in `poll` until input, a signal or the next deadline (hold
/// end, countdown tick, a lone ESC's wait).
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
  /// Runs the pad until the user unlocks (unless `options.staysAfterUnlock`), leaves (`q`,
  /// Ctrl-C, Ctrl-D), a quit signal arrives or the terminal goes away.
  ///
  /// - Parameters:
  ///   - options: Store, profile, grid or passcode mode, logging and recording (as the
  ///     window's).
  ///   - log: Where the event log goes; not standard output, which shows the pad.
  ///   - environment: The process environment, for the colours (`COLORTERM`, `TERM`,
  ///     `NO_COLOR`) and to refuse a dumb terminal (`TERM=dumb`).
  /// - Throws: `TerminalPadError.dumbTerminal` when `TERM` is `dumb` (no cursor addressing);
  ///   `.notATerminal` unless standard input and output are terminals; `.storeUnavailable`
  ///   when the store cannot be read (the pad does not open: fail closed); `.systemCall` or
  ///   `.drawing` when the terminal or the drawing fails.
  /// - Returns: How the pad ended (`PadLoopEnding`).
  @discardableResult
  public static func run(
    _ options: PadOptions, log: EventLog, environment: [String: String]
  ) throws(TerminalPadError) -> PadLoopEnding {
    guard environment["TERM"] != "dumb" else { throw .dumbTerminal }
    let device = try TerminalDevice()
    let host: PadHost
    do {
      host = try PadHost(options: options, log: log)
    } catch {
      throw .storeUnavailable(error)
    }
    let wakePipe: WakePipe
    do {
      wakePipe = try WakePipe()
    } catch {
      throw .systemCall(operation: "pipe", code: error.rawValue, message: error.description)
    }
    let screen = try TerminalScreen(
      device: device, signals: SignalPipe(), wakePipe: wakePipe, environment: environment,
      language: options.language)
    try screen.enter()
    defer { screen.leave() }
    return try host.run(
      on: screen, viewSize: { screen.geometry.viewSize },
      padInsets: { screen.geometry.padInsets(for: $0) },
      keypadInsets: { screen.geometry.keypadInsets(for: $0) },
      staysAfterUnlock: options.staysAfterUnlock)
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
