/// The verdict and hold stages both pads share (SPEC.md §2 "States and feedback", §3): ready
/// for input, awaiting the host's verdict on a submission, or holding the error or success state
/// until a deadline; and the visual state that goes with them.
///
/// `PadModel` and `PasscodeEntry` each embed one and keep only what they show (the path, the
/// entry). Whenever the machine clears (a hold expired, a zero-length hold, a reset), it goes
/// back to ready and `normal`; the methods that can clear return `.cleared`, and the surface
/// clears what it shows — once for both, in `PadSurface+Verdicts.swift` (`VerdictHolding`).
///
/// Times are seconds on the host's monotonic clock. State changes are reported through `emit`
/// as they happen, for the host to wrap in its own event type.
///
/// ```swift
/// var verdicts = VerdictHold(errorHold: 1, successHold: 0)
/// verdicts.awaitVerdict()
/// if verdicts.verdict(.error, at: now, emit: { events.append(.stateChanged($0)) }) == .cleared {
///   clearShown()
/// }
/// ```
struct VerdictHold: Hashable, Sendable {
  private enum Stage: Hashable, Sendable {
    /// Accepting input (a stroke or an entry may be in progress).
    case ready
    /// A secret was submitted; the host has not reported a verdict yet.
    case awaitingVerdict
    /// Showing the error or success state until the deadline (seconds).
    case holding(until: Double)
  }

  /// What a call did to the host's content.
  enum Effect: Hashable, Sendable {
    /// The machine kept its stage or moved to a hold: the host keeps what it shows.
    case kept
    /// The machine went back to ready and `normal`: the host clears what it shows.
    case cleared
  }

  /// Seconds the error state stays after a wrong or too-short entry. Zero or less (or NaN)
  /// clears at once; `.infinity` holds until `clear(emit:)`.
  var errorHold: Double
  /// Seconds the success state stays after an accepted entry; zero or less clears at once.
  var successHold: Double
  /// The visual state.
  private(set) var state: PadState = .normal
  /// The latest finite time seen, in seconds; `-infinity` before any.
  private(set) var latestTime = -Double.infinity
  private var stage = Stage.ready

  /// Creates a machine that is ready, in the normal state.
  ///
  /// - Parameters:
  ///   - errorHold: Seconds of error state after a wrong or too-short entry.
  ///   - successHold: Seconds of success state after an accepted entry.
  init(errorHold: Double, successHold: Double) {
    self.errorHold = errorHold
    self.successHold = successHold
  }

  /// Whether input is taken now: no verdict awaited and no hold running.
  var isReady: Bool { stage == .ready }
  /// Whether a submission waits for its verdict.
  var isAwaitingVerdict: Bool { stage == .awaitingVerdict }

  /// When the current hold ends (seconds), or `nil` when nothing is scheduled (no hold, or an
  /// endless one).
  var nextDeadline: Double? {
    guard case .holding(let until) = stage, until.isFinite else { return nil }
    return until
  }

  /// Shows `newState` (input coming and going while ready); reports it when it changed.
  mutating func show(_ newState: PadState, emit: (PadState) -> Void) {
    guard state != newState else { return }
    state = newState
    emit(newState)
  }

  /// A secret was submitted: input is blocked until `verdict(_:at:emit:)` or `clear(emit:)`.
  mutating func awaitVerdict() {
    stage = .awaitingVerdict
  }

  /// Holds the error state for `errorHold` seconds from `start` (a too-short entry, which
  /// needs no verdict).
  ///
  /// - Returns: `.cleared` when the hold is zero or less, so the pad cleared at once.
  mutating func holdError(from start: Double, emit: (PadState) -> Void) -> Effect {
    hold(.error, for: errorHold, from: start, emit: emit)
  }

  /// The host's verdict on the awaited submission: holds `verdict` (`.error` or `.success`)
  /// for `errorHold` or `successHold` seconds from `now`.
  ///
  /// - Parameters:
  ///   - verdict: `.error` or `.success`.
  ///   - now: Seconds; a non-finite value means the latest time seen (or 0 before any).
  /// - Returns: `.cleared` when the hold is zero or less; `.kept` when the hold runs, or when
  ///   no verdict is awaited (then nothing changes).
  mutating func verdict(_ verdict: PadState, at now: Double, emit: (PadState) -> Void)
    -> Effect
  {
    guard stage == .awaitingVerdict else { return .kept }
    let start = now.isFinite ? now : (latestTime.isFinite ? latestTime : 0)
    latestTime = max(latestTime, start)
    let seconds = verdict == .error ? errorHold : successHold
    return hold(verdict, for: seconds, from: start, emit: emit)
  }

  /// Moves the clock to `now` (ignored when not finite) and expires a hold whose deadline is
  /// at or before the latest time seen.
  ///
  /// - Returns: `.cleared` when a hold expired.
  mutating func advance(to now: Double, emit: (PadState) -> Void) -> Effect {
    guard now.isFinite else { return .kept }
    latestTime = max(latestTime, now)
    guard case .holding(let until) = stage, until <= latestTime else { return .kept }
    clear(emit: emit)
    return .cleared
  }

  /// Back to ready and `normal` at once: drops an awaited verdict or a hold.
  mutating func clear(emit: (PadState) -> Void) {
    stage = .ready
    show(.normal, emit: emit)
  }

  private mutating func hold(
    _ state: PadState, for seconds: Double, from start: Double, emit: (PadState) -> Void
  ) -> Effect {
    guard seconds > 0 else {
      clear(emit: emit)
      return .cleared
    }
    stage = .holding(until: start + seconds)
    show(state, emit: emit)
    return .kept
  }
}
