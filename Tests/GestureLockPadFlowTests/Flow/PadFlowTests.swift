import GestureLockCore
import Testing

@testable import GestureLockPadFlow
@testable import GestureLockSecurity

/// The flow itself, over a scripted checker and a manual clock: what each entry and each
/// verdict does to the stage, the message, the pad's state, the countdown and the event log.
/// No store, no display, no terminal (issue 22, item 6).
@Suite("The pad's flow over a scripted checker")
struct PadFlowTests {
  @Test("Nothing enrolled: a pattern, then the same again is one enrol check; saved, unlocked")
  func enrolAndConfirm() throws {
    let pad = try FlowHarness(status: .success(.notEnrolled))
    #expect(pad.session.stage == .enrolFirst)
    #expect(pad.message == .drawNewPattern)
    try pad.draw("6-7-8-5")
    #expect(pad.checker.checks.isEmpty, "the first drawing is checked by the policy alone")
    #expect(pad.message == .confirmPattern)
    let first = Secret.pattern(try Pattern(parsing: "6-7-8-5", on: .standard))
    #expect(pad.session.stage == .enrolConfirm(first))

    pad.checker.answers = [.enrolled(.enrolled, stored: nil)]
    try pad.draw("6-7-8-5")
    #expect(pad.checker.checks == [.enrol(first, confirmation: first, rules: PatternRules())])
    #expect(pad.shownBeforeChecks == [.verifying], "Checking… is drawn before the KDF runs")
    #expect(pad.session.pendingCheck == nil)
    #expect(pad.session.stage == .verify)
    #expect(pad.session.hasUnlocked)
    #expect(pad.message == .enrolled)
    #expect(pad.session.state == .success)
    #expect(pad.log.count("enrolled") == 1)
  }

  @Test("A confirmation that differs: mismatch said and logged, enrolment starts over")
  func mismatch() throws {
    let pad = try FlowHarness(status: .success(.notEnrolled))
    try pad.draw("6-7-8-5")
    pad.checker.answers = [.enrolled(.mismatch, stored: nil)]
    try pad.draw("0-1-2-5")
    #expect(pad.session.stage == .enrolFirst)
    #expect(pad.message == .mismatch)
    #expect(pad.session.state == .error)
    #expect(pad.log.count("mismatch") == 1)
    #expect(!pad.session.hasUnlocked)
  }

  @Test("Too short: no check, nothing counted; the error holds one second, then clears")
  func tooShort() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    try pad.draw("0-1-2")
    #expect(pad.checker.checks.isEmpty)
    #expect(pad.message == .tooShort(minimum: 4))
    #expect(pad.session.state == .error)
    #expect(pad.log.count("too_short") == 1)
    pad.pass(0.5)
    #expect(pad.session.state == .error)
    pad.pass(0.6)
    #expect(pad.session.state == .normal)
  }

  @Test("A wrong pattern: the attempts left said, the error shown, `verified` `rejected` logged")
  func wrong() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    pad.checker.answers = [.verified(.rejected(attemptsBeforeDelay: 3), lockedUntil: nil)]
    try pad.draw("0-1-2-5")
    let secret = Secret.pattern(try Pattern(parsing: "0-1-2-5", on: .standard))
    #expect(pad.checker.checks == [.verify(secret, fingerprintOn: false, enrolledFingers: nil)])
    #expect(pad.message == .wrongPattern(attemptsLeft: 3))
    #expect(pad.session.state == .error)
    #expect(pad.session.stage == .verify)
    #expect(pad.log.count("verified", result: "rejected") == 1)
  }

  @Test(
    "The rejection that starts a lockout: input refused, the countdown ticks each second, then the prompt"
  )
  func lockoutCountsDown() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    let until = pad.clock.wall + 30
    pad.checker.answers = [.verified(.rejected(attemptsBeforeDelay: 0), lockedUntil: until)]
    try pad.draw("0-1-2-5")
    #expect(pad.session.stage == .lockedOut(until: until))
    #expect(pad.message == .lockedOut(secondsRemaining: 30))
    pad.pass(1)
    #expect(pad.message == .lockedOut(secondsRemaining: 29))
    let deadline = try #require(pad.session.nextDeadline(now: pad.clock.monotonic))
    #expect(deadline > pad.clock.monotonic && deadline <= pad.clock.monotonic + 1.01)
    try pad.draw("0-1-2-5")
    #expect(pad.checker.checks.count == 1, "no attempt is taken during a lockout")
    pad.pass(10)
    #expect(pad.message == .lockedOut(secondsRemaining: 19))
    pad.pass(19.5)
    #expect(pad.session.stage == .verify)
    #expect(pad.message == .drawPattern)
  }

  @Test("A pad that stays open after enrolling still ticks a lockout's countdown")
  func lockoutTicksAfterEnrolling() throws {
    let pad = try FlowHarness(status: .success(.notEnrolled))
    try pad.draw("6-7-8-5")
    pad.checker.answers = [.enrolled(.enrolled, stored: nil)]
    try pad.draw("6-7-8-5")
    #expect(pad.session.hasUnlocked)
    pad.pass(1)
    let until = pad.clock.wall + 60
    pad.checker.answers = [.verified(.rejected(attemptsBeforeDelay: 0), lockedUntil: until)]
    try pad.draw("0-1-2-5")
    pad.pass(1.1)
    #expect(pad.message == .lockedOut(secondsRemaining: 59))
    #expect(pad.session.nextDeadline(now: pad.clock.monotonic) != nil, "the countdown goes on")
    pad.pass(1)
    #expect(pad.message == .lockedOut(secondsRemaining: 58))
  }

  @Test("Started locked out: the seconds left at once, the prompt when it is over")
  func startsLockedOut() throws {
    let clock = ManualClock()
    let pad = try FlowHarness(
      status: FlowHarness.enrolledPattern(lockout: .until(clock.wall + 5), attemptsBeforeDelay: 0))
    #expect(pad.message == .lockedOut(secondsRemaining: 5))
    #expect(pad.session.refusesInput)
    pad.pass(5.1)
    #expect(pad.message == .drawPattern)
  }

  @Test("Throttled by the store (another process counted): the lockout shown, `throttled` logged")
  func throttled() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    let until = pad.clock.wall + 60
    pad.checker.answers = [.verified(.throttled(until: until), lockedUntil: nil)]
    try pad.draw("0-1-2-5")
    #expect(pad.session.stage == .lockedOut(until: until))
    #expect(pad.message == .lockedOut(secondsRemaining: 60))
    #expect(pad.log.count("verified", result: "throttled") == 1)
  }

  @Test("While a check is pending, input is refused: a stroke, Escape, keys change nothing")
  func inputRefusedWhileChecking() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    let pattern = try Pattern(parsing: "0-1-2-5", on: .standard)
    let model = try #require(pad.session.surface as? PadModel)
    for (offset, node) in pattern.nodes.enumerated() {
      pad.session.handle(
        TouchSample(
          location: model.layout.center(of: node), time: pad.clock.monotonic,
          phase: offset == 0 ? .began : .moved))
    }
    pad.session.handle(
      TouchSample(
        location: model.layout.center(of: 5), time: pad.clock.monotonic, phase: .ended))
    let pending = try #require(pad.session.pendingCheck)
    #expect(pad.message == .verifying)
    #expect(
      !pad.session.handle(
        TouchSample(location: model.layout.center(of: 0), time: 100.1, phase: .began)))
    pad.session.cancelStroke()
    #expect(!pad.session.handle(key: .space, at: 100.2))
    #expect(pad.session.pendingCheck == pending)
    pad.session.conclude(.verified(.accepted, lockedUntil: nil), at: pad.clock.monotonic)
    #expect(pad.session.hasUnlocked)
    #expect(pad.message == .unlocked)
  }

  @Test(
    "Relock after an unlock: back to verification, its prompt, a `stage` event, nothing counted")
  func relock() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    pad.checker.answers = [.verified(.accepted, lockedUntil: nil)]
    try pad.draw("0-1-2-5")
    #expect(pad.session.hasUnlocked)
    pad.pass(1)
    pad.session.relock(now: pad.clock.monotonic)
    #expect(!pad.session.hasUnlocked)
    #expect(pad.message == .drawPattern)
    #expect(pad.logged("stage").last?["stage"] as? String == "verify")
    #expect(pad.checker.checks.count == 1)
  }

  @Test(
    "A busy store: said, nothing counted, the pad still verifies; the next try says it retries, then unlocks"
  )
  func busyStore() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    pad.checker.answers = [
      .failed(.storeBusy(operation: "verify")), .verified(.accepted, lockedUntil: nil),
    ]
    try pad.draw("0-1-2-5")
    #expect(pad.message == .storeBusy)
    #expect(pad.session.stage == .verify)
    #expect(pad.session.state == .error)
    #expect(pad.session.storeFault != nil)
    pad.pass(1.1)
    try pad.draw("0-1-2-5")
    #expect(pad.shownBeforeChecks == [.verifying, .storeRetrying])
    #expect(pad.session.hasUnlocked)
    #expect(pad.session.storeFault == nil)
  }

  @Test("A store damaged while the pad runs: the right pattern does not unlock; locked, no input")
  func damagedWhileRunning() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    pad.checker.answers = [.failed(.storeUnavailable("file is not a database"))]
    try pad.draw("0-1-2-5")
    #expect(!pad.session.hasUnlocked)
    #expect(pad.session.stage == .storeUnavailable)
    #expect(pad.message == .storeDamaged)
    #expect(pad.session.refusesInput)
    pad.pass(2)
    try pad.draw("0-1-2-5")
    #expect(pad.checker.checks.count == 1, "a damaged store is not tried again by itself")
  }

  @Test("Started on a full disk: no input taken; a touch reads the store again, then it verifies")
  func startedOnAFullDisk() throws {
    let pad = try FlowHarness(status: .failure(.storeFull(operation: "status")))
    #expect(pad.session.stage == .storeUnavailable)
    #expect(pad.message == .storeFull)
    pad.checker.answers = [.failed(.storeFull(operation: "status"))]
    try pad.draw("0-1-2-5")
    #expect(pad.checker.checks == [.refreshStatus])
    #expect(pad.shownBeforeChecks == [.storeRetrying])
    #expect(pad.message == .storeFull)
    #expect(pad.session.stage == .storeUnavailable)
    pad.checker.answers = [.status(try FlowHarness.enrolledPattern().get())]
    try pad.draw("0-1-2-5")
    #expect(pad.session.stage == .verify, "the touch that read the store is not an attempt")
    #expect(pad.message == .drawPattern)
    #expect(pad.checker.checks == [.refreshStatus, .refreshStatus])
  }

  @Test("Another pad enrolled the same kind meanwhile: told, nothing saved, it verifies theirs")
  func enrolledElsewhere() throws {
    let pad = try FlowHarness(status: .success(.notEnrolled))
    try pad.draw("6-7-8-5")
    let theirs = try FlowHarness.enrolledPattern().get().enrolledStatus
    pad.checker.answers = [.enrolled(.alreadyEnrolled, stored: theirs)]
    try pad.draw("6-7-8-5")
    #expect(pad.session.stage == .verify)
    #expect(pad.message == .enrolledElsewhere)
    #expect(pad.log.count("refused") == 1)
    #expect(!pad.session.hasUnlocked)
  }

  @Test("A verdict that does not answer the pending check fails closed: never unlocked")
  func mismatchedVerdictFailsClosed() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    pad.checker.answers = [.enrolled(.enrolled, stored: nil)]
    try pad.draw("0-1-2-5")
    #expect(!pad.session.hasUnlocked)
    #expect(pad.session.stage == .storeUnavailable)
    #expect(pad.session.refusesInput)
  }

  @Test("A PIN pad: the full PIN submits itself as one verify check; a wrong one says PIN words")
  func pinPad() throws {
    let status = LockStatus.enrolled(
      EnrolledStatus(
        kind: .pin, grid: nil, rules: PatternRules(minimumLength: 6, maximumLength: 6),
        failedAttempts: 0, lockout: .open, attemptsBeforeDelay: 5))
    let pad = try FlowHarness(status: .success(status))
    #expect(pad.session.surface is PasscodeEntry)
    pad.checker.answers = [.verified(.rejected(attemptsBeforeDelay: 4), lockedUntil: nil)]
    pad.press([4, 8, 0, 3, 7, 1].map { .digit($0) })
    #expect(
      pad.checker.checks == [
        .verify(try Secret.typed("480371", kind: .pin), fingerprintOn: false, enrolledFingers: nil)
      ])
    #expect(pad.message == .wrongPIN(attemptsLeft: 4))
    #expect(pad.session.state == .error)
  }
}
