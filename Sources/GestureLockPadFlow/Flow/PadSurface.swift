package import GestureLockCore
package import GestureLockSecurity

/// The pad's input surface, one value: the gesture pad's `PadModel` or the passcode pad's
/// `PasscodeEntry`, chosen by the secret's kind.
///
/// Both report what happened as one ``Event`` type and take the same verdicts, holds and
/// resets, so the flow (`PadSession`) is written once for both. Inputs that only one surface
/// takes (key commands, keypad keys, text) return `nil` on the other.
///
/// Times are seconds on the pad's monotonic clock; points are view points.
///
/// ```swift
/// var surface = PadSurface(
///   kind: .pin, rules: PatternRules(minimumLength: 6, maximumLength: 6), grid: .standard,
///   stealth: false, successHold: 0.6, layoutFor: layout, keypadFor: keypad)
/// for event in surface.handle(sample) {
///   if case .submitted(let entry) = event { _ = surface.showError(at: now) }
/// }
/// ```
package enum PadSurface: Sendable {
  /// The gesture pad: a pattern drawn on a grid.
  case gesture(PadModel)
  /// The passcode pad: a PIN, numeric code or text typed on a keypad or keyboard.
  case passcode(PasscodeEntry)

  /// What either surface reports, in the flow's terms.
  package enum Event: Equatable, Sendable {
    /// A node joined the pattern; index in `0..<grid.count` (gesture pad).
    case nodeSelected(Int)
    /// A key of the passcode pad was pressed, released or abandoned, or changed the entry.
    case key(PadLogEvent.KeyAction)
    /// The visual state changed.
    case stateChanged(PadState)
    /// An entry of `length` nodes or characters, too short to submit; the surface holds the
    /// error by itself.
    case tooShort(length: Int)
    /// A stroke in progress or the characters typed were discarded.
    case cancelled
    /// A pattern was drawn: verify it, then give the verdict (gesture pad).
    case completed(Pattern)
    /// A passcode was submitted, as UTF-8 in a wiped buffer: verify it, then give the verdict
    /// (passcode pad).
    case submitted(SecretBytes)
  }

  /// The surface for a secret of `kind` under `rules`: the passcode pad for typed kinds, the
  /// gesture pad on `grid` otherwise.
  ///
  /// - Parameters:
  ///   - successHold: Seconds the success state shows after an accepted entry.
  ///   - layoutFor: Makes the grid's layout in the current view.
  ///   - keypadFor: Makes the keypad for a passcode mode in the current view.
  package init(
    kind: SecretKind, rules: PatternRules, grid: Grid, stealth: Bool, successHold: Double,
    layoutFor: (Grid) -> GridLayout, keypadFor: (PasscodeMode) -> Keypad
  ) {
    if let mode = PadSurface.mode(of: kind, rules: rules) {
      self = .passcode(
        PasscodeEntry(
          keypad: keypadFor(mode), minimumLength: rules.minimumLength,
          maximumLength: rules.maximumLength, successHold: successHold))
    } else {
      self = .gesture(
        PadModel(
          layout: layoutFor(grid), rules: rules, successHold: successHold, stealth: stealth))
    }
  }

  // MARK: - What to show

  /// The visual state now (normal, selected, error, success).
  package var state: PadState {
    switch self {
    case .gesture(let model): model.state
    case .passcode(let entry): entry.state
    }
  }

  /// When `advance(to:)` must run next to end a hold (monotonic seconds), or `nil`.
  package var nextDeadline: Double? {
    switch self {
    case .gesture(let model): model.nextDeadline
    case .passcode(let entry): entry.nextDeadline
    }
  }

  /// The grid on show; the standard grid on a passcode pad.
  package var grid: Grid {
    switch self {
    case .gesture(let model): model.layout.grid
    case .passcode: .standard
    }
  }

  /// Whether the pad takes text from an input method (a text passcode pad).
  package var takesText: Bool {
    switch self {
    case .gesture: false
    case .passcode(let entry): entry.mode.acceptsText
    }
  }

  /// Whether touches may be written to a trace file (`--record`): a pattern's touches, never
  /// a passcode pad's, which would reveal the passcode.
  package var recordsTouches: Bool {
    switch self {
    case .gesture: true
    case .passcode: false
    }
  }

  /// The surface as `ready` and `layout` describe it: grid, route, hit radius and node
  /// centres, or key centres and radius (view points).
  package var logged: PadLogEvent.Surface {
    switch self {
    case .gesture(let model):
      let layout = model.layout
      let nodes = layout.grid.indices.map { PadLogEvent.Spot(.node($0), at: layout.center(of: $0)) }
      return .gesture(
        grid: layout.grid, route: model.rules.route, hitRadius: layout.hitRadius, nodes: nodes)
    case .passcode(let entry):
      let keypad = entry.keypad
      let keys = keypad.keys.map { position, key in
        PadLogEvent.Spot(.key(key), at: keypad.layout.center(of: position))
      }
      return .passcode(keys: keys, radius: keypad.keyRadius)
    }
  }

  /// The frame for a view of `viewSize` points, with `message` under or above the pad (`nil`:
  /// the front end shows it itself) and `submitLabel` on the keypad's submit key.
  /// `showsTextKeypad` `false` leaves a text passcode's keypad out (only typed, e.g. in a
  /// terminal); digit keypads are always drawn.
  package func scene(
    message: String?, submitLabel: String, viewSize: Size, showsTextKeypad: Bool = true
  ) -> Scene {
    switch self {
    case .gesture(let model):
      PadScene.build(model: model, message: message, viewSize: viewSize)
    case .passcode(let entry):
      PasscodeScene.build(
        entry: entry, message: message, submitLabel: submitLabel, viewSize: viewSize,
        showsKeys: showsTextKeypad || !entry.mode.acceptsText)
    }
  }

  // MARK: - Input

  /// Feeds one touch sample (view points, monotonic seconds).
  package mutating func handle(_ sample: TouchSample) -> [Event] {
    update(
      gesture: { $0.handle(sample).map(Event.init) },
      passcode: { $0.handle(sample).map(Event.init) })
  }

  /// Feeds one key command (arrow keys, Space, Return) to the gesture pad.
  ///
  /// - Returns: The events; `nil` on the passcode pad, which takes keys as keypad keys.
  package mutating func handle(_ command: KeyCommand, at now: Double) -> [Event]? {
    update(gesture: { $0.handle(command, at: now).map(Event.init) }, passcode: { _ in nil })
  }

  /// A keypad key typed on a keyboard: a digit, Backspace (`.delete`) or Return (`.submit`).
  ///
  /// - Returns: The events; `nil` on the gesture pad, and for digits on a text passcode pad
  ///   (they arrive as text there, see `insert(_:at:)`).
  package mutating func press(_ key: KeypadKey, at now: Double) -> [Event]? {
    update(
      gesture: { _ in nil },
      passcode: { entry in
        if case .digit = key, entry.mode.acceptsText { return nil }
        return entry.press(key, at: now).map(Event.init)
      })
  }

  /// Text typed on a keyboard, for a text passcode pad only; numeric pads take digits from key
  /// presses, so no digit is entered twice.
  ///
  /// - Returns: The events; `nil` on every other pad.
  package mutating func insert(_ text: String, at now: Double) -> [Event]? {
    update(
      gesture: { _ in nil },
      passcode: { entry in
        entry.mode.acceptsText ? entry.insert(text, at: now).map(Event.init) : nil
      })
  }

  /// Cancels a stroke in progress, or discards the characters typed (Escape); nothing when
  /// there is neither.
  package mutating func cancelEntry() -> [Event] {
    update(
      gesture: { $0.isTracking ? $0.reset().map(Event.init) : [] },
      passcode: { $0.isEntering ? $0.reset().map(Event.init) : [] })
  }

  /// Lays the surface out again for the current view; a stroke or a key press in progress is
  /// cancelled, typed characters are kept.
  package mutating func relayout(
    layoutFor: (Grid) -> GridLayout, keypadFor: (PasscodeMode) -> Keypad
  ) -> [Event] {
    update(
      gesture: { $0.relayout(layoutFor($0.layout.grid)).map(Event.init) },
      passcode: { $0.relayout(keypadFor($0.mode)).map(Event.init) })
  }

  // MARK: - Verdicts and time

  /// Expires a hold whose deadline is at or before `now`.
  package mutating func advance(to now: Double) -> [Event] {
    update(
      gesture: { $0.advance(to: now).map(Event.init) },
      passcode: { $0.advance(to: now).map(Event.init) })
  }

  /// The error state for the error hold from `now` (a wrong secret, a mismatch, a refusal).
  package mutating func showError(at now: Double) -> [Event] {
    update(
      gesture: { $0.showError(at: now).map(Event.init) },
      passcode: { $0.showError(at: now).map(Event.init) })
  }

  /// The success state for the success hold from `now`.
  package mutating func showSuccess(at now: Double) -> [Event] {
    update(
      gesture: { $0.showSuccess(at: now).map(Event.init) },
      passcode: { $0.showSuccess(at: now).map(Event.init) })
  }

  /// A verdict reached without an entry (a fingerprint): an entry in progress is cancelled,
  /// and `verdict` is held as after a submitted one.
  package mutating func showVerdictWithoutEntry(_ verdict: PadState, at now: Double) -> [Event] {
    update(
      gesture: { $0.showVerdictWithoutPattern(verdict, at: now).map(Event.init) },
      passcode: { $0.showVerdictWithoutEntry(verdict, at: now).map(Event.init) })
  }

  /// Clears the surface at once (a stroke or entry in progress is cancelled).
  package mutating func reset() -> [Event] {
    update(gesture: { $0.reset().map(Event.init) }, passcode: { $0.reset().map(Event.init) })
  }

  // MARK: - Kinds and modes

  /// The secret kind a passcode pad mode enrols.
  package static func kind(of mode: PasscodeMode) -> SecretKind {
    switch mode {
    case .pin: .pin
    case .numeric: .numeric
    case .text: .passcode
    }
  }

  /// The pad's mode for a secret of `kind` enrolled under `rules`; `nil` for patterns.
  package static func mode(of kind: SecretKind, rules: PatternRules) -> PasscodeMode? {
    switch kind {
    case .pattern: nil
    case .pin: .pin(length: rules.minimumLength)
    case .numeric: .numeric
    case .passcode: .text
    }
  }

  /// The lengths a new secret entered in `mode` must have under `policy`.
  package static func rules(for mode: PasscodeMode, policy: LockPolicy) -> PatternRules {
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

  // MARK: - Private

  /// Runs `gesture` or `passcode` on the surface in place (without copying the model).
  private mutating func update<Result>(
    gesture: (inout PadModel) -> Result, passcode: (inout PasscodeEntry) -> Result
  ) -> Result {
    switch consume self {
    case .gesture(var model):
      defer { self = .gesture(model) }
      return gesture(&model)
    case .passcode(var entry):
      defer { self = .passcode(entry) }
      return passcode(&entry)
    }
  }
}

extension PadSurface.Event {
  /// A gesture pad's event.
  init(_ event: PadEvent) {
    switch event {
    case .nodeSelected(let index): self = .nodeSelected(index)
    case .completed(let pattern): self = .completed(pattern)
    case .tooShort(let length): self = .tooShort(length: length)
    case .cancelled: self = .cancelled
    case .stateChanged(let state): self = .stateChanged(state)
    }
  }

  /// A passcode pad's event.
  init(_ event: PasscodeEvent) {
    switch event {
    case .keyPressed: self = .key(.pressed)
    case .keyReleased: self = .key(.released)
    case .keyCancelled: self = .key(.cancelled)
    case .characterEntered(let length): self = .key(.entered(length: length))
    case .characterDeleted(let length): self = .key(.deleted(length: length))
    case .submitted(let entry): self = .submitted(entry)
    case .tooShort(let length): self = .tooShort(length: length)
    case .cancelled: self = .cancelled
    case .stateChanged(let state): self = .stateChanged(state)
    }
  }
}
