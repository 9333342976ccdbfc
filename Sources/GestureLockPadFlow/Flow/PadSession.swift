internal import Foundation
package import GestureLockCore
package import GestureLockSecurity

/// The lock pad's behaviour, independent of any window: touch samples and keys in, a `Scene`
/// and event log lines out. The SDL window and the terminal pad only move samples and pixels
/// (through `PadController` and `PadLoop`).
///
/// It starts from the store's status, read by its host: nothing enrolled → enrolment (enter,
/// then confirm); enrolled → verification on the stored kind, grid and rules; locked out → a
/// live countdown with input refused; store damaged → locked, with a message. Every verdict
/// comes from the store, so a restart or `kill -9` changes nothing.
///
/// The session never calls the store itself: a complete entry (or a store to read again)
/// leaves one `PadCheck` pending (`pendingCheck`, "Checking…" on show, input refused); the host
/// runs it through a `PadChecker` and hands the `PadVerdict` back (`conclude(_:at:)`), from
/// which every message, hold, stage change, countdown and log event follows here. A Linux pad
/// does it synchronously (`runPendingCheck(with:now:drawFirst:)`, through `PadController`).
///
/// Store faults (SPEC.md §5): a store that cannot be used for a passing reason — busy, on a
/// full or read-only file system — counts nothing and checks nothing; the pad says which and
/// tries the store again at the next attempt ("Trying the lock store again…"), also when it
/// could not be read at the start (then the next input tries). A damaged store — also one
/// damaged while the pad runs, seen at the next attempt — leaves the pad locked, taking no
/// input, with a message saying so.
///
/// One flow, one input surface (Core's `PadSurface`): the gesture pad or the passcode pad,
/// chosen by the stored secret's kind or, for a new enrolment, by the passcode mode asked for.
/// Both report a completed entry, too short, cancelled and state changes as one event type
/// (`PadEvent`), and take the same verdicts and holds, so stages, messages, throttling and
/// failing closed are written once (`PadSession+Surface.swift` feeds the surface and reads its
/// events). Every line of the event log is a typed `PadLogEvent`.
///
/// Times: `now` values are seconds on a monotonic clock (the pad's holds); lockouts are wall
/// clock seconds since 1970, from the store.
package final class PadSession {
  /// The enrolment policy (what a new secret must be); the store's own checks stay the
  /// checker's.
  private let policy: LockPolicy
  let log: EventLog
  let language: Language
  /// What a lock screen asks beyond a pad's (never enrol; the account password), or `nil`
  /// for a pad.
  let lockScreen: LockScreenPolicy?
  /// The account password screen's state while it is on show (`PadSession+AccountPassword`).
  var typedPassword: TypedAccountPassword?
  let logNodes: Bool
  private let wallClock: any WallClock
  private let monotonicNow: () -> Double
  /// The view the surface is laid out in now.
  let viewport: () -> PadViewport
  /// What the store must answer before the session goes on, while it waits for the host
  /// (`conclude(_:at:)`); `nil` otherwise. Input is refused meanwhile.
  package private(set) var pendingCheck: PadCheck?
  package private(set) var stage: PadStage
  /// Whether the user has unlocked during this session: the stored secret was accepted, or a
  /// first secret was just enrolled (proving nothing was there to guard). Cleared only when
  /// the pad locks again (`relock(now:)`, `pad --relock-after`); `PadLoop` ends on it (the
  /// gate, `PadLoopEnding.unlocked`).
  package private(set) var hasUnlocked = false
  /// When the lockout countdown must be refreshed next (monotonic seconds), while locked out.
  private var countdownTick: Double?
  /// The gesture pad or the passcode pad, by the secret's kind.
  package internal(set) var surface: any PadSurface
  /// The message on show; set by the flow and by fingerprint unlock
  /// (`PadSession+Fingerprint.swift`).
  var messageKey: PadMessage
  /// Why the store could not be used last, when the reason passes (busy, full, read-only):
  /// nothing was counted, and the next attempt (or, in `.storeUnavailable`, the next input)
  /// tries it again. `nil` once the store answered again, and for damage.
  package private(set) var storeFault: SecurityError?
  /// Fingerprint unlock beside drawing, once started (`PadSession+Fingerprint.swift`).
  var fingerprint: PadFingerprint?
  /// The kind of secret enrolled or to enrol: the stored one when enrolled.
  package let kind: SecretKind
  /// The grid and rules in force (lengths in nodes, digits or characters): the stored ones
  /// when enrolled, else those asked for.
  package let rules: PatternRules

  /// Starts a session on a profile whose status the host read.
  ///
  /// - Parameters:
  ///   - status: The profile's status (`LockService.status()`), or why it could not be read.
  ///   - policy: The enrolment policy (the lengths a new passcode must have, the pattern
  ///     strength, common PINs).
  ///   - grid: The grid to enrol on when nothing is enrolled (the stored grid wins otherwise).
  ///   - passcode: The passcode pad's mode for a new enrolment, or `nil` for the gesture pad
  ///     (the stored secret's kind wins otherwise).
  ///   - route: The route mode for a new pattern enrolment (the stored rules win otherwise).
  ///   - viewport: The view the surface is laid out in now.
  ///   - stealth: Hide the path and the selected state (gesture pad).
  ///   - logNodes: Write `node` events with indices to the log (gesture pad).
  ///   - lockScreen: A lock screen's policy (never enrol; the account password), or `nil`.
  init(
    status: Result<LockStatus, SecurityError>, policy: LockPolicy, grid: Grid,
    passcode: PasscodeMode? = nil,
    route: RouteMode = .skippedNodesIncluded, viewport: @escaping () -> PadViewport,
    stealth: Bool, language: Language, log: EventLog, logNodes: Bool,
    wallClock: any WallClock = SystemWallClock(), monotonicNow: @escaping () -> Double,
    lockScreen: LockScreenPolicy? = nil
  ) {
    self.policy = policy
    self.lockScreen = lockScreen
    self.log = log
    self.language = language
    self.logNodes = logNodes
    self.wallClock = wallClock
    self.monotonicNow = monotonicNow
    self.viewport = viewport
    var kind = passcode.map(SecretKind.init) ?? .pattern
    var rules =
      passcode.map { PatternRules($0, policy: policy) } ?? PatternRules(route: route)
    var grid = grid
    let stage: PadStage
    var fault: SecurityError? = nil
    switch status {
    case .success(let status):
      if let enrolled = status.enrolledStatus {
        kind = enrolled.kind
        grid = enrolled.grid ?? grid
        rules = enrolled.rules
        if let until = status.lockedUntil {
          stage = .lockedOut(until: until)
        } else {
          stage = .verify
        }
      } else {
        stage = .enrolFirst
      }
    case .failure(let error):
      stage = .storeUnavailable
      fault = error
    }
    self.kind = kind
    self.rules = rules
    self.stage = stage
    self.grid = kind == .pattern ? grid : .standard
    surface = kind.surface(
      rules: rules, grid: grid, viewport: viewport(), stealth: stealth,
      successHold: PadSession.successHold)
    messageKey =
      fault.map(Self.message(for:)) ?? .prompt(for: stage, kind: kind, wallNow: wallClock.now())
    storeFault = fault.flatMap { $0.isTemporaryStoreFailure ? $0 : nil }
  }

  /// Seconds the success state shows after an accepted pattern (SPEC.md §2 "shows success
  /// briefly").
  static let successHold = 0.6

  /// The grid on show; the standard grid on a passcode pad.
  package let grid: Grid

  /// The message under which the pad is drawn now, in the session's language.
  package var message: String { messageKey.text(in: language) }

  /// The frame to draw for a view of `viewSize` points.
  ///
  /// - Parameters:
  ///   - showsMessage: Whether the message is part of the scene (the window), or the front end
  ///     shows `message` itself (the terminal, in a text row under the grid).
  ///   - showsTextKeypad: Whether a text passcode pad draws its keypad (the window, where the
  ///     OK key is clicked), or only the dots (the terminal, where text is only typed).
  /// On a lock screen that offers the account password: its screen while on show, else the
  /// pad with the hint "Forgot it? Tab: use your account password" at its foot.
  package func scene(viewSize: Size, showsMessage: Bool = true, showsTextKeypad: Bool = true)
    -> Scene
  {
    if let scene = accountPasswordScene(viewSize: viewSize) { return scene }
    let scene = surface.scene(
      style: .standard, message: showsMessage ? message : nil,
      submitLabel: PadMessage.submitKey.text(in: language), viewSize: viewSize,
      showsTextKeypad: showsTextKeypad)
    guard lockScreen?.accountPassword != nil else { return scene }
    return AccountPasswordScene.withHint(scene, language: language)
  }

  /// The surface's visual state now (normal, selected, error, success): the colour of the
  /// message in a front end that draws it itself.
  package var state: PadState { surface.state }

  /// When `advance(to:)` must run next (monotonic seconds): a hold's end or the next second of
  /// a lockout countdown.
  func nextDeadline(now: Double) -> Double? {
    let hold = surface.nextDeadline
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

  /// Whether the pad refuses an input at monotonic time `now`: while a check is pending, and
  /// while locked. In
  /// `.storeUnavailable` for a passing reason, an input that starts something (`retrying`: a
  /// press, a key) tries the store again instead of being taken (it is never part of an
  /// attempt); the pad takes input from the next one if the store answered.
  ///
  /// - Returns: `nil` when the input is taken; otherwise whether anything visible changed.
  func refuseInput(at now: Double, retrying: Bool = true) -> Bool? {
    if pendingCheck != nil { return false }
    guard refusesInput else { return nil }
    guard retrying, stage == .storeUnavailable, storeFault != nil else { return false }
    retryStore(now: now)
    return true
  }

  /// Feeds one touch sample (view points, monotonic seconds). Ignored while locked.
  ///
  /// - Returns: Whether anything visible may have changed.
  @discardableResult
  func handle(_ sample: TouchSample) -> Bool {
    // The pointer does nothing on the account password screen, and a lock screen enrols
    // nothing.
    if pendingCheck == nil, showsAccountPassword() || takesNoInput { return false }
    if let changed = refuseInput(at: sample.time, retrying: sample.phase == .began) {
      return changed
    }
    apply(surface.handle(sample), now: sample.time)
    return true
  }

  /// Expires holds and refreshes a lockout countdown at monotonic time `now`.
  func advance(to now: Double) {
    apply(surface.advance(to: now), now: now)
    guard case .lockedOut(let until) = stage else {
      countdownTick = nil
      return
    }
    let remaining = until - wallClock.now()
    if remaining <= 0 {
      countdownTick = nil
      enter(.verify)
      resumeFingerprint()
      showPrompt()
    } else {
      messageKey = .lockedOut(secondsRemaining: Int(remaining.rounded(.up)))
      // Wake when the shown whole second changes (a hair after, so the rounding has moved on).
      let fraction = remaining - remaining.rounded(.down)
      countdownTick = now + (fraction > 0 ? fraction : 1) + 0.005
    }
  }

  /// Lays the pad out again for the current view (`viewport`); a stroke or a key press in
  /// progress is cancelled, typed characters are kept.
  func relayout() {
    apply(surface.relayout(in: viewport()), now: 0)
  }

  /// Cancels a stroke in progress, or discards the characters typed (Escape): nothing
  /// submitted, nothing counted.
  func cancelStroke() {
    guard pendingCheck == nil, !accountPasswordEscape(), !takesNoInput, surface.isEntering
    else { return }
    apply(surface.reset(), now: 0)
  }

  // MARK: - The flow

  /// What the surface reported as complete: a drawn pattern or a typed secret.
  func submit(_ secret: Secret, now: Double) {
    switch stage {
    case .enrolFirst:
      // Refused by policy (too weak, a common PIN, a wrong length): say so now, not after
      // confirming.
      if case .refused(let outcome) = policy.evaluate(secret) {
        refuse(outcome, now: now)
        return
      }
      enter(.enrolConfirm(secret))
      showPrompt()
      resetSurface(now: now)
    case .enrolConfirm(let first):
      request(.enrol(first, confirmation: secret, rules: kind == .pattern ? rules : nil))
    case .verify:
      request(
        .verify(
          secret, fingerprintOn: fingerprint != nil, enrolledFingers: fingerprint?.fingers))
    case .lockedOut, .storeUnavailable:
      resetSurface(now: now)
    }
  }

  /// The surface reported a too-short entry (not counted): the pad holds the error by itself.
  func tooShort(length: Int) {
    log.write(.tooShort(length: length, minimum: rules.minimumLength))
    messageKey = .tooShort(minimum: rules.minimumLength, kind: kind)
  }

  /// The surface's visual state changed.
  func stateChanged(_ state: PadState) {
    log.write(.state(state))
    // A new stroke or entry replaces the last attempt's feedback with the stage's prompt.
    if state == .selected { showPrompt() }
  }

  /// The enrolment's verdict.
  private func enrolled(_ outcome: EnrolmentOutcome, stored: EnrolledStatus?, now: Double) {
    storeFault = nil
    switch outcome {
    case .enrolled:
      log.write(.enrolled(kind: kind, grid: kind == .pattern ? grid : nil))
      hasUnlocked = true
      enter(.verify)
      messageKey = .saved(kind: kind)
      showSuccess(at: now)
    case .mismatch:
      log.write(.mismatch)
      enter(.enrolFirst)
      messageKey = .mismatch(kind: kind)
      showError(at: now)
    case .tooShort, .tooLong, .pinLength, .commonPIN, .tooWeak:
      refuse(outcome, now: now)
    case .alreadyEnrolled:
      enrolledElsewhere(stored: stored, now: now)
    }
  }

  /// Another pad or process enrolled while this one was enrolling; nothing was stored here.
  /// When the stored secret suits this pad (same kind, grid and rules) the pad verifies it
  /// from now on; otherwise it would show the wrong surface, so it asks to be restarted and
  /// takes no input.
  private func enrolledElsewhere(stored: EnrolledStatus?, now: Double) {
    log.write(.refused(.enrolledElsewhere))
    if let stored, stored.kind == kind, stored.rules == rules,
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
    let reason: PadLogEvent.Refusal
    switch outcome {
    case .tooShort(let minimum):
      reason = .tooShort
      messageKey = .tooShort(minimum: minimum, kind: kind)
    case .commonPIN:
      reason = .commonPIN
      messageKey = .commonPIN
    case .tooWeak(let violation):
      // Below the policy's minimum strength class: explain, and draw again.
      reason = .weakPattern
      messageKey = violation.message
    case .tooLong:
      // The pad's own limits (the grid, the entry's maximum) keep this out in practice.
      reason = .tooLong
      messageKey = .mismatch(kind: kind)
    default:
      // A PIN length the policy does not allow (`pad --pin-length` checks it first).
      reason = .notAllowed
      messageKey = .mismatch(kind: kind)
    }
    log.write(.refused(reason))
    enter(.enrolFirst)
    showError(at: now)
  }

  /// The verification's verdict; `lockedUntil`: the lockout a rejection started.
  private func verified(_ outcome: VerificationOutcome, lockedUntil: Double?, now: Double) {
    storeFault = nil
    switch outcome {
    case .accepted:
      unlock(now: now)
    case .rejected(let left):
      log.write(.verified(.rejected(attemptsBeforeDelay: left)))
      messageKey = .wrong(kind: kind, attemptsLeft: left)
      showError(at: now)
      if let until = lockedUntil {
        enter(.lockedOut(until: until))
        showPrompt()
      }
    case .throttled(let until):
      log.write(.verified(.throttled(lockedUntil: until)))
      enter(.lockedOut(until: until))
      showPrompt()
      showError(at: now)
    case .notEnrolled, .wiped:
      if outcome == .wiped { log.write(.verified(.wiped)) }
      enter(.enrolFirst)
      showPrompt()
      resetSurface(now: now)
    case .lockedPermanently:
      // Only under a policy with a failure limit (not the pad's); locked until a forced reset.
      log.write(.verified(.lockedPermanently))
      enter(.storeUnavailable)
      messageKey = .storeUnavailable
      showError(at: now)
    case .tooShort(let minimum):
      messageKey = .tooShort(minimum: minimum, kind: kind)
      showError(at: now)
    }
  }

  /// Locks again after an unlock (`pad --relock-after`): back to verification with its
  /// prompt, anything half-entered discarded, and a `stage` event (`verify`) in the log.
  /// Nothing is counted.
  func relock(now: Double) {
    guard hasUnlocked else { return }
    hasUnlocked = false
    stage = .verify
    log.write(.stage(PadStage.verify.logged))
    resumeFingerprint()
    showPrompt()
    resetSurface(now: now)
  }

  /// The secret, or an enrolled finger the rules allowed, unlocked: the one verdict path of
  /// both (`verified` `accepted`, "Unlocked", the success state). Fingerprint verification is
  /// cancelled (the reader is released at once, the thread joined on the way out of the loop).
  ///
  /// - Parameter byFinger: Whether a finger unlocked: no entry was submitted, and one in
  ///   progress is dropped.
  func unlock(now: Double, byFinger: Bool = false) {
    withdrawFingerprint()
    log.write(.verified(.accepted))
    hasUnlocked = true
    messageKey = .unlocked
    if byFinger { showVerdictWithoutEntry(.success, at: now) } else { showSuccess(at: now) }
  }

  /// The store or the KDF failed: locked, with a message; never "unlocked".
  ///
  /// A store that cannot be used for a passing reason — busy (another process held it past
  /// the busy timeout), or on a full or read-only file system — is not damage: nothing was
  /// counted or checked, so the pad says which and stays where it was; the next attempt tries
  /// the store again. Anything else (damage, also found while the pad ran) leaves the pad
  /// locked (`storeUnavailable`) until it is restarted.
  func failClosed(_ error: SecurityError, now: Double) {
    log.write(.error(message: error.description))
    messageKey = Self.message(for: error)
    if error.isTemporaryStoreFailure {
      storeFault = error
      showError(at: now)
      return
    }
    storeFault = nil
    enter(.storeUnavailable)
    showError(at: now)
  }

  /// What the pad says when `error` stopped it.
  static func message(for error: SecurityError) -> PadMessage {
    switch error {
    case .storeBusy: .storeBusy
    case .storeFull: .storeFull
    case .storeReadOnly: .storeReadOnly
    case .storeUnavailable, .storeFile: .storeDamaged
    default: .storeUnavailable
    }
  }

  /// Leaves `check` for the host, with "Checking…" on show (the KDF runs), or "Trying the
  /// lock store again…" when the last attempt found the store unusable for a passing reason.
  private func request(_ check: PadCheck) {
    pendingCheck = check
    messageKey = check == .refreshStatus || storeFault != nil ? .storeRetrying : .verifying
  }

  /// Leaves the account password for the host (counted, then PAM), with "Checking…" under
  /// the dots; the typed bytes go when the verdict comes.
  func requestAccountPassword(_ bytes: SecretBytes) {
    pendingCheck = .accountPassword(bytes)
    typedPassword?.message = .verifying
    typedPassword?.isError = false
  }

  /// The user is in (an accepted account password): the loop ends as after an unlock; a
  /// lockout of the secret no longer keeps it going with its countdown.
  func markUnlocked() {
    hasUnlocked = true
    countdownTick = nil
  }

  /// Reads the store again from `.storeUnavailable` entered for a passing reason
  /// (`PadCheck.refreshStatus`); `refreshed(_:now:)` goes on with the answer.
  private func retryStore(now: Double) {
    request(.refreshStatus)
  }

  /// The store read again: the stage it reads (verification, a lockout, enrolment) when it
  /// answers, else the reason again.
  private func refreshed(_ answer: Result<LockStatus, SecurityError>, now: Double) {
    let status: LockStatus
    switch answer {
    case .success(let read): status = read
    case .failure(let error):
      log.write(.error(message: error.description))
      messageKey = Self.message(for: error)
      storeFault = error.isTemporaryStoreFailure ? error : nil
      return
    }
    storeFault = nil
    guard let enrolled = status.enrolledStatus else {
      enter(.enrolFirst)
      showPrompt()
      return
    }
    // The pad was laid out for what it was asked to enrol: a stored secret of another kind,
    // grid or rules needs a restart, as when another pad enrolled one meanwhile.
    guard enrolled.kind == kind, enrolled.rules == rules, kind.isTyped || enrolled.grid == grid
    else {
      messageKey = .enrolledElsewhereRestart
      return
    }
    enter(status.lockedUntil.map { .lockedOut(until: $0) } ?? .verify)
    showPrompt()
    advance(to: now)
  }

  // MARK: - Checks

  /// Takes the store's answer to the pending check at monotonic time `now` (after the check
  /// ran: holds start when the verdict is shown, not when the entry was submitted). Ignored
  /// when nothing is pending. A verdict that does not answer the pending check (a host's
  /// mistake) fails closed: never "unlocked".
  package func conclude(_ verdict: PadVerdict, at now: Double) {
    guard let check = pendingCheck else { return }
    pendingCheck = nil
    switch (check, verdict) {
    case (.verify, .verified(let outcome, let lockedUntil)):
      verified(outcome, lockedUntil: lockedUntil, now: now)
    case (.enrol, .enrolled(let outcome, let stored)):
      enrolled(outcome, stored: stored, now: now)
    case (.refreshStatus, .status(let status)):
      refreshed(.success(status), now: now)
    case (.refreshStatus, .failed(let error)):
      refreshed(.failure(error), now: now)
    case (.verify, .failed(let error)), (.enrol, .failed(let error)):
      failClosed(error, now: now)
    case (.accountPassword, .accountPassword(let outcome)):
      accountPasswordChecked(outcome, now: now)
    case (.accountPassword, .failed(let error)):
      // The counter could not be stored (a full disk, a damaged counter): PAM was not asked.
      log.write(.error(message: error.description))
      accountPasswordChecked(.notChecked, now: now)
    case (.accountPassword, _):
      log.write(.error(message: "the verdict does not answer the check"))
      accountPasswordChecked(.notChecked, now: now)
    case (.verify, _), (.enrol, _), (.refreshStatus, _):
      log.write(.error(message: "the verdict does not answer the check"))
      storeFault = nil
      enter(.storeUnavailable)
      messageKey = .storeUnavailable
      showError(at: now)
    }
  }

  /// Runs the pending check, if any, with `checker` on the calling thread — after `drawFirst`
  /// showed its "Checking…" frame — and concludes it at `now()` read after the check: the
  /// synchronous hosts' one path (`PadController`).
  ///
  /// - Returns: Whether a check ran (anything visible may have changed).
  @discardableResult
  package func runPendingCheck(
    with checker: any PadChecker, now: () -> Double, drawFirst: () -> Void = {}
  ) -> Bool {
    guard let check = pendingCheck else { return false }
    drawFirst()
    conclude(checker.run(check), at: now())
    return true
  }

  private func enter(_ stage: PadStage) {
    guard stage != self.stage else { return }
    self.stage = stage
    if case .lockedOut = stage { countdownTick = monotonicNow() }
    // Only the secret from here (a lockout, enrolment, a closed store): the reader is
    // released at once, and nothing it sees is taken.
    if stage != .verify { withdrawFingerprint() }
    log.write(.stage(stage.logged))
  }

  /// Shows the prompt of the stage the pad is in (or a lockout's seconds left); while the
  /// finger is offered, the prompt says so.
  func showPrompt() {
    messageKey = fingerprintPrompt ?? .prompt(for: stage, kind: kind, wallNow: wallClock.now())
  }

  /// Wall-clock `seconds` since 1970 as ISO 8601 in UTC, as the CLI prints lockouts: rounded
  /// up to the whole second, so a lockout's end is never shown early (and the pad and the CLI
  /// name the same second).
  package static func iso8601(_ seconds: Double) -> String {
    WallInstant(secondsSince1970: seconds).iso8601
  }
}
