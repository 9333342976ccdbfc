/// The verdict-and-hold half of both surfaces, written once: each surface keeps a
/// `VerdictHold` and says what it shows (the path, the dots) and what input it holds (a
/// pressed key); the verdicts, holds, resets and the state they show are the same for both.
///
/// Internal: the public API is `PadSurface`'s, implemented here for `PadModel` and
/// `PasscodeEntry`.
protocol VerdictHolding: PadSurface {
  /// The ready / awaiting / holding machine and the visual state.
  var verdicts: VerdictHold { get set }
  /// Forgets what the surface shows of an entry (the path and focus, the dots): whenever the
  /// machine clears.
  mutating func clearShown()
  /// Lets go of input in progress that is not the entry itself (a pressed key, a pointer
  /// down, which then stays ignored until it lifts): on a reset.
  mutating func releaseInput()
  /// The pointer of a stroke or press that began while input was blocked: all its samples are
  /// ignored until it lifts (one pointer at a time).
  var ignoredPointer: Int? { get set }
}

extension VerdictHolding {
  public var state: PadState { verdicts.state }

  public var nextDeadline: Double? { verdicts.nextDeadline }

  public var isAwaitingVerdict: Bool { verdicts.isAwaitingVerdict }

  public var errorHold: Double {
    get { verdicts.errorHold }
    set { verdicts.errorHold = newValue }
  }

  public var successHold: Double {
    get { verdicts.successHold }
    set { verdicts.successHold = newValue }
  }

  @discardableResult
  public mutating func showError(at now: Double, attempt: Int?) -> [PadEvent] {
    verdict(.error, at: now, attempt: attempt)
  }

  @discardableResult
  public mutating func showSuccess(at now: Double, attempt: Int?) -> [PadEvent] {
    verdict(.success, at: now, attempt: attempt)
  }

  @discardableResult
  public mutating func showVerdictWithoutEntry(_ verdict: PadState, at now: Double)
    -> [PadEvent]
  {
    var events = reset()
    verdicts.awaitVerdict()
    events += self.verdict(verdict, at: now, attempt: nil)
    return events
  }

  @discardableResult
  public mutating func advance(to now: Double) -> [PadEvent] {
    var events: [PadEvent] = []
    advance(to: now) { events.append($0) }
    return events
  }

  @discardableResult
  public mutating func reset() -> [PadEvent] {
    var events: [PadEvent] = isEntering ? [.cancelled] : []
    releaseInput()
    clear { events.append($0) }
    return events
  }

  // MARK: - For the surfaces

  /// What every sample meets first: a hold due by the sample's time expires, and the samples
  /// of an ignored pointer are dropped until it lifts (a stroke that begins during a hold is
  /// ignored as a whole, SPEC.md §2); other pointers meanwhile are dropped too.
  ///
  /// - Returns: Whether the sample goes on to the surface's own handling.
  mutating func admit(_ sample: TouchSample, emit: (PadEvent) -> Void) -> Bool {
    guard sample.time.isFinite, sample.location.isFinite else { return false }
    advance(to: sample.time, emit: emit)
    guard let ignored = ignoredPointer else { return true }
    guard sample.pointer == ignored else { return false }
    switch sample.phase {
    case .moved: return false
    case .ended, .cancelled:
      ignoredPointer = nil
      return false
    case .began:
      ignoredPointer = nil  // Its lift was lost; this is a new stroke or press.
      return true
    }
  }

  /// Expires a hold due at `now`, reporting the state change through `emit`.
  mutating func advance(to now: Double, emit: (PadEvent) -> Void) {
    if verdicts.advance(to: now, emit: { emit(.stateChanged($0)) }) == .cleared { clearShown() }
  }

  /// Holds the error state from `start` after a too-short entry (no verdict needed).
  mutating func holdError(from start: Double, emit: (PadEvent) -> Void) {
    if verdicts.holdError(from: start, emit: { emit(.stateChanged($0)) }) == .cleared {
      clearShown()
    }
  }

  /// Back to ready and normal at once, with nothing shown.
  mutating func clear(emit: (PadEvent) -> Void) {
    verdicts.clear { emit(.stateChanged($0)) }
    clearShown()
  }

  private mutating func verdict(_ state: PadState, at now: Double, attempt: Int?) -> [PadEvent] {
    guard attempt == nil || attempt == self.attempt else { return [] }
    var events: [PadEvent] = []
    if verdicts.verdict(state, at: now, emit: { events.append(.stateChanged($0)) }) == .cleared {
      clearShown()
    }
    return events
  }
}
