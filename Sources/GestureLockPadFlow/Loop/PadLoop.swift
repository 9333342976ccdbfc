/// The event loop every front end shares: draw only when something changed, end holds and
/// tick the lockout countdown when due, and otherwise sleep in the device until input or the
/// next deadline — it never spins.
///
/// One turn: advance the session if a deadline passed; draw if anything changed; wait for
/// input until the next deadline; feed the inputs (and everything already queued) to the
/// controller. It runs until the user unlocks (once the success state has shown; unless asked
/// to stay), an input asks to leave (`PadController.Response.quit`) or the device is gone,
/// then writes the `--record` trace and says how it ended (`PadLoopEnding`).
///
/// ```swift
/// let controller = PadController(options: options, service: service, log: log, …)
/// try PadLoop.run(controller, on: window)
/// ```
package enum PadLoop {
  /// Runs the pad on `device` until the user unlocks or leaves.
  ///
  /// Before the first wait: the session is brought to the present (a lockout's countdown),
  /// the first frame is drawn and the `ready` event written. While the KDF runs, the
  /// "checking…" frame is drawn through the device.
  ///
  /// - Parameter staysAfterUnlock: Go on after an unlock (`pad --stay`) until the user leaves;
  ///   otherwise the loop ends once the unlock's success state has shown. A pad that locks
  ///   again (`PadOptions.relockAfter`) always goes on.
  /// - Returns: How the loop ended: unlocked, closed (and whether it was unlocked before), or
  ///   the device gone.
  /// - Throws: What the device throws, except a `present(_:)` failure the device calls gone
  ///   (`PadDevice.isGone(_:)`), which ends the loop normally.
  @discardableResult
  package static func run<Device: PadDevice>(
    _ controller: PadController, on device: Device, staysAfterUnlock: Bool = false
  ) throws(Device.Failure) -> PadLoopEnding {
    let session = controller.session
    controller.drawBeforeCheck = {
      if (try? device.present(session)) != nil { controller.framePresented() }
    }
    // The hook captures the controller itself: break the cycle on every exit.
    defer { controller.drawBeforeCheck = nil }
    controller.start()
    // Fingerprint unlock, if any, is cancelled and its thread joined on every way out.
    defer { controller.stopFingerprint() }
    try device.present(session)
    controller.writeReady(view: device.view(of: PadLogEvent.Surface(session.surface.targets)))
    controller.framePresented()
    controller.startFingerprint(wake: device.wake)

    var running = true
    var dirty = false
    var ending = PadLoopEnding.closed(afterUnlocking: false)
    func apply(_ input: PadInput) {
      switch controller.apply(
        input, view: { device.view(of: PadLogEvent.Surface(session.surface.targets)) })
      {
      case .quit: running = false
      case .redraw: dirty = true
      case .none: break
      }
    }

    while running {
      if controller.advanceIfDue() { dirty = true }
      if dirty {
        do {
          try device.present(session)
          controller.framePresented()
        } catch {
          guard device.isGone(error) else { throw error }
          ending = .deviceGone
          break  // Nothing to draw on any more: leave as if the user had.
        }
        dirty = false
      }
      // The gate: once the unlock's success state has shown (its hold is over), leave.
      if !staysAfterUnlock, !controller.relocks, session.hasUnlocked, controller.timeout == nil {
        ending = .unlocked
        break
      }
      let inputs = try device.waitForInput(timeout: controller.timeout, session: session)
      if controller.takeFingerprintReports() { dirty = true }
      guard !inputs.isEmpty else { continue }
      for input in inputs where running { apply(input) }
      // Take everything already queued before drawing the next frame.
      while running, let input = device.nextQueuedInput() { apply(input) }
    }
    if case .closed = ending { ending = .closed(afterUnlocking: session.hasUnlocked) }
    controller.finish()
    return ending
  }
}
