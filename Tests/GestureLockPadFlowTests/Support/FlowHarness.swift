import Foundation
import GestureLockCore
import Testing

@testable import GestureLockPadFlow
@testable import GestureLockSecurity

/// A `PadSession` as a synchronous host drives it, with nothing real underneath: a scripted
/// checker for the store, a manual clock, and the event log in a file read back. Each input is
/// followed by the pending check, if any, as `PadController` runs it; the message shown while
/// a check ran is recorded (the "Checking…" frame).
final class FlowHarness {
  let clock = ManualClock()
  let checker = ScriptedChecker()
  let log: EventLogFile
  let session: PadSession
  /// The messages on show each time a check was about to run.
  private(set) var shownBeforeChecks: [PadMessage] = []

  /// A session started from `status`, enrolling on the gesture pad or in `passcode` mode.
  init(
    status: Result<LockStatus, SecurityError>, passcode: PasscodeMode? = nil,
    policy: LockPolicy = .standard, lockScreen: LockScreenPolicy? = nil
  ) throws {
    log = try EventLogFile()
    let clock = clock
    session = PadSession(
      status: status, policy: policy, grid: .standard, passcode: passcode,
      viewport: {
        PadViewport(size: Size(width: 300, height: 300), padInsets: .zero, keypadInsets: .zero)
      },
      stealth: false, language: .english, log: log.log, logNodes: false, wallClock: clock,
      monotonicNow: { clock.monotonic }, lockScreen: lockScreen)
    session.advance(to: clock.monotonic)
  }

  /// An enrolled pattern's status, with `lockout` in force.
  static func enrolledPattern(
    lockout: Lockout = .open, attemptsBeforeDelay: Int = 5
  ) -> Result<LockStatus, SecurityError> {
    .success(
      .enrolled(
        EnrolledStatus(
          kind: .pattern, grid: .standard, rules: PatternRules(), failedAttempts: 0,
          lockout: lockout, attemptsBeforeDelay: attemptsBeforeDelay)))
  }

  /// The message on show.
  var message: PadMessage { session.messageKey }

  /// Drags through the centres of the nodes of `pattern` ("0-1-2-5"), one sample per node,
  /// then runs the check it left pending, if any.
  func draw(_ pattern: String) throws {
    let nodes = try Pattern(parsing: pattern, on: .standard).nodes
    guard let model = session.surface as? PadModel else {
      Issue.record("not the gesture pad")
      return
    }
    for (offset, node) in nodes.enumerated() {
      session.handle(
        TouchSample(
          location: model.layout.center(of: node), time: clock.monotonic,
          phase: offset == 0 ? .began : .moved))
    }
    session.handle(
      TouchSample(
        location: model.layout.center(of: nodes[nodes.count - 1]), time: clock.monotonic,
        phase: .ended))
    runCheck()
  }

  /// Presses `keys` one after the other, then runs the check they left pending, if any.
  func press(_ keys: [PadKey]) {
    for key in keys { session.handle(key: key, at: clock.monotonic) }
    runCheck()
  }

  /// Types `text` (as a keyboard's text input), then runs the check it left pending, if any.
  func type(_ text: String) {
    session.handle(text: text, at: clock.monotonic)
    runCheck()
  }

  /// Escape, as the controller hands it to the session.
  func escape() {
    session.cancelStroke()
  }

  /// Runs the pending check, if any, after "drawing" its frame, as `PadController` does.
  func runCheck() {
    session.runPendingCheck(
      with: checker, now: { clock.monotonic },
      drawFirst: { shownBeforeChecks.append(session.messageKey) })
  }

  /// Lets `seconds` pass and brings the session up to date, as the loop does at a deadline.
  func pass(_ seconds: Double) {
    clock.pass(seconds)
    session.advance(to: clock.monotonic)
  }

  /// The log's events named `name`, decoded.
  func logged(_ name: String) -> [[String: Any]] {
    log.events.filter { $0["event"] as? String == name }
  }
}
