import GestureLockCore
import Testing

@testable import GestureLockPadFlow
@testable import GestureLockSecurity

/// The lock screen's account password as a stage of the session, over a scripted checker:
/// Tab, Escape, Return, the verdicts, the lock screen's policy (never enrol), the hint. No
/// PAM, no display.
@Suite("The account password in the pad's flow")
struct PadAccountPasswordTests {
  static let offer = AccountPasswordOffer(user: "alice", maximumByteCount: 511)
  static let lockScreen = LockScreenPolicy(accountPassword: offer)

  /// The texts of a scene, in order.
  static func texts(_ scene: Scene) -> [String] {
    scene.items.compactMap { item in
      if case .text(let label) = item { label.text } else { nil }
    }
  }

  static func scene(_ pad: FlowHarness) -> [String] {
    texts(pad.session.scene(viewSize: Size(width: 300, height: 300)))
  }

  @Test("Tab opens it, typed text is dots, Return checks it once; accepted unlocks and logs")
  func accepted() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern(), lockScreen: Self.lockScreen)
    #expect(Self.scene(pad).contains(PadMessage.accountPasswordHint.text(in: .english)))
    #expect(pad.session.handle(key: .tab, at: 100))
    #expect(pad.session.takesText, "the password is typed as text, digits included")
    pad.type("pä55")
    #expect(pad.session.typedPassword?.characters == 4)
    #expect(!Self.scene(pad).contains { $0.contains("pä55") }, "never drawn")
    pad.checker.answers = [.accountPassword(.accepted)]
    pad.press([.enter])
    #expect(pad.checker.checks == [.accountPassword(SecretBytes(copying: "pä55".utf8))])
    #expect(pad.shownBeforeChecks.isEmpty == false)
    #expect(pad.session.hasUnlocked)
    #expect(pad.session.nextDeadline(now: pad.clock.monotonic) == nil, "the loop may end")
    #expect(pad.log.count("account_password", result: "accepted") == 1)
  }

  @Test(
    "Wrong: said with the attempts left, logged, the typed bytes gone; Backspace deletes a character"
  )
  func wrong() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern(), lockScreen: Self.lockScreen)
    pad.press([.tab])
    pad.type("secreT")
    pad.press([.backspace])
    pad.checker.answers = [.accountPassword(.rejected(attemptsBeforeDelay: 2))]
    pad.press([.enter])
    #expect(pad.checker.checks == [.accountPassword(SecretBytes(copying: "secre".utf8))])
    #expect(pad.session.typedPassword?.message == .accountPasswordWrong(attemptsBeforeDelay: 2))
    #expect(pad.session.typedPassword?.bytes.count == 0)
    #expect(!pad.session.hasUnlocked)
    #expect(pad.log.count("account_password", result: "rejected") == 1)
  }

  @Test("Throttled and not checked: each said and logged; nothing unlocks")
  func throttledAndNotChecked() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern(), lockScreen: Self.lockScreen)
    pad.press([.tab])
    let until = pad.clock.wall + 30
    pad.checker.answers = [
      .accountPassword(.lockedOut(until: until)), .failed(.storeFull(operation: "count")),
    ]
    pad.type("x")
    pad.press([.enter])
    #expect(pad.session.typedPassword?.message == .accountPasswordLockedOut(until: until))
    pad.type("y")
    pad.press([.enter])
    #expect(pad.session.typedPassword?.message == .accountPasswordNotChecked)
    #expect(pad.log.count("account_password", result: "throttled") == 1)
    #expect(pad.log.count("account_password", result: "not_checked") == 1)
    #expect(pad.log.count("error") == 1)
    #expect(!pad.session.hasUnlocked)
  }

  @Test("Escape goes back to the pad with nothing kept; Return on an empty password checks nothing")
  func escapeGoesBack() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern(), lockScreen: Self.lockScreen)
    pad.press([.tab, .enter])
    #expect(pad.checker.checks.isEmpty)
    pad.type("abc")
    pad.escape()
    #expect(pad.session.typedPassword == nil)
    #expect(!pad.session.takesText)
    pad.checker.answers = [.verified(.accepted, lockedUntil: nil)]
    try pad.draw("0-1-2-5")
    #expect(pad.session.hasUnlocked, "the pad takes strokes again")
  }

  @Test("Nothing enrolled on a lock screen: never enrols; the account password is the only way in")
  func onlyWayInWhenNothingEnrolled() throws {
    let pad = try FlowHarness(status: .success(.notEnrolled), lockScreen: Self.lockScreen)
    #expect(Self.scene(pad).contains(PadMessage.accountPasswordNoSecret.text(in: .english)))
    try pad.draw("6-7-8-5")
    #expect(pad.session.stage == .enrolFirst, "a stroke enrols nothing")
    pad.type("a")
    pad.escape()
    #expect(pad.session.typedPassword != nil, "Escape cannot leave the only way in")
    pad.checker.answers = [.accountPassword(.accepted)]
    pad.type("pw")
    pad.press([.enter])
    #expect(pad.session.hasUnlocked)
  }

  @Test(
    "A damaged store on a lock screen: the account password is the only way in, said in error colour"
  )
  func onlyWayInWhenDamaged() throws {
    let pad = try FlowHarness(
      status: .failure(.storeUnavailable("file is not a database")), lockScreen: Self.lockScreen)
    #expect(pad.session.showsAccountPassword())
    #expect(pad.session.typedPassword?.message == .accountPasswordStoreDamaged)
    #expect(pad.session.typedPassword?.isError == true)
  }

  @Test("A lock screen without the account password takes no input when nothing is enrolled")
  func noInputWithoutOffer() throws {
    let pad = try FlowHarness(
      status: .success(.notEnrolled), lockScreen: LockScreenPolicy(accountPassword: nil))
    try pad.draw("6-7-8-5")
    pad.press([.tab])
    #expect(pad.session.stage == .enrolFirst)
    #expect(pad.session.typedPassword == nil)
    #expect(pad.checker.checks.isEmpty)
  }

  @Test("During the secret's lockout, Tab still opens the account password, and it unlocks")
  func duringLockout() throws {
    let clock = ManualClock()
    let pad = try FlowHarness(
      status: FlowHarness.enrolledPattern(lockout: .until(clock.wall + 60), attemptsBeforeDelay: 0),
      lockScreen: Self.lockScreen)
    #expect(pad.session.refusesInput)
    pad.press([.tab])
    pad.checker.answers = [.accountPassword(.accepted)]
    pad.type("pw")
    pad.press([.enter])
    #expect(pad.session.hasUnlocked)
    #expect(pad.session.nextDeadline(now: pad.clock.monotonic) == nil, "no countdown keeps it open")
  }

  @Test("A pad (not a lock screen) has no Tab, no hint")
  func padHasNoAccountPassword() throws {
    let pad = try FlowHarness(status: FlowHarness.enrolledPattern())
    #expect(!pad.session.handle(key: .tab, at: 100))
    #expect(!Self.scene(pad).contains(PadMessage.accountPasswordHint.text(in: .english)))
  }
}
