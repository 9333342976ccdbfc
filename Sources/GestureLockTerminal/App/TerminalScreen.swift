internal import GestureLockCore
internal import GestureLockPadFlow
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// The terminal pad's device for the shared loop (`PadLoop`): the session's `Scene` painted
/// into character cells, and keys, mouse reports and signals as pad input.
///
/// It owns the terminal while the pad runs (`enter()`, `leave()`), the self-pipe that turns
/// signals into input, the geometry of the terminal's current size, and the decoder and
/// encoder of the bytes in and out. Not `Sendable`: one thread owns the terminal.
///
/// Input while the terminal is too small to show the pad is dropped (nothing the user cannot
/// see may be selected or typed), except leaving and Ctrl-L. SIGWINCH lays the pad out again
/// (`.resized`), SIGTSTP gives the terminal back before the process stops and SIGCONT takes it
/// again (repainting it whole), and every other forwarded signal leaves (`.quit`), as does the
/// terminal's end of file or hang-up.
final class TerminalScreen: PadDevice {
  typealias Failure = TerminalPadError

  private let device: TerminalDevice
  private let signals: SignalPipe
  private let wakePipe: WakePipe
  private let painter: CellPainter
  private var encoder: FrameEncoder
  private var decoder = InputDecoder()
  /// Whether the pad takes typed text (a text passcode): mouse reports then press nothing.
  private var takesText = false
  private let language: Language
  /// The cells drawn now and how view points map onto them.
  private(set) var geometry: TerminalGeometry

  /// Takes `device` and `signals` for the pad, with glyphs and colours for `environment`.
  init(
    device: TerminalDevice, signals: SignalPipe, wakePipe: WakePipe, environment: [String: String],
    language: Language
  ) {
    self.device = device
    self.signals = signals
    self.wakePipe = wakePipe
    self.language = language
    geometry = TerminalPad.geometry(for: device.size())
    painter = CellPainter(glyphs: CellGlyphs.detect(environment: environment))
    encoder = FrameEncoder(colors: ColorMode.detect(environment: environment))
  }

  /// Switches the terminal to the pad's modes (see `TerminalDevice.enter()`).
  func enter() throws(TerminalPadError) {
    try device.enter()
  }

  /// Puts the terminal back (see `TerminalDevice.leave()`).
  func leave() {
    device.leave()
  }

  // MARK: - PadDevice

  func present(_ session: PadSession) throws(TerminalPadError) {
    // A text passcode is typed: no keypad, only the dots and the hint.
    let scene = session.scene(
      viewSize: geometry.viewSize, showsMessage: false, showsTextKeypad: false)
    let frame: CellFrame
    do {
      frame = try painter.frame(
        scene: scene, message: session.message, state: session.state,
        hint: TerminalHint.text(
          for: TerminalHint.Surface(
            session.surface.targets, takesText: session.takesText, stage: session.stage),
          in: language),
        geometry: geometry, tooSmallMessage: TerminalHint.tooSmall(in: language))
    } catch {
      throw .drawing("\(error)")
    }
    try device.write(encoder.encode(frame))
  }

  /// Waits in `poll` for a key, a mouse report or a signal, at most until `timeout` or a lone
  /// ESC's wait ends.
  func waitForInput(timeout: Double?, session: PadSession) throws(TerminalPadError)
    -> [PadInput]
  {
    let now = MonotonicClock.now()
    var timeout = timeout
    if let deadline = decoder.deadline { timeout = min(timeout ?? .infinity, deadline - now) }
    var descriptors = [
      pollfd(fd: device.input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakePipe.descriptor, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = timeout.map { Int32((max(0, min($0, 3600)) * 1000).rounded(.up)) } ?? -1
    // Not retried when a signal interrupts it: the signals are handled below, then the loop
    // waits again.
    let ready: Int32
    switch valueOrErrno(retryOnInterrupt: false, { poll(&descriptors, 3, milliseconds) }) {
    case .success(let count): ready = count
    case .failure(.interrupted): ready = 0
    case .failure: throw .systemCall("poll")
    }
    // A wake (fingerprint results) only ends the wait: the loop takes the results itself.
    if ready > 0, descriptors[2].revents != 0 { wakePipe.drain() }
    var inputs: [PadInput] = []
    for signal in signals.drain() {
      switch signal {
      case SIGWINCH: inputs.append(resize())
      case SIGTSTP:
        device.suspend()
        inputs.append(try resume())  // Continued: SIGCONT's own byte then finds it taken.
      case SIGCONT: inputs.append(try resume())
      default: return inputs + [.quit]  // One of `SignalPipe.leaving`.
      }
    }
    if ready > 0, descriptors[0].revents != 0 {
      switch device.read() {
      case .bytes(let bytes):
        decoder.takesText = session.takesText
        takesText = session.takesText
        inputs += decoder.feed(bytes, at: MonotonicClock.now()).compactMap(padInput)
      case .nothing:
        break
      case .closed:
        return inputs + [.quit]
      }
    }
    return inputs + decoder.expire(at: MonotonicClock.now()).compactMap(padInput)
  }

  /// A byte on the wake pipe, which `waitForInput` polls with the terminal.
  var wake: (@Sendable () -> Void)? {
    { [wakePipe] in wakePipe.wake() }
  }

  func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View {
    TerminalPad.view(of: surface, geometry: geometry)
  }

  /// A hang-up (`EIO` on writing a frame) leaves the loop: there is nothing to draw on.
  func isGone(_ error: TerminalPadError) -> Bool {
    guard case .systemCall(_, let code, _) = error else { return false }
    return code == EIO
  }

  // MARK: - Private

  /// What the user did, as pad input; `nil` while the terminal is too small to show the pad
  /// (except leaving and Ctrl-L, which also repaints the whole screen).
  private func padInput(_ input: TerminalInput) -> PadInput? {
    if geometry.isTooSmall, input != .quit, input != .redraw { return nil }
    switch input {
    case .key(let key): return .key(key)
    case .text(let text): return .text(text)
    case .quit: return .quit
    case .redraw:
      encoder.invalidate()
      return .redraw
    case .mouse(let column, let row, let phase):
      if takesText { return nil }  // A text passcode draws no keypad to press.
      return .touch(location: geometry.point(column: column, row: row), phase: phase, pointer: 0)
    }
  }

  /// The terminal's size may have changed: the whole frame is drawn again, and the pad laid
  /// out again (`.resized`) when the size did change (`.redraw` otherwise, e.g. re-attached).
  private func resize() -> PadInput {
    let resized = TerminalPad.geometry(for: device.size())
    encoder.invalidate()
    guard resized != geometry else { return .redraw }
    geometry = resized
    // A drag in progress is cancelled by the new layout; its rest must not start another.
    decoder.buttonDown = false
    return .resized
  }

  /// After a stop (or a SIGCONT out of the blue): takes the terminal again if it was given
  /// back, and repaints the whole frame at the size it has now.
  private func resume() throws(TerminalPadError) -> PadInput {
    try device.enter()
    return resize()
  }
}
