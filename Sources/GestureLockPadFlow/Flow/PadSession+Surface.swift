package import GestureLockCore
internal import GestureLockSecurity

/// The session's surface: keyboard input only one of the two pads takes, the verdicts and
/// resets the flow gives, and the surface's events in the flow's terms and the event log's.
extension PadSession {
  // MARK: - Keyboard input

  /// A keyboard key: the gesture pad's arrows, Space and Return (SPEC.md §2 "Keyboard"), the
  /// passcode pad's digits, Backspace and Return (§3). Escape goes through `cancelStroke()`.
  /// Ignored while locked, and by the surface that takes no such key.
  ///
  /// - Returns: Whether anything visible may have changed.
  @discardableResult
  package func handle(key: PadKey, at now: Double) -> Bool {
    if pendingCheck != nil { return false }
    if let changed = accountPasswordKey(key, at: now) { return changed }
    if let changed = refuseInput(at: now) { return changed }
    guard let events = surface.handle(key: key, at: now) else { return false }
    apply(events, now: now)
    return true
  }

  /// Text typed on a keyboard (SDL's text input), for a text passcode pad only; numeric pads
  /// take digits from key presses, so no digit is entered twice.
  ///
  /// - Returns: Whether anything visible may have changed.
  @discardableResult
  package func handle(text: String, at now: Double) -> Bool {
    if pendingCheck != nil { return false }
    if let changed = accountPasswordText(text) { return changed }
    if let changed = refuseInput(at: now) { return changed }
    guard let events = surface.handle(text: text, at: now) else { return false }
    apply(events, now: now)
    return !events.isEmpty
  }

  /// Whether the pad takes text from an input method (a text passcode pad).
  package var takesText: Bool { showsAccountPassword() || surface.takesText }

  // MARK: - Verdicts

  func showError(at now: Double) {
    apply(surface.showError(at: now), now: now)
  }

  func showSuccess(at now: Double) {
    apply(surface.showSuccess(at: now), now: now)
  }

  /// A fingerprint's verdict, shown without an entry (one in progress is cancelled).
  func showVerdictWithoutEntry(_ verdict: PadState, at now: Double) {
    apply(surface.showVerdictWithoutEntry(verdict, at: now), now: now)
  }

  func resetSurface(now: Double) {
    apply(surface.reset(), now: now)
  }

  // MARK: - Events

  /// The surface's events: logged (`node` indices only with `--log-nodes`; `key` events with
  /// what happened and the entry's length, never which key or character), and a completed
  /// entry submitted to the flow.
  func apply(_ events: [PadEvent], now: Double) {
    for event in events {
      switch event {
      case .nodeSelected(let index):
        if logNodes { log.write(.node(index: index)) }
      case .keyPressed: log.write(.key(.pressed))
      case .keyReleased: log.write(.key(.released))
      case .keyCancelled: log.write(.key(.cancelled))
      case .characterEntered(let length): log.write(.key(.entered(length: length)))
      case .characterDeleted(let length): log.write(.key(.deleted(length: length)))
      case .stateChanged(let state):
        stateChanged(state)
      case .tooShort(let length):
        tooShort(length: length)
      case .cancelled:
        log.write(.cancelled)
      case .completed(let pattern):
        submit(.pattern(pattern), now: now)
      case .submitted(let entry):
        do {
          submit(try Secret.typed(utf8: entry, kind: kind), now: now)
        } catch {
          // The entry's limits keep out what `Passcode` refuses; never count it if it happens.
          log.write(.error(message: error.description))
          showError(at: now)
        }
      }
    }
  }
}
