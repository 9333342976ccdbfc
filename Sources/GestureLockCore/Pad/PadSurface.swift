/// What a person enters a secret on: the gesture pad (`PadModel`, a pattern drawn on a grid)
/// or the passcode pad (`PasscodeEntry`, a PIN, numeric code or text typed on a keypad or a
/// keyboard). One protocol, one event type (`PadEvent`): a host — the pad's flow, an app's
/// view — feeds input, verifies what the surface reports as complete, and hands the verdict
/// back, without knowing which surface it drives.
///
/// Both surfaces share one verdict-and-hold machine (SPEC.md §2 "States and feedback", §3): a
/// submission blocks input until the host's verdict; the error state holds for `errorHold`
/// seconds with the entry still shown, the success state for `successHold`; a stroke or a
/// press that begins during a hold is ignored as a whole; a verdict for another `attempt` is
/// ignored. The verdict methods are written once for both (`PadSurface+Verdicts.swift`).
///
/// Times are seconds on one monotonic clock (the samples'); points are view points. A surface
/// never reads a clock or schedules: after each call, `nextDeadline` says when `advance(to:)`
/// must run next.
///
/// ```swift
/// var surface: any PadSurface = PadModel(layout: PadViewport(size: size).gridLayout(for: .standard))
/// for event in surface.handle(sample) {
///   if case .completed(let pattern) = event {
///     _ = verify(pattern) ? surface.showSuccess(at: now) : surface.showError(at: now)
///   }
/// }
/// if let deadline = surface.nextDeadline { wake(at: deadline) }
/// ```
public protocol PadSurface: Sendable {
  // MARK: What to show

  /// The visual state (normal, selected, error, success).
  var state: PadState { get }
  /// When the current hold ends (seconds), or `nil` when nothing is scheduled; call
  /// `advance(to:)` then.
  var nextDeadline: Double? { get }
  /// The number of attempts begun so far (strokes, or submitted entries): the generation a
  /// verdict refers to.
  var attempt: Int { get }
  /// Whether something unsubmitted is in progress: a stroke being drawn, characters typed or a
  /// key held down. Escape cancels it (`reset()`).
  var isEntering: Bool { get }
  /// Whether a submission waits for `showError(at:attempt:)`, `showSuccess(at:attempt:)` or
  /// `reset()`.
  var isAwaitingVerdict: Bool { get }
  /// Seconds the error state stays after a wrong or too-short entry; default 1.0 (SPEC.md §2).
  /// Zero or less (or NaN) clears at once; `.infinity` holds until `reset()`.
  var errorHold: Double { get set }
  /// Seconds the success state stays after `showSuccess(at:attempt:)`; default 0.
  var successHold: Double { get set }
  /// Whether the surface takes text from a keyboard's input method (a text passcode pad):
  /// then digits arrive as text, not as keys.
  var takesText: Bool { get }
  /// What a person presses and where: the grid's nodes or the keypad's keys, in view points.
  var targets: PadTargets { get }

  /// The frame to draw for a view of `viewSize` points.
  ///
  /// - Parameters:
  ///   - style: Colours and proportions.
  ///   - message: One line shown with the pad, or `nil` for none (a host that shows it
  ///     itself).
  ///   - submitLabel: The passcode keypad's submit key's label, in the pad's language.
  ///   - viewSize: The frame's size in points.
  ///   - showsTextKeypad: Whether a text passcode pad draws its keypad (`false` where text is
  ///     only typed: the dots then sit in the middle); digit keypads are always drawn.
  /// - Complexity: O(nodes or keys); allocates the scene's items.
  func scene(
    style: PadStyle, message: String?, submitLabel: String, viewSize: Size, showsTextKeypad: Bool
  ) -> Scene

  // MARK: Input

  /// Feeds one touch sample (a finger or the mouse; one pointer at a time). First expires a
  /// hold whose deadline is at or before `sample.time`; samples with a non-finite time or
  /// coordinate are ignored.
  ///
  /// - Returns: What happened, in order.
  mutating func handle(_ sample: TouchSample) -> [PadEvent]

  /// Feeds one keyboard key at `now` (seconds): the gesture pad takes the arrows, Space and
  /// Return (SPEC.md §2 "Keyboard"); the passcode pad takes digits (unless it takes text),
  /// Backspace and Return (§3). Escape is `reset()`'s, not a key here.
  ///
  /// - Returns: The events, in order; `nil` when this surface takes no such key (nothing
  ///   changed). Empty when the key was taken without an event (the focus ring moved).
  mutating func handle(key: PadKey, at now: Double) -> [PadEvent]?

  /// Feeds text typed on a keyboard at `now` (seconds), for a text passcode pad only.
  ///
  /// - Returns: The events, in order; `nil` on a surface that takes no text (`takesText`).
  mutating func handle(text: String, at now: Double) -> [PadEvent]?

  /// Lays the surface out again in `viewport` (a resized view). A stroke or a key press in
  /// progress is cancelled without being counted; what was typed is kept.
  ///
  /// - Returns: The events (`cancelled`, `keyCancelled`, state changes).
  @discardableResult
  mutating func relayout(in viewport: PadViewport) -> [PadEvent]

  // MARK: Verdicts and time (one implementation, `PadSurface+Verdicts.swift`)

  /// Shows the error state with the entry kept visible for `errorHold` seconds from `now`: a
  /// wrong secret, a mismatch, a refusal. A non-finite `now` means the latest time seen.
  ///
  /// - Parameter attempt: The attempt the verdict is for; `nil` means the current one. A
  ///   verdict for another attempt is ignored.
  /// - Returns: The state changes; empty when no verdict is awaited (then nothing changes).
  @discardableResult
  mutating func showError(at now: Double, attempt: Int?) -> [PadEvent]

  /// Shows the success state for `successHold` seconds from `now`; as `showError`.
  @discardableResult
  mutating func showSuccess(at now: Double, attempt: Int?) -> [PadEvent]

  /// Shows a verdict reached without an entry (a finger): cancels an entry in progress
  /// (`cancelled`, nothing submitted) and holds `verdict` (`.error` or `.success`) as after a
  /// submitted one, from `now`.
  @discardableResult
  mutating func showVerdictWithoutEntry(_ verdict: PadState, at now: Double) -> [PadEvent]

  /// Expires a hold whose deadline is at or before `now`: the surface clears.
  ///
  /// - Returns: `[.stateChanged(.normal)]` when a hold expired, else empty.
  @discardableResult
  mutating func advance(to now: Double) -> [PadEvent]

  /// Clears the surface at once: cancels an entry in progress (`cancelled`), drops an awaited
  /// verdict or a hold, and returns to normal. A stroke or press still down stays ignored
  /// until it lifts.
  @discardableResult
  mutating func reset() -> [PadEvent]
}

extension PadSurface {
  /// The error state for the current attempt (`showError(at:attempt:)` with `nil`).
  @discardableResult
  public mutating func showError(at now: Double) -> [PadEvent] {
    showError(at: now, attempt: nil)
  }

  /// The success state for the current attempt (`showSuccess(at:attempt:)` with `nil`).
  @discardableResult
  public mutating func showSuccess(at now: Double) -> [PadEvent] {
    showSuccess(at: now, attempt: nil)
  }
}
