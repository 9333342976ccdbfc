/// The gesture pad's behaviour: tracking, visual state, the error hold and input blocking
/// (SPEC.md §2 "States and feedback"), with time passed in as values, never read from a clock.
///
/// Sample times and every `now` argument are seconds on one monotonic clock. The model never
/// sleeps or schedules: after each call, `nextDeadline` says when `advance(to:)` must be called
/// next (a window loop waits for input or that deadline, whichever is first, and never spins).
///
/// Flow of one attempt:
/// 1. A stroke begins while the pad is ready: `attempt` increases; nodes are selected
///    (`.nodeSelected`, state `.selected`).
/// 2. The finger lifts. With too few nodes: `.tooShort`, and the pad holds the error state for
///    `errorHold` seconds by itself. With enough: `.completed(pattern)`, and the pad *awaits a
///    verdict* with the path still drawn.
/// 3. The host verifies and calls `showError(at:)` (error state for `errorHold` seconds, path
///    kept) or `showSuccess(at:)` (success state for `successHold` seconds), or `reset()`:
///    the verdict API every `PadSurface` shares.
/// 4. When the hold expires (`advance(to:)`, or any later sample's time), the pad clears.
///
/// A stroke that *begins* while a verdict is awaited or a hold runs is ignored as a whole,
/// including its samples after the hold ends. Holds and verdicts belong to one attempt: a
/// verdict passed with another `attempt` number is ignored, and no expiry can clear a later
/// attempt.
///
/// Keyboard operation (SPEC.md §2): `handle(_:at:emit:)` takes a `KeyCommand`. Arrow keys move
/// a focus ring over the nodes (on node 0, top left, at the start of each attempt), Space
/// selects the focused node through the same recogniser logic as a finger (skipped-node rule
/// included), Return submits (completed, or too short), Escape cancels. Keys are ignored while
/// a verdict is awaited or a hold runs, like strokes. `showsFocusRing` tells renderers to draw
/// the ring: from the first key press until a touch stroke begins.
///
/// ```swift
/// var pad = PadModel(layout: layout)
/// for event in pad.handle(sample) {
///   if case .completed(let pattern) = event {
///     if verify(pattern) { pad.showSuccess(at: now) } else { pad.showError(at: now) }
///   }
/// }
/// if let deadline = pad.nextDeadline { waitForInput(until: deadline) }
/// ```
public struct PadModel: PadSurface {
  /// Length limits and route mode for patterns drawn on this pad.
  public let rules: PatternRules
  /// Stealth mode: renderers draw neither the path nor the selected state; tracking and events
  /// are unchanged (SPEC.md §2).
  public var stealth: Bool
  /// The number of strokes begun and accepted so far: the current attempt's generation.
  public private(set) var attempt = 0
  /// The node under the keyboard focus ring, in `0..<grid.count`; node 0 at the start of each
  /// attempt (SPEC.md §2).
  public private(set) var focusedNode = 0
  /// Whether the keyboard is in use, so the focus ring is drawn: set by any key command that
  /// is not ignored, cleared when a touch stroke begins.
  public private(set) var showsFocusRing = false

  private var recognizer: PatternRecognizer
  /// Ready, awaiting a verdict or holding one; the visual state and the latest time seen
  /// (`PadSurface+Verdicts.swift`).
  var verdicts: VerdictHold
  /// The pointer of a stroke that began while input was blocked; all samples are ignored until
  /// it lifts (one touch at a time).
  var ignoredPointer: Int?
  private var scratch: [RecognizerEvent] = []

  /// Creates a pad in the normal state.
  ///
  /// - Parameters:
  ///   - layout: Node positions and hit radius, in view points.
  ///   - rules: Length limits and route mode (default `.standard`).
  ///   - errorHold: Seconds of error state after a wrong or too-short pattern (default 1.0).
  ///   - successHold: Seconds of success state after an accepted pattern (default 0).
  ///   - stealth: Whether the path and selection stay hidden.
  /// - Complexity: O(grid.count).
  public init(
    layout: GridLayout, rules: PatternRules = .standard, errorHold: Double = 1.0,
    successHold: Double = 0, stealth: Bool = false
  ) {
    self.rules = rules
    verdicts = VerdictHold(errorHold: errorHold, successHold: successHold)
    self.stealth = stealth
    recognizer = PatternRecognizer(layout: layout, rules: rules)
    scratch.reserveCapacity(layout.grid.count + 4)
  }

  // MARK: - What to draw

  /// The layout in use, in view points.
  public var layout: GridLayout { recognizer.layout }
  /// The nodes of the path on show (being drawn, awaiting a verdict, or held), in order, one
  /// byte each, in the recogniser's wiped buffer (`PatternRecognizer.selectedNodes`).
  public var selectedNodes: SecretBytes { recognizer.selectedNodes }
  /// The finger's location while a stroke is tracked, else `nil` (view points, unclipped).
  public var trailingPoint: Point? { recognizer.trailingPoint }
  /// Whether a stroke is being tracked.
  public var isTracking: Bool { recognizer.isTracking }
  /// Whether a stroke is being tracked (a finger's or the keyboard's): what Escape cancels.
  public var isEntering: Bool { recognizer.isTracking }
  /// Whether a new stroke would be tracked now (no verdict awaited, no hold, no ignored stroke
  /// still down).
  public var acceptsNewStroke: Bool { verdicts.isReady && ignoredPointer == nil }
  /// The gesture pad takes no text.
  public var takesText: Bool { false }
  /// The nodes on their layout, and the route mode.
  public var targets: PadTargets { .grid(layout, route: rules.route) }

  /// The frame for this pad (`PadScene.build(model:style:message:viewSize:)`); `submitLabel`
  /// and `showsTextKeypad` are the passcode pad's and ignored here.
  public func scene(
    style: PadStyle, message: String?, submitLabel: String, viewSize: Size, showsTextKeypad: Bool
  ) -> Scene {
    PadScene.build(model: self, style: style, message: message, viewSize: viewSize)
  }

  // MARK: - Input

  /// Feeds one touch sample; reports what happened through `emit`, in order.
  ///
  /// First expires a hold whose deadline is at or before `sample.time`. Samples with a
  /// non-finite time or coordinate are ignored.
  ///
  /// - Complexity: as `PatternRecognizer.handle(_:emit:)`; no heap allocation once a stroke
  ///   has begun.
  public mutating func handle(_ sample: TouchSample, emit: (PadEvent) -> Void) {
    guard admit(sample, emit: emit) else { return }
    guard verdicts.isReady else {
      if sample.phase == .began { ignoredPointer = sample.pointer }
      return
    }
    let strokes = recognizer.strokeCount
    var events: [RecognizerEvent] = []
    swap(&events, &scratch)
    recognizer.handle(sample) { events.append($0) }
    // A stroke that starts here is a new attempt (a lost lift's `.cancelled` comes first),
    // made with a finger or the mouse: the focus ring goes away until a key is pressed.
    if recognizer.strokeCount != strokes {
      attempt &+= 1
      showsFocusRing = false
    }
    for index in events.indices {
      apply(events[index], at: sample.time, emit: emit)
    }
    events.removeAll(keepingCapacity: true)
    swap(&events, &scratch)
  }

  /// Feeds one touch sample and returns the events, in order (allocates the array).
  public mutating func handle(_ sample: TouchSample) -> [PadEvent] {
    var events: [PadEvent] = []
    handle(sample) { events.append($0) }
    return events
  }

  // MARK: - Keyboard

  /// Feeds one key command at `now`; reports what happened through `emit`, in order.
  ///
  /// First expires a hold whose deadline is at or before `now`. Then, while no verdict is
  /// awaited and no hold runs:
  /// - `.move`: the focus ring moves one node, stopping at the grid's edge (no events).
  /// - `.select`: selects `focusedNode` (`.nodeSelected`, with skipped nodes first under the
  ///   skipped-node rule); the first selection begins a new attempt. Ignored while a touch
  ///   stroke is tracked or an ignored one is still down.
  /// - `.submit`: ends the keyboard stroke: `.completed` (the pad then awaits a verdict) or
  ///   `.tooShort` (the error hold starts), as a lift does. Ignored without a keyboard stroke.
  /// - `.cancel`: cancels a stroke in progress, touch or keyboard (`.cancelled`, then the
  ///   state returns to normal); nothing is submitted or counted.
  ///
  /// Commands that are not ignored show the focus ring (`showsFocusRing`).
  ///
  /// - Parameters:
  ///   - command: The key's meaning.
  ///   - now: Seconds, on the samples' clock; a non-finite time ignores the command.
  ///   - emit: Called synchronously with each event; not stored.
  /// - Complexity: O(max(rows, columns)) for `.select`, O(1) otherwise; no heap allocation
  ///   once a stroke has begun.
  public mutating func handle(
    _ command: KeyCommand, at now: Double, emit: (PadEvent) -> Void
  ) {
    guard now.isFinite else { return }
    advance(to: now, emit: emit)
    guard verdicts.isReady else { return }
    let strokes = recognizer.strokeCount
    var events: [RecognizerEvent] = []
    swap(&events, &scratch)
    switch command {
    case .move(let direction):
      focusedNode = direction.step(from: focusedNode, on: recognizer.layout.grid)
      showsFocusRing = true
    case .select:
      guard ignoredPointer == nil, recognizer.trackedPointer == nil else { break }
      showsFocusRing = true
      recognizer.select(node: focusedNode) { events.append($0) }
    case .submit:
      guard recognizer.isKeyboardStroke else { break }
      showsFocusRing = true
      recognizer.submit { events.append($0) }
    case .cancel:
      guard recognizer.isTracking else { break }
      showsFocusRing = true
      recognizer.cancel { events.append($0) }
    }
    if recognizer.strokeCount != strokes { attempt &+= 1 }
    for index in events.indices {
      apply(events[index], at: verdicts.latestTime, emit: emit)
    }
    events.removeAll(keepingCapacity: true)
    swap(&events, &scratch)
  }

  /// Hides the focus ring until the next key press, for a host whose window lost the keyboard
  /// focus or that draws a still picture; the focused node is kept.
  public mutating func hideFocusRing() {
    showsFocusRing = false
  }

  /// Feeds one key command and returns the events, in order (allocates the array).
  @discardableResult
  public mutating func handle(_ command: KeyCommand, at now: Double) -> [PadEvent] {
    var events: [PadEvent] = []
    handle(command, at: now) { events.append($0) }
    return events
  }

  /// A keyboard key as a key command (SPEC.md §2 "Keyboard"): an arrow moves the focus ring,
  /// Space selects, Return submits; `nil` for digits, Backspace and Escape (Escape is
  /// `reset()`'s).
  public mutating func handle(key: PadKey, at now: Double) -> [PadEvent]? {
    switch key {
    case .arrow(let direction): handle(.move(direction), at: now)
    case .space: handle(.select, at: now)
    case .enter: handle(.submit, at: now)
    case .digit, .backspace, .escape, .tab: nil
    }
  }

  /// The gesture pad takes no text: `nil`.
  public mutating func handle(text: String, at now: Double) -> [PadEvent]? { nil }

  // MARK: - Layout

  /// Moves the pad to a new layout (a window resize). A stroke in progress is cancelled
  /// without being counted (`.cancelled`); a verdict awaited or a hold keeps its path when the
  /// grid is unchanged, and clears otherwise.
  @discardableResult
  public mutating func relayout(_ layout: GridLayout) -> [PadEvent] {
    var events: [PadEvent] = []
    let gridChanged = layout.grid != recognizer.layout.grid
    var cancelled: [RecognizerEvent] = []
    recognizer.relayout(layout) { cancelled.append($0) }
    for event in cancelled {
      apply(event, at: verdicts.latestTime) { events.append($0) }
    }
    if gridChanged { clear { events.append($0) } }
    return events
  }

  /// Lays the grid out again in `viewport`, as `relayout(_:)`.
  @discardableResult
  public mutating func relayout(in viewport: PadViewport) -> [PadEvent] {
    relayout(viewport.gridLayout(for: layout.grid))
  }

  // MARK: - Private

  private mutating func apply(
    _ event: RecognizerEvent, at time: Double, emit: (PadEvent) -> Void
  ) {
    switch event {
    case .nodeSelected(let node):
      emit(.nodeSelected(node))
      verdicts.show(.selected) { emit(.stateChanged($0)) }
    case .completed(let pattern):
      verdicts.awaitVerdict()
      emit(.completed(pattern))
    case .tooShort(let length):
      emit(.tooShort(length: length))
      holdError(from: time, emit: emit)
    case .cancelled:
      focusedNode = 0
      emit(.cancelled)
      verdicts.show(.normal) { emit(.stateChanged($0)) }
    }
  }

}

extension PadModel: VerdictHolding {
  /// The path and the focus go with every clear of the verdict machine.
  mutating func clearShown() {
    recognizer.reset()
    focusedNode = 0
  }

  /// Nothing but the stroke itself is held (`clearShown()` drops it).
  mutating func releaseInput() {}

}
