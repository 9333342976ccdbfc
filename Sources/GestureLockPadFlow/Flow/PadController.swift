internal import Foundation
package import GestureLockCore
package import GestureLockSecurity

/// The part of a pad's event loop that every front end shares: it owns the `PadSession`, turns
/// `PadInput` into session calls, records touches for `--record`, and writes the `ready` and
/// `layout` events. A front end only supplies the view's size and the space around the grid or
/// keypad, reads input, and draws the session's `Scene`.
///
/// ```swift
/// let controller = PadController(
///   options: options, service: service, log: log, viewSize: { window.size },
///   padInsets: PadScene.insets(for:), keypadInsets: PasscodeScene.insets(for:))
/// if controller.apply(.touch(location: p, phase: .began, pointer: 0)) == .redraw { draw() }
/// ```
package final class PadController {
  /// What the loop must do after an input.
  package enum Response: Equatable, Sendable {
    /// Nothing visible changed.
    case none
    /// Draw a new frame.
    case redraw
    /// Leave the loop.
    case quit
  }

  /// The flow (stages, verdicts, messages).
  package let session: PadSession
  let options: PadOptions
  private let log: EventLog
  private let viewSize: () -> Size
  private let padInsets: (Size) -> EdgeInsets
  private var recorder = TraceRecorder()
  /// Frames the device has presented so far.
  private var framesPresented = 0
  let monotonicNow: () -> Double
  let fingerprintRecorder: (any FingerprintRecorder)?
  /// Runs the session's checks against the store (`LockServiceChecker` unless one is given).
  private let checker: any PadChecker
  /// Draws the session as it is now, before a check runs (the "Checking…" frame); set by
  /// `PadLoop` for its device.
  package var drawBeforeCheck: (() -> Void)?
  /// The monotonic time of the last input (or of the start): `PadOptions.relockAfter` counts
  /// from here.
  private var lastInput: Double

  /// Starts a session for `options` on `service`.
  ///
  /// - Parameters:
  ///   - viewSize: The view's current size in points (window points, or the terminal's canvas).
  ///   - padInsets: Space around the grid for a view size (e.g. the window's message band).
  ///   - keypadInsets: Space around the passcode keypad for a view size.
  ///   - monotonicNow: Seconds on a monotonic clock (holds, countdown, trace times).
  ///   - fingerprintRecorder: Where fingerprint results are recorded (the profile's
  ///     `LockService`, see `fingerprintRecorder(for:)`); `nil`: no fingerprint unlock.
  ///     Fingerprint unlock also needs `options.fingerprintUnlocker` and a device that can be
  ///     woken (`PadDevice.wake`).
  ///   - checker: Runs the session's checks; default: `service` (and `fingerprintRecorder`)
  ///     through `LockServiceChecker`.
  ///   - lockScreen: A lock screen's policy (never enrol; the account password, which its
  ///     `checker` must check), or `nil` for a pad.
  package init(
    options: PadOptions, service: LockService, log: EventLog,
    viewSize: @escaping () -> Size, padInsets: @escaping (Size) -> EdgeInsets,
    keypadInsets: @escaping (Size) -> EdgeInsets,
    monotonicNow: @escaping () -> Double = MonotonicClock.now,
    fingerprintRecorder: (any FingerprintRecorder)? = nil, checker: (any PadChecker)? = nil,
    lockScreen: LockScreenPolicy? = nil
  ) {
    self.options = options
    self.fingerprintRecorder = fingerprintRecorder
    self.log = log
    self.viewSize = viewSize
    self.padInsets = padInsets
    self.monotonicNow = monotonicNow
    lastInput = monotonicNow()
    let hitRadiusFactor = options.hitRadiusFactor
    let viewport = { () -> PadViewport in
      let size = viewSize()
      return PadViewport(
        size: size, padInsets: padInsets(size), keypadInsets: keypadInsets(size),
        hitRadiusFactor: hitRadiusFactor)
    }
    self.checker =
      checker ?? LockServiceChecker(service: service, fingerprintRecorder: fingerprintRecorder)
    let status = Result { () throws(SecurityError) -> LockStatus in try service.status() }
    session = PadSession(
      status: status, policy: service.policy, grid: options.grid, passcode: options.passcode,
      route: options.route,
      viewport: viewport, stealth: options.stealth,
      language: options.language, log: log, logNodes: options.logNodes,
      monotonicNow: monotonicNow, lockScreen: lockScreen)
  }

  /// The area the grid is laid out in (the view minus the pad's insets), in view points.
  package var gridArea: Rect {
    let size = viewSize()
    return Rect(origin: .zero, size: size).inset(by: padInsets(size))
  }

  /// Feeds one input to the session.
  ///
  /// - Parameter view: The view as the front end names it in the `layout` event (the window
  ///   in points, or the terminal in cells), written when the view was resized.
  /// - Returns: Whether to draw, go on, or leave.
  package func apply(_ input: PadInput, view: () -> PadLogEvent.View) -> Response {
    // A person's input restarts the relock countdown, from after any check it caused.
    defer {
      switch input {
      case .quit, .redraw, .resized: break
      default: lastInput = monotonicNow()
      }
    }
    let response = take(input, view: view)
    // A complete entry (or a store to read again) is checked now, on this thread, after the
    // "Checking…" frame is drawn.
    let checked = session.runPendingCheck(
      with: checker, now: monotonicNow, drawFirst: { drawBeforeCheck?() })
    return checked && response == .none ? .redraw : response
  }

  private func take(_ input: PadInput, view: () -> PadLogEvent.View) -> Response {
    let now = monotonicNow()
    switch input {
    case .quit:
      return .quit
    case .redraw:
      return .redraw
    case .resized:
      session.relayout()
      log.write(.layout(view: view(), surface: PadLogEvent.Surface(session.surface.targets)))
      return .redraw
    case .key(.escape):
      session.cancelStroke()
      return .redraw
    case .key(let key):
      return session.handle(key: key, at: now) ? .redraw : .none
    case .text(let text):
      return session.handle(text: text, at: now) ? .redraw : .none
    case .touch(let location, let phase, let pointer):
      let sample = TouchSample(location: location, time: now, phase: phase, pointer: pointer)
      // A passcode pad's touches would reveal the passcode: only patterns are recorded.
      if options.recordPath != nil, session.kind == .pattern {
        recorder.record(sample, area: gridArea, grid: session.grid)
      }
      return session.handle(sample) ? .redraw : .none
    }
  }

  /// Brings the session to the present before the first frame: a pad that starts locked out
  /// shows the seconds left and starts its countdown.
  package func start() {
    session.advance(to: monotonicNow())
  }

  /// Expires holds and refreshes the countdown when a deadline has passed.
  ///
  /// - Returns: Whether anything visible may have changed.
  package func advanceIfDue() -> Bool {
    let now = monotonicNow()
    if let relockAt = relockDeadline, relockAt <= now {
      session.relock(now: now)
      return true
    }
    guard let deadline = session.nextDeadline(now: now), deadline <= now else { return false }
    session.advance(to: now)
    return true
  }

  /// Seconds until the next deadline (hold end, countdown tick), or `nil` for none: how long
  /// the loop may sleep waiting for input.
  package var timeout: Double? {
    let now = monotonicNow()
    let deadlines = [session.nextDeadline(now: now), relockDeadline].compactMap { $0 }
    return deadlines.min().map { max(0, $0 - now) }
  }

  /// Whether the pad locks again after an unlock (`PadOptions.relockAfter`), so it stays open.
  package var relocks: Bool { options.relockAfter != nil }

  /// When the pad locks again (monotonic seconds): `relockAfter` after the last input, once
  /// the unlock's success state has shown; `nil` while locked or without `relockAfter`.
  private var relockDeadline: Double? {
    guard let after = options.relockAfter, session.hasUnlocked,
      session.nextDeadline(now: monotonicNow()) == nil
    else { return nil }
    return lastInput + after
  }

  /// Counts a frame the device presented and, with `PadOptions.logFrames`, writes its `frame`
  /// event.
  package func framePresented() {
    framesPresented += 1
    if options.logFrames { log.write(.frame(number: framesPresented)) }
  }

  /// Writes the `ready` event (DESIGN.md "The pad's event log").
  ///
  /// - Parameter view: The view as the front end names it (the window and its scale, or the
  ///   terminal).
  package func writeReady(view: PadLogEvent.View) {
    log.write(
      .ready(
        view: view, kind: session.kind, stage: session.stage.logged,
        surface: PadLogEvent.Surface(session.surface.targets)))
  }

  /// Writes the recorded trace for `--record` (mode 0600); a failure is logged, not thrown,
  /// because the session itself went well.
  package func finish() {
    guard let path = options.recordPath else { return }
    do {
      try recorder.write(to: path)
    } catch {
      log.write(.error(message: "cannot write the trace file"))
    }
  }

}
