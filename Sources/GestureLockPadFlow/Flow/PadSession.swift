internal import Foundation
package import GestureLockCore
package import GestureLockSecurity

/// The lock pad's behaviour, independent of any window: touch samples and keys in, a `Scene`
/// and event log lines out. The SDL window (and later the terminal pad) only move samples and
/// pixels.
///
/// On start the session reads the store: nothing enrolled → enrolment (enter, then confirm);
/// enrolled → verification on the stored kind, grid and rules; locked out → a live countdown
/// with input refused; store damaged → locked, with a message. Every verdict comes from
/// `LockService`, so a restart or `kill -9` changes nothing.
///
/// One flow, two input surfaces: the gesture pad's `PadModel` (`model`) or the passcode pad's
/// `PasscodeEntry` (`entry`); exactly one of them is set, chosen by the stored secret's kind or,
/// for a new enrolment, by the passcode mode asked for. Both report a completed entry, too
/// short, cancelled and state changes, and take the same verdicts and holds, so stages,
/// messages, throttling and failing closed are shared (`PadSession+Surface.swift` adapts
/// them).
///
/// Times: `now` values are seconds on a monotonic clock (the pad's holds); lockouts are wall
/// clock seconds since 1970, from the store.
package final class PadSession {
  private let service: LockService
  let log: EventLog
  private let language: Language
  let logNodes: Bool
  private let wallClock: any WallClock
  private let monotonicNow: () -> Double
  let layoutFor: (Grid) -> GridLayout
  let keypadFor: (PasscodeMode) -> Keypad
  /// Called just before the slow KDF runs, after the message changed to "Checking…", so the host
  /// can show a frame first.
  package var willRunKDF: (() -> Void)?
  package private(set) var stage: PadStage
  /// When the lockout countdown must be refreshed next (monotonic seconds), while locked out.
  private var countdownTick: Double?
  /// The gesture pad's model; `nil` on a passcode pad.
  package var model: PadModel?
  /// The passcode pad's entry; `nil` on a gesture pad.
  package var entry: PasscodeEntry?
  private var messageKey: PadMessage
  /// The kind of secret enrolled or to enrol: the stored one when enrolled.
  package let kind: SecretKind
  /// What a new pattern must meet beyond the rules (a minimum strength class).
  private let patternPolicy: PatternPolicy
  /// The grid and rules in force (lengths in nodes, digits or characters): the stored ones
  /// when enrolled, else those asked for.
  package let rules: PatternRules

  /// Starts a session on `service`'s profile.
  ///
  /// - Parameters:
  ///   - service: The lock service for the store and profile.
  ///   - grid: The grid to enrol on when nothing is enrolled (the stored grid wins otherwise).
  ///   - passcode: The passcode pad's mode for a new enrolment, or `nil` for the gesture pad
  ///     (the stored secret's kind wins otherwise).
  ///   - route: The route mode for a new pattern enrolment (the stored rules win otherwise).
  ///   - layoutFor: Makes the layout for a grid in the current view.
  ///   - keypadFor: Makes the keypad for a passcode mode in the current view.
  ///   - stealth: Hide the path and the selected state (gesture pad).
  ///   - logNodes: Write `node` events with indices to the log (gesture pad).
  init(
    service: LockService, grid: Grid, passcode: PasscodeMode? = nil,
    route: RouteMode = .skippedNodesIncluded, layoutFor: @escaping (Grid) -> GridLayout,
    keypadFor: @escaping (PasscodeMode) -> Keypad,
    stealth: Bool, language: Language, log: EventLog, logNodes: Bool,
    patternPolicy: PatternPolicy = PatternPolicy(),
    wallClock: any WallClock = SystemWallClock(), monotonicNow: @escaping () -> Double
  ) {
    self.patternPolicy = patternPolicy
    self.service = service
    self.log = log
    self.language = language
    self.logNodes = logNodes
    self.wallClock = wallClock
    self.monotonicNow = monotonicNow
    self.layoutFor = layoutFor
    self.keypadFor = keypadFor
    var kind = passcode.map(PadSession.kind(of:)) ?? .pattern
    var rules =
      passcode.map { PadSession.rules(for: $0, policy: service.policy) }
      ?? PatternRules(route: route)
    var grid = grid
    let stage: PadStage
    do {
      let status = try service.status()
      if status.enrolled, let storedKind = status.kind, let storedRules = status.rules {
        kind = storedKind
        grid = status.grid ?? grid
        rules = storedRules
        if let until = status.lockedUntil {
          stage = .lockedOut(until: until)
        } else {
          stage = .verify
        }
      } else {
        stage = .enrolFirst
      }
    } catch {
      stage = .storeUnavailable
    }
    self.kind = kind
    self.rules = rules
    self.stage = stage
    if let mode = PadSession.mode(of: kind, rules: rules) {
      entry = PasscodeEntry(
        keypad: keypadFor(mode), minimumLength: rules.minimumLength,
        maximumLength: rules.maximumLength, successHold: PadSession.successHold)
    } else {
      model = PadModel(
        layout: layoutFor(grid), rules: rules, successHold: PadSession.successHold,
        stealth: stealth)
    }
    messageKey = PadSession.message(for: stage, kind: kind, wallNow: wallClock.now())
  }

  /// Seconds the success state shows after an accepted pattern (SPEC.md §2 "shows success
  /// briefly").
  static let successHold = 0.6

  /// The grid on show; the standard grid on a passcode pad.
  package var grid: Grid { model?.layout.grid ?? .standard }

  /// The message under which the pad is drawn now, in the session's language.
  package var message: String { messageKey.text(in: language) }

  /// The frame to draw for a view of `viewSize` points.
  ///
  /// - Parameters:
  ///   - showsMessage: Whether the message is part of the scene (the window), or the front end
  ///     shows `message` itself (the terminal, in a text row under the grid).
  ///   - showsTextKeypad: Whether a text passcode pad draws its keypad (the window, where the
  ///     OK key is clicked), or only the dots (the terminal, where text is only typed).
  package func scene(viewSize: Size, showsMessage: Bool = true, showsTextKeypad: Bool = true)
    -> Scene
  {
    let message = showsMessage ? message : nil
    if let entry {
      return PasscodeScene.build(
        entry: entry, message: message, submitLabel: PadMessage.submitKey.text(in: language),
        viewSize: viewSize, showsKeys: showsTextKeypad || !entry.mode.acceptsText)
    }
    guard let model else { return Scene(size: viewSize, background: PadStyle.standard.background) }
    return PadScene.build(model: model, message: message, viewSize: viewSize)
  }

  /// The surface's visual state now (normal, selected, error, success): the colour of the
  /// message in a front end that draws it itself.
  package var state: PadState { model?.state ?? entry?.state ?? .normal }

  /// When `advance(to:)` must run next (monotonic seconds): a hold's end or the next second of
  /// a lockout countdown.
  func nextDeadline(now: Double) -> Double? {
    let hold = model?.nextDeadline ?? entry?.nextDeadline
    guard let tick = countdownTick else { return hold }
    return min(hold ?? tick, tick)
  }

  /// Whether input is refused now: locked out, or the store cannot be read.
  package var refusesInput: Bool {
    switch stage {
    case .lockedOut, .storeUnavailable: true
    default: false
    }
  }

  /// Feeds one touch sample (view points, monotonic seconds). Ignored while locked.
  ///
  /// - Returns: Whether anything visible may have changed.
  @discardableResult
  func handle(_ sample: TouchSample) -> Bool {
    guard !refusesInput else { return false }
    if model != nil {
      var events: [PadEvent] = []
      model?.handle(sample) { events.append($0) }
      apply(events, now: sample.time)
    }
    if let events = entry?.handle(sample) { apply(events, now: sample.time) }
    return true
  }

  /// Expires holds and refreshes a lockout countdown at monotonic time `now`.
  func advance(to now: Double) {
    if let events = model?.advance(to: now) { apply(events, now: now) }
    if let events = entry?.advance(to: now) { apply(events, now: now) }
    guard case .lockedOut(let until) = stage else {
      countdownTick = nil
      return
    }
    let remaining = until - wallClock.now()
    if remaining <= 0 {
      countdownTick = nil
      enter(.verify)
      messageKey = PadSession.message(for: .verify, kind: kind, wallNow: wallClock.now())
    } else {
      messageKey = .lockedOut(secondsRemaining: Int(remaining.rounded(.up)))
      // Wake when the shown whole second changes (a hair after, so the rounding has moved on).
      let fraction = remaining - remaining.rounded(.down)
      countdownTick = now + (fraction > 0 ? fraction : 1) + 0.005
    }
  }

  /// Lays the pad out again for the current view size (`layoutFor`, `keypadFor`); a stroke or
  /// a key press in progress is cancelled, typed characters are kept.
  func relayout() {
    if let layout = model.map({ layoutFor($0.layout.grid) }), let events = model?.relayout(layout) {
      apply(events, now: 0)
    }
    if let keypad = entry.map({ keypadFor($0.mode) }), let events = entry?.relayout(keypad) {
      apply(events, now: 0)
    }
  }

  /// Feeds one key command to the gesture pad: arrow keys, Space, Return (SPEC.md §2
  /// "Keyboard operation"; Escape goes through `cancelStroke()`). Ignored while locked and on
  /// a passcode pad.
  ///
  /// - Returns: Whether anything visible may have changed.
  @discardableResult
  func handle(_ command: KeyCommand, at now: Double) -> Bool {
    guard !refusesInput, model != nil else { return false }
    var events: [PadEvent] = []
    model?.handle(command, at: now) { events.append($0) }
    apply(events, now: now)
    return true
  }

  /// Cancels a stroke in progress, or discards the characters typed (Escape): nothing
  /// submitted, nothing counted.
  func cancelStroke() {
    if model?.isTracking == true, let events = model?.reset() { apply(events, now: 0) }
    if entry?.isEntering == true, let events = entry?.reset() { apply(events, now: 0) }
  }

  // MARK: - The flow

  /// What the surface reported as complete: a drawn pattern or a typed secret.
  func submit(_ secret: Secret, now: Double) {
    switch stage {
    case .enrolFirst:
      // Refused by policy (a common PIN, a wrong length): say so now, not after confirming.
      if case .refused(let outcome) = service.policy.evaluate(secret) {
        refuse(outcome, now: now)
        return
      }
      // Too weak for the policy's minimum strength class: explain, and draw again.
      if case .pattern(let pattern) = secret,
        let violation = (try? patternPolicy.violations(for: pattern))?.first
      {
        log.write("refused", [("reason", .string("weak_pattern"))])
        messageKey = violation.message
        enter(.enrolFirst)
        showError(at: now)
        return
      }
      enter(.enrolConfirm(secret))
      messageKey = PadSession.message(for: stage, kind: kind, wallNow: wallClock.now())
      resetSurface(now: now)
    case .enrolConfirm(let first):
      enrol(first, confirmation: secret, now: now)
    case .verify:
      verify(secret, now: now)
    case .lockedOut, .storeUnavailable:
      resetSurface(now: now)
    }
  }

  /// The surface reported a too-short entry (not counted): the pad holds the error by itself.
  func tooShort(length: Int) {
    log.write("too_short", [("length", .int(length)), ("minimum", .int(rules.minimumLength))])
    messageKey =
      kind.isTyped
      ? .passcodeTooShort(minimum: rules.minimumLength) : .tooShort(minimum: rules.minimumLength)
  }

  /// The surface's visual state changed.
  func stateChanged(_ state: PadState) {
    log.write("state", [("state", .string(state.rawValue))])
    // A new stroke or entry replaces the last attempt's feedback with the stage's prompt.
    if state == .selected {
      messageKey = PadSession.message(for: stage, kind: kind, wallNow: wallClock.now())
    }
  }

  private func enrol(_ first: Secret, confirmation: Secret, now: Double) {
    messageKey = .verifying
    willRunKDF?()
    do {
      let outcome =
        kind == .pattern
        ? try service.enroll(first, confirmation: confirmation, rules: rules)
        : try service.enroll(first, confirmation: confirmation)
      // The KDF took a while: holds start when the verdict is shown, not when the finger lifted.
      let now = max(now, monotonicNow())
      switch outcome {
      case .enrolled:
        var fields: [(String, JSONValue)] = [("kind", .string(kind.rawValue))]
        if kind == .pattern { fields.append(("grid", .string(grid.description))) }
        log.write("enrolled", fields)
        enter(.verify)
        messageKey = kind.isTyped ? .passcodeSaved : .enrolled
        showSuccess(at: now)
      case .mismatch:
        log.write("mismatch")
        enter(.enrolFirst)
        messageKey = kind.isTyped ? .passcodeMismatch : .mismatch
        showError(at: now)
      case .tooShort, .tooLong, .pinLength, .commonPIN:
        refuse(outcome, now: now)
      case .alreadyEnrolled:
        enrolledElsewhere(now: now)
      }
    } catch {
      failClosed(error, now: now)
    }
  }

  /// Another pad or process enrolled while this one was enrolling; nothing was stored here.
  /// When the stored secret suits this pad (same kind, grid and rules) the pad verifies it
  /// from now on; otherwise it would show the wrong surface, so it asks to be restarted and
  /// takes no input.
  private func enrolledElsewhere(now: Double) {
    log.write("refused", [("reason", .string("enrolled_elsewhere"))])
    let stored = try? service.status()
    if let stored, stored.enrolled, stored.kind == kind, stored.rules == rules,
      kind.isTyped || stored.grid == grid
    {
      enter(.verify)
      messageKey = .enrolledElsewhere
    } else {
      enter(.storeUnavailable)
      messageKey = .enrolledElsewhereRestart
    }
    showError(at: now)
  }

  /// A new secret the policy refuses: say why, and start the enrolment over.
  private func refuse(_ outcome: EnrolmentOutcome, now: Double) {
    let reason: String
    switch outcome {
    case .tooShort(let minimum):
      reason = "too_short"
      messageKey = kind.isTyped ? .passcodeTooShort(minimum: minimum) : .tooShort(minimum: minimum)
    case .commonPIN:
      reason = "common_pin"
      messageKey = .commonPIN
    case .tooLong:
      // The pad's own limits (the grid, the entry's maximum) keep this out in practice.
      reason = "too_long"
      messageKey = kind.isTyped ? .passcodeMismatch : .mismatch
    default:
      // A PIN length the policy does not allow (`pad --pin-length` checks it first).
      reason = "not_allowed"
      messageKey = kind.isTyped ? .passcodeMismatch : .mismatch
    }
    log.write("refused", [("reason", .string(reason))])
    enter(.enrolFirst)
    showError(at: now)
  }

  private func verify(_ secret: Secret, now: Double) {
    messageKey = .verifying
    willRunKDF?()
    do {
      let outcome = try service.verify(secret)
      let now = max(now, monotonicNow())
      switch outcome {
      case .accepted:
        log.write("verified", [("result", .string("accepted"))])
        messageKey = .unlocked
        showSuccess(at: now)
      case .rejected(let left):
        log.write(
          "verified", [("result", .string("rejected")), ("attemptsBeforeDelay", .int(left))])
        messageKey =
          kind.isTyped ? .wrongPasscode(attemptsLeft: left) : .wrongPattern(attemptsLeft: left)
        showError(at: now)
        if let until = try service.status().lockedUntil {
          enter(.lockedOut(until: until))
          messageKey = PadSession.message(for: stage, kind: kind, wallNow: wallClock.now())
        }
      case .throttled(let until):
        log.write(
          "verified",
          [("result", .string("throttled")), ("lockedUntil", .string(PadSession.iso8601(until)))])
        enter(.lockedOut(until: until))
        messageKey = PadSession.message(for: stage, kind: kind, wallNow: wallClock.now())
        showError(at: now)
      case .notEnrolled, .wiped:
        if outcome == .wiped { log.write("verified", [("result", .string("wiped"))]) }
        enter(.enrolFirst)
        messageKey = PadSession.message(for: stage, kind: kind, wallNow: wallClock.now())
        resetSurface(now: now)
      case .lockedPermanently:
        // Only under a policy with a failure limit (not the pad's); locked until a forced reset.
        log.write("verified", [("result", .string("locked_permanently"))])
        enter(.storeUnavailable)
        messageKey = .storeUnavailable
        showError(at: now)
      case .tooShort(let minimum):
        messageKey =
          kind.isTyped ? .passcodeTooShort(minimum: minimum) : .tooShort(minimum: minimum)
        showError(at: now)
      }
    } catch {
      failClosed(error, now: now)
    }
  }

  /// The store or the KDF failed: locked, with a message; never "unlocked".
  ///
  /// A busy store (another process held it past the busy timeout) is not damage: nothing was
  /// read, written or counted, so the pad says so and stays where it was, to be tried again.
  /// Anything else leaves the pad locked (`storeUnavailable`) until it is restarted.
  func failClosed(_ error: SecurityError, now: Double) {
    log.write("error", [("message", .string(error.description))])
    if case .storeBusy = error {
      messageKey = .storeBusy
      showError(at: now)
      return
    }
    enter(.storeUnavailable)
    messageKey = .storeUnavailable
    showError(at: now)
  }

  private func enter(_ stage: PadStage) {
    guard stage != self.stage else { return }
    self.stage = stage
    var fields: [(String, JSONValue)] = [("stage", .string(stage.name))]
    if case .lockedOut(let until) = stage {
      fields.append(("lockedUntil", .string(PadSession.iso8601(until))))
      countdownTick = monotonicNow()
    }
    log.write("stage", fields)
  }

  /// Wall-clock `seconds` since 1970 as ISO 8601 in UTC, as the CLI prints lockouts: rounded
  /// up to the whole second, so a lockout's end is never shown early (and the pad and the CLI
  /// name the same second).
  package static func iso8601(_ seconds: Double) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date(timeIntervalSince1970: seconds.rounded(.up)))
  }

  private static func message(for stage: PadStage, kind: SecretKind, wallNow: Double)
    -> PadMessage
  {
    switch stage {
    case .enrolFirst: kind.isTyped ? .enterNewPasscode : .drawNewPattern
    case .enrolConfirm: kind.isTyped ? .confirmPasscode : .confirmPattern
    case .verify: kind.isTyped ? .enterPasscode : .drawPattern
    case .lockedOut(let until):
      .lockedOut(secondsRemaining: max(0, Int((until - wallNow).rounded(.up))))
    case .storeUnavailable: .storeUnavailable
    }
  }
}
