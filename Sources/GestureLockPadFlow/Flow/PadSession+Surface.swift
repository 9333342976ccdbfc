package import GestureLockCore
internal import GestureLockSecurity

/// The two input surfaces under one flow: the gesture pad's `PadModel` and the passcode pad's
/// `PasscodeEntry` report their events here in the flow's terms, and the flow's verdicts and
/// resets reach whichever of them the session has.
extension PadSession {
  // MARK: - Keyboard input of the passcode pad

  /// A keypad key typed on a keyboard: a digit, Backspace (`.delete`) or Return (`.submit`).
  ///
  /// Ignored on the gesture pad, while locked, and for digits on a text passcode pad (they
  /// arrive as text input there, see `insertText(_:at:)`).
  ///
  /// - Returns: Whether anything visible may have changed.
  @discardableResult
  package func pressKey(_ key: KeypadKey, at now: Double) -> Bool {
    guard !refusesInput, let mode = entry?.mode else { return false }
    if case .digit = key, mode.acceptsText { return false }
    guard let events = entry?.press(key, at: now) else { return false }
    apply(events, now: now)
    return !events.isEmpty
  }

  /// Text typed on a keyboard (SDL's text input), for a text passcode pad only; numeric pads
  /// take digits from key presses, so no digit is entered twice.
  ///
  /// - Returns: Whether anything visible may have changed.
  @discardableResult
  package func insertText(_ text: String, at now: Double) -> Bool {
    guard !refusesInput, entry?.mode.acceptsText == true,
      let events = entry?.insert(text, at: now)
    else { return false }
    apply(events, now: now)
    return !events.isEmpty
  }

  /// Whether the pad takes text from an input method (a text passcode pad).
  package var takesText: Bool { entry?.mode.acceptsText == true }

  // MARK: - Verdicts on either surface

  func showError(at now: Double) {
    if let events = model?.showError(at: now) { apply(events, now: now) }
    if let events = entry?.showError(at: now) { apply(events, now: now) }
  }

  func showSuccess(at now: Double) {
    if let events = model?.showSuccess(at: now) { apply(events, now: now) }
    if let events = entry?.showSuccess(at: now) { apply(events, now: now) }
  }

  func resetSurface(now: Double) {
    if let events = model?.reset() { apply(events, now: now) }
    if let events = entry?.reset() { apply(events, now: now) }
  }

  // MARK: - Events of either surface

  func apply(_ events: [PadEvent], now: Double) {
    for event in events {
      switch event {
      case .nodeSelected(let index):
        if logNodes { log.write("node", [("index", .int(index))]) }
      case .stateChanged(let state):
        stateChanged(state)
      case .tooShort(let length):
        tooShort(length: length)
      case .cancelled:
        log.write("cancelled")
      case .completed(let pattern):
        submit(.pattern(pattern), now: now)
      }
    }
  }

  /// Passcode events; the log gets `key` events with what happened and the entry's length,
  /// never which key or character.
  func apply(_ events: [PasscodeEvent], now: Double) {
    for event in events {
      switch event {
      case .keyPressed:
        log.write("key", [("action", .string("pressed"))])
      case .keyReleased:
        log.write("key", [("action", .string("released"))])
      case .keyCancelled:
        log.write("key", [("action", .string("cancelled"))])
      case .characterEntered(let length):
        log.write("key", [("action", .string("entered")), ("length", .int(length))])
      case .characterDeleted(let length):
        log.write("key", [("action", .string("deleted")), ("length", .int(length))])
      case .stateChanged(let state):
        stateChanged(state)
      case .tooShort(let length):
        tooShort(length: length)
      case .cancelled:
        log.write("cancelled")
      case .submitted(let text):
        do {
          submit(try Secret.typed(text, kind: kind), now: now)
        } catch {
          // The entry's limits keep out what `Passcode` refuses; never count it if it happens.
          log.write("error", [("message", .string(error.description))])
          showError(at: now)
        }
      }
    }
  }

  // MARK: - Kinds and modes

  /// The secret kind a passcode pad mode enrols.
  static func kind(of mode: PasscodeMode) -> SecretKind {
    switch mode {
    case .pin: .pin
    case .numeric: .numeric
    case .text: .passcode
    }
  }

  /// The pad's mode for a secret of `kind` enrolled under `rules`; `nil` for patterns.
  static func mode(of kind: SecretKind, rules: PatternRules) -> PasscodeMode? {
    switch kind {
    case .pattern: nil
    case .pin: .pin(length: rules.minimumLength)
    case .numeric: .numeric
    case .passcode: .text
    }
  }

  /// The lengths a new secret entered in `mode` must have under `policy`.
  static func rules(for mode: PasscodeMode, policy: LockPolicy) -> PatternRules {
    switch mode {
    case .pin(let length):
      PatternRules(minimumLength: length, maximumLength: length)
    case .numeric:
      PatternRules(
        minimumLength: policy.passcode.numericMinimumLength,
        maximumLength: policy.passcode.maximumLength)
    case .text:
      PatternRules(
        minimumLength: policy.passcode.textMinimumLength,
        maximumLength: policy.passcode.maximumLength)
    }
  }
}
