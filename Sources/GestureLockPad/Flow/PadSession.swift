internal import Foundation
internal import GestureLockCore
internal import GestureLockSecurity

/// The lock pad's behaviour, independent of any window: touch samples in, a `Scene` and event
/// log lines out. The SDL window (and later the terminal pad) only move samples and pixels.
///
/// On start the session reads the store: nothing enrolled → enrolment (draw, then confirm);
/// enrolled → verification on the stored grid and rules; locked out → a live countdown with
/// input refused; store damaged → locked, with a message. Every verdict comes from
/// `LockService`, so a restart or `kill -9` changes nothing.
///
/// Times: `now` values are seconds on a monotonic clock (the pad's holds); lockouts are wall
/// clock seconds since 1970, from the store.
final class PadSession {
  private let service: LockService
  private let log: EventLog
  private let language: Language
  private let logNodes: Bool
  private let wallClock: any WallClock
  private let monotonicNow: () -> Double
  /// Called just before the slow KDF runs, after the message changed to "Checking…", so the host
  /// can show a frame first.
  var willRunKDF: (() -> Void)?
  private(set) var stage: PadStage
  /// When the lockout countdown must be refreshed next (monotonic seconds), while locked out.
  private var countdownTick: Double?
  private(set) var model: PadModel
  private var messageKey: PadMessage
  /// The grid and rules in force: the stored ones when enrolled, else those asked for.
  let rules: PatternRules

  /// Starts a session on `service`'s profile.
  ///
  /// - Parameters:
  ///   - service: The lock service for the store and profile.
  ///   - grid: The grid to enrol on when nothing is enrolled (the stored grid wins otherwise).
  ///   - layoutFor: Makes the layout for a grid in the current view.
  ///   - stealth: Hide the path and the selected state.
  ///   - logNodes: Write `node` events with indices to the log.
  init(
    service: LockService, grid: Grid, layoutFor: (Grid) -> GridLayout, stealth: Bool,
    language: Language, log: EventLog, logNodes: Bool,
    wallClock: any WallClock = SystemWallClock(), monotonicNow: @escaping () -> Double
  ) {
    self.service = service
    self.log = log
    self.language = language
    self.logNodes = logNodes
    self.wallClock = wallClock
    self.monotonicNow = monotonicNow
    var rules = PatternRules.standard
    var grid = grid
    let stage: PadStage
    do {
      let status = try service.status()
      if status.enrolled, let stored = status.grid, let storedRules = status.rules {
        grid = stored
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
    self.rules = rules
    self.stage = stage
    model = PadModel(
      layout: layoutFor(grid), rules: rules, successHold: PadSession.successHold, stealth: stealth)
    messageKey = PadSession.message(for: stage, wallNow: wallClock.now())
  }

  /// Seconds the success state shows after an accepted pattern (SPEC.md §2 "shows success
  /// briefly").
  static let successHold = 0.6

  /// The grid on show.
  var grid: Grid { model.layout.grid }

  /// The message under which the pad is drawn now, in the session's language.
  var message: String { messageKey.text(in: language) }

  /// The frame to draw for a view of `viewSize` points.
  func scene(viewSize: Size) -> Scene {
    PadScene.build(model: model, message: message, viewSize: viewSize)
  }

  /// When `advance(to:)` must run next (monotonic seconds): a hold's end or the next second of
  /// a lockout countdown.
  func nextDeadline(now: Double) -> Double? {
    guard let tick = countdownTick else { return model.nextDeadline }
    return min(model.nextDeadline ?? tick, tick)
  }

  /// Feeds one touch sample (view points, monotonic seconds). Ignored while locked.
  ///
  /// - Returns: Whether anything visible may have changed.
  @discardableResult
  func handle(_ sample: TouchSample) -> Bool {
    switch stage {
    case .lockedOut, .storeUnavailable: return false
    default: break
    }
    var events: [PadEvent] = []
    model.handle(sample) { events.append($0) }
    for event in events { react(to: event, now: sample.time) }
    return true
  }

  /// Expires holds and refreshes a lockout countdown at monotonic time `now`.
  func advance(to now: Double) {
    for event in model.advance(to: now) { react(to: event, now: now) }
    guard case .lockedOut(let until) = stage else {
      countdownTick = nil
      return
    }
    let remaining = until - wallClock.now()
    if remaining <= 0 {
      countdownTick = nil
      enter(.verify)
      messageKey = .drawPattern
    } else {
      messageKey = .lockedOut(secondsRemaining: Int(remaining.rounded(.up)))
      // Wake when the shown whole second changes (a hair after, so the rounding has moved on).
      let fraction = remaining - remaining.rounded(.down)
      countdownTick = now + (fraction > 0 ? fraction : 1) + 0.005
    }
  }

  /// Lays the grid out again for a new view size; a stroke in progress is cancelled.
  func relayout(_ layout: GridLayout) {
    for event in model.relayout(layout) { react(to: event, now: 0) }
  }

  /// Cancels a stroke in progress (Escape): nothing submitted, nothing counted.
  func cancelStroke() {
    guard model.isTracking else { return }
    for event in model.reset() { react(to: event, now: 0) }
  }

  // MARK: - Reactions

  private func react(to event: PadEvent, now: Double) {
    switch event {
    case .nodeSelected(let index):
      if logNodes { log.write("node", [("index", .int(index))]) }
    case .stateChanged(let state):
      log.write("state", [("state", .string(state.rawValue))])
      // A new stroke replaces the last attempt's feedback with the stage's prompt.
      if state == .selected {
        messageKey = PadSession.message(for: stage, wallNow: wallClock.now())
      }
    case .tooShort(let length):
      log.write("too_short", [("length", .int(length)), ("minimum", .int(rules.minimumLength))])
      messageKey = .tooShort(minimum: rules.minimumLength)
    case .cancelled:
      log.write("cancelled")
    case .completed(let pattern):
      submit(pattern, now: now)
    }
  }

  private func submit(_ pattern: Pattern, now: Double) {
    switch stage {
    case .enrolFirst:
      enter(.enrolConfirm(pattern))
      messageKey = .confirmPattern
      apply(model.reset(), now: now)
    case .enrolConfirm(let first):
      enrol(first, confirmation: pattern, now: now)
    case .verify:
      verify(pattern, now: now)
    case .lockedOut, .storeUnavailable:
      apply(model.reset(), now: now)
    }
  }

  private func enrol(_ first: Pattern, confirmation: Pattern, now: Double) {
    messageKey = .verifying
    willRunKDF?()
    do {
      let outcome = try service.enroll(
        .pattern(first), confirmation: .pattern(confirmation), rules: rules)
      // The KDF took a while: holds start when the verdict is shown, not when the finger lifted.
      let now = max(now, monotonicNow())
      switch outcome {
      case .enrolled:
        log.write("enrolled", [("grid", .string(grid.description))])
        enter(.verify)
        messageKey = .enrolled
        apply(model.showSuccess(at: now), now: now)
      case .mismatch:
        log.write("mismatch")
        enter(.enrolFirst)
        messageKey = .mismatch
        apply(model.showError(at: now), now: now)
      case .tooShort(let minimum):
        enter(.enrolFirst)
        messageKey = .tooShort(minimum: minimum)
        apply(model.showError(at: now), now: now)
      case .tooLong, .pinLength, .commonPIN:
        // The last two refuse typed secrets only; a pattern never gets them.
        enter(.enrolFirst)
        messageKey = .mismatch
        apply(model.showError(at: now), now: now)
      case .alreadyEnrolled:
        // Another process enrolled meanwhile: nothing was stored here; start from the store.
        log.write("error", [("message", .string("a secret was enrolled meanwhile"))])
        enter(.storeUnavailable)
        messageKey = .storeUnavailable
        apply(model.showError(at: now), now: now)
      }
    } catch {
      failClosed(error, now: now)
    }
  }

  private func verify(_ pattern: Pattern, now: Double) {
    messageKey = .verifying
    willRunKDF?()
    do {
      let outcome = try service.verify(.pattern(pattern))
      let now = max(now, monotonicNow())
      switch outcome {
      case .accepted:
        log.write("verified", [("result", .string("accepted"))])
        messageKey = .unlocked
        apply(model.showSuccess(at: now), now: now)
      case .rejected(let left):
        log.write(
          "verified", [("result", .string("rejected")), ("attemptsBeforeDelay", .int(left))])
        messageKey = .wrongPattern(attemptsLeft: left)
        apply(model.showError(at: now), now: now)
        if let until = try service.status().lockedUntil {
          enter(.lockedOut(until: until))
          messageKey = PadSession.message(for: stage, wallNow: wallClock.now())
        }
      case .throttled(let until):
        log.write(
          "verified",
          [("result", .string("throttled")), ("lockedUntil", .string(PadSession.iso8601(until)))])
        enter(.lockedOut(until: until))
        messageKey = PadSession.message(for: stage, wallNow: wallClock.now())
        apply(model.showError(at: now), now: now)
      case .notEnrolled, .wiped:
        if outcome == .wiped { log.write("verified", [("result", .string("wiped"))]) }
        enter(.enrolFirst)
        messageKey = .drawNewPattern
        apply(model.reset(), now: now)
      case .lockedPermanently:
        // Only under a policy with a failure limit (not the pad's); locked until a forced reset.
        log.write("verified", [("result", .string("locked_permanently"))])
        enter(.storeUnavailable)
        messageKey = .storeUnavailable
        apply(model.showError(at: now), now: now)
      case .tooShort(let minimum):
        messageKey = .tooShort(minimum: minimum)
        apply(model.showError(at: now), now: now)
      }
    } catch {
      failClosed(error, now: now)
    }
  }

  private func failClosed(_ error: SecurityError, now: Double) {
    log.write("error", [("message", .string(error.description))])
    enter(.storeUnavailable)
    messageKey = .storeUnavailable
    apply(model.showError(at: now), now: now)
  }

  private func apply(_ events: [PadEvent], now: Double) {
    for event in events { react(to: event, now: now) }
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

  /// Wall-clock `seconds` since 1970 as ISO 8601 in UTC, as the CLI prints lockouts.
  static func iso8601(_ seconds: Double) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date(timeIntervalSince1970: seconds))
  }

  private static func message(for stage: PadStage, wallNow: Double) -> PadMessage {
    switch stage {
    case .enrolFirst: .drawNewPattern
    case .enrolConfirm: .confirmPattern
    case .verify: .drawPattern
    case .lockedOut(let until):
      .lockedOut(secondsRemaining: max(0, Int((until - wallNow).rounded(.up))))
    case .storeUnavailable: .storeUnavailable
    }
  }
}
