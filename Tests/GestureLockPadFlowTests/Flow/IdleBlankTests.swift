import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockPadFlow
@testable import GestureLockSecurity

/// Blank when idle as a value: the deadline, and the waking input swallowed.
@Suite("Blank when idle: the value")
struct IdleBlankTests {
  static let point = Point(x: 10, y: 10)

  @Test("Blank after the idle time; a key wakes it and is swallowed; the next passes")
  func keyWakes() {
    var blank = IdleBlank(seconds: 30, now: 100)
    #expect(blank.deadline == 130)
    let early = blank.advance(to: 129.9)
    #expect(!early)
    let due = blank.advance(to: 130)
    #expect(due)
    #expect(blank.isBlank && blank.deadline == nil)
    #expect(blank.take(.key(.digit(4)), now: 200) == .wake)
    #expect(!blank.isBlank && blank.deadline == 230)
    #expect(blank.take(.key(.digit(4)), now: 201) == .pass)
  }

  @Test("A press that wakes is swallowed up to and including its release")
  func pressWakes() {
    var blank = IdleBlank(seconds: 1, now: 0)
    _ = blank.advance(to: 5)
    func touch(_ phase: TouchSample.Phase) -> PadInput {
      .touch(location: Self.point, phase: phase, pointer: 0)
    }
    #expect(blank.take(touch(.began), now: 6) == .wake)
    #expect(blank.take(touch(.moved), now: 6.1) == .swallow)
    #expect(blank.take(.key(.enter), now: 6.15) == .swallow)
    #expect(blank.take(touch(.ended), now: 6.2) == .swallow)
    #expect(blank.take(touch(.began), now: 6.3) == .pass)
  }

  @Test("Activity wakes and is swallowed; a resize, a redraw or quit neither wakes nor restarts")
  func whatWakes() {
    var blank = IdleBlank(seconds: 1, now: 0)
    _ = blank.advance(to: 5)
    for input in [PadInput.resized, .redraw, .quit] {
      #expect(blank.take(input, now: 6) == .pass)
      #expect(blank.isBlank)
    }
    #expect(blank.take(.activity, now: 7) == .wake)
    #expect(blank.deadline == 8)
  }

  @Test("0 or nil: never blank", arguments: [0.0, nil] as [Double?])
  func never(_ seconds: Double?) {
    var blank = IdleBlank(seconds: seconds, now: 0)
    #expect(blank.deadline == nil)
    let blanked = blank.advance(to: 1e9)
    #expect(!blanked)
  }
}

/// Blank when idle in the one flow (`lock --blank-after`), as both lock screens get it: the
/// shared loop over a device that only draws the session's scene and waits until the next
/// deadline — on a manual clock, moved on to each deadline the loop sleeps until — with a
/// scripted checker. No display.
@Suite("Blank when idle: the flow")
struct IdleBlankFlowTests {
  /// A device that plays steps on the manual clock and records every frame it is asked to
  /// present (whether it was all black).
  final class IdleDevice: PadDevice {
    typealias Failure = Never

    enum Step {
      /// Hand these inputs to the loop.
      case inputs([PadInput])
      /// Let this many seconds pass without input, waking at every deadline the loop names.
      case idle(Double)
      /// Look at the session and the frames so far, between two waits.
      case check((PadSession) -> Void)
    }

    private var steps: [Step]
    private let clock: ManualClock
    private var idleLeft: Double?
    /// For each frame presented: whether it was all black.
    private(set) var frames: [Bool] = []
    let size = Size(width: 300, height: 300)

    init(clock: ManualClock, _ steps: [Step]) {
      self.clock = clock
      self.steps = steps
    }

    /// Whether the last frame presented was all black (nothing on it).
    var showsBlack: Bool { frames.last ?? false }

    func present(_ session: PadSession) {
      let scene = session.scene(viewSize: size)
      frames.append(scene.items.isEmpty && scene.background == IdleBlank.colour)
    }

    func waitForInput(timeout: Double?, session: PadSession) -> [PadInput] {
      while let step = steps.first {
        switch step {
        case .inputs(let inputs):
          steps.removeFirst()
          return inputs
        case .check(let look):
          steps.removeFirst()
          look(session)
        case .idle(let seconds):
          let left = idleLeft ?? seconds
          let slept = min(left, timeout ?? left)
          clock.pass(slept)
          if left - slept > 0 {
            idleLeft = left - slept
          } else {
            idleLeft = nil
            steps.removeFirst()
          }
          return []
        }
      }
      return [.quit]
    }

    func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View {
      .window(width: Int(size.width), height: Int(size.height), scale: 1)
    }
  }

  /// A checker that lets `seconds` pass while it runs (a slow KDF), looking at the session
  /// meanwhile, then answers from `script`.
  final class SlowChecker: PadChecker {
    let script = ScriptedChecker()
    let clock: ManualClock
    let seconds: Double
    var meanwhile: () -> Void = {}

    init(clock: ManualClock, seconds: Double) {
      self.clock = clock
      self.seconds = seconds
    }

    func run(_ check: PadCheck) -> PadVerdict {
      clock.pass(seconds)
      meanwhile()
      return script.run(check)
    }
  }

  /// A lock screen's controller (blanking after `blankAfter` seconds; `nil`: a pad) on a store
  /// with `secret` enrolled, its checks answered by the checker made for its clock.
  final class Fixture {
    let clock: ManualClock
    let log: EventLogFile
    let directory: TemporaryDirectory
    let controller: PadController
    var session: PadSession { controller.session }

    init(
      secret: Secret, blankAfter: Double?, checker: (ManualClock) -> any PadChecker
    ) throws {
      log = try EventLogFile()
      directory = try TemporaryDirectory(prefix: "gesturelock-blank")
      let path = directory.path("lock.sqlite")
      let service = try LockService(store: SQLiteCredentialStore(path: path))
      #expect(try service.enroll(secret, confirmation: secret) == .enrolled)
      let size = Size(width: 300, height: 300)
      let clock = ManualClock()
      self.clock = clock
      controller = PadController(
        options: PadOptions(storePath: path, profile: "default"), service: service,
        log: log.log, viewSize: { size }, padInsets: { _ in EdgeInsets() },
        keypadInsets: { _ in EdgeInsets() }, monotonicNow: { clock.monotonic },
        checker: checker(clock),
        lockScreen: blankAfter.map { LockScreenPolicy(accountPassword: nil, blankAfter: $0) })
    }
  }

  /// The enrolled pattern of the gesture pad's tests.
  static func pattern() throws -> Secret {
    .pattern(try Pattern(parsing: "0-1-2-5-8", on: .standard))
  }

  /// The touches of `pattern` through the node centres of `session`'s pad: press, moves,
  /// release (pointer 0).
  static func stroke(_ pattern: [Int], on session: PadSession) throws -> [PadInput] {
    let model = try #require(session.surface as? PadModel)
    return pattern.enumerated().map { offset, node in
      .touch(
        location: model.layout.center(of: node), phase: offset == 0 ? .began : .moved,
        pointer: 0)
    } + [.touch(location: model.layout.center(of: pattern.last!), phase: .ended, pointer: 0)]
  }

  @Test("A PIN lock screen blanks after 30 s without input; the waking digit is swallowed")
  func keyWakes() throws {
    let checker = ScriptedChecker()
    let pin = try Secret.typed("480371", kind: .pin)
    let lock = try Fixture(secret: pin, blankAfter: 30) { _ in checker }
    let log = lock.log
    checker.answers = [.verified(.accepted, lockedUntil: nil)]
    var device: IdleDevice!
    device = IdleDevice(
      clock: lock.clock,
      [
        .idle(29.9),
        .check { session in
          #expect(!session.isBlank)
          #expect(!device.frames.contains(true), "nothing black before the idle time")
        },
        .idle(0.2),
        .check { session in
          #expect(session.isBlank)
          #expect(device.showsBlack, "the loop woke at the deadline and drew the blank")
        },
        // Hours later: still blank, and the loop slept (no frame drawn meanwhile).
        .idle(3600),
        .check { session in
          #expect(session.isBlank)
          #expect(device.frames.count(where: { $0 }) == 1)
        },
        // The key that wakes it is not typed: the PIN that follows is checked as it is.
        .inputs([.key(.digit(9))]),
        .check { session in
          #expect(!session.isBlank)
          #expect(!device.showsBlack)
          #expect(log.events.filter { $0["event"] as? String == "key" }.isEmpty)
        },
        .inputs([4, 8, 0, 3, 7, 1].map { PadInput.key(.digit($0)) }),
        // The success state shows, then the loop ends.
        .idle(1),
      ])
    let ending = PadLoop.run(lock.controller, on: device)
    #expect(ending == .unlocked, "an unlocked lock screen ends although it would blank later")
    #expect(
      checker.checks == [.verify(pin, fingerprintOn: false, enrolledFingers: nil)],
      "the waking 9 was never part of the PIN")
  }

  @Test("A press that wakes the screen is swallowed with its stroke: no attempt, no error")
  func pressWakes() throws {
    let checker = ScriptedChecker()
    let secret = try Self.pattern()
    let lock = try Fixture(secret: secret, blankAfter: 30) { _ in checker }
    let session = lock.session
    checker.answers = [.verified(.accepted, lockedUntil: nil)]
    let device = IdleDevice(
      clock: lock.clock,
      [
        // A move with no button down restarts the idle time.
        .idle(20), .inputs([.activity]), .idle(20),
        .check { session in #expect(!session.isBlank) },
        .idle(10.1),
        .check { session in #expect(session.isBlank) },
        .inputs(try Self.stroke([0, 3, 6, 7], on: session)),
        .check { session in
          #expect(!session.isBlank)
          #expect(session.state == .normal, "the waking stroke selected nothing")
          #expect(checker.checks.isEmpty, "and submitted nothing")
        },
        .inputs(try Self.stroke([0, 1, 2, 5, 8], on: session)),
        .idle(1),
      ])
    #expect(PadLoop.run(lock.controller, on: device) == .unlocked)
    #expect(checker.checks == [.verify(secret, fingerprintOn: false, enrolledFingers: nil)])
    #expect(lock.log.count("too_short") == 0 && lock.log.count("cancelled") == 0)
  }

  @Test("No blank while a check is pending; the idle time counts from the verdict; holds blank")
  func notWhileChecking() throws {
    var slow: SlowChecker!
    let lock = try Fixture(secret: try Self.pattern(), blankAfter: 30) { clock in
      slow = SlowChecker(clock: clock, seconds: 40)
      return slow
    }
    let checker: SlowChecker = slow
    let (clock, session) = (lock.clock, lock.session)
    checker.script.answers = [.verified(.rejected(attemptsBeforeDelay: 3), lockedUntil: nil)]
    // The check takes 40 s, longer than the idle time: the session does not blank meanwhile.
    checker.meanwhile = {
      #expect(session.pendingCheck != nil)
      #expect(session.blankDeadline == nil, "no blank deadline while the check is pending")
      session.advance(to: clock.monotonic)
      #expect(!session.isBlank)
    }
    var device: IdleDevice!
    device = IdleDevice(
      clock: lock.clock,
      [
        .inputs(try Self.stroke([0, 3, 6, 7], on: session)),
        .check { session in
          // The verdict is on show, not a blank, although 40 s passed since the stroke.
          #expect(session.state == .error)
          #expect(!session.isBlank && !device.showsBlack)
        },
        .idle(29.9),
        .check { session in #expect(!session.isBlank) },
        .idle(0.2),
        .check { session in #expect(session.isBlank && device.showsBlack) },
      ])
    #expect(PadLoop.run(lock.controller, on: device) == .closed(afterUnlocking: false))
    #expect(lock.log.count("verified", result: "rejected") == 1)
  }

  @Test("A hold does not keep the screen awake: the error's hold ends under the blank")
  func blanksDuringAHold() throws {
    let checker = ScriptedChecker()
    let lock = try Fixture(secret: try Self.pattern(), blankAfter: 0.5) { _ in checker }
    let session = lock.session
    checker.answers = [.verified(.rejected(attemptsBeforeDelay: 3), lockedUntil: nil)]
    var device: IdleDevice!
    device = IdleDevice(
      clock: lock.clock,
      [
        .inputs(try Self.stroke([0, 3, 6, 7], on: session)),
        .idle(0.6),
        .check { session in
          #expect(session.isBlank && device.showsBlack)
          #expect(session.state == .error, "the error's hold still runs")
        },
        .idle(2),
        .check { session in
          #expect(session.state == .normal)
          #expect(session.isBlank && device.showsBlack)
        },
      ])
    #expect(PadLoop.run(lock.controller, on: device) == .closed(afterUnlocking: false))
  }

  @Test("A pad, or a lock screen with --blank-after 0, never blanks: the loop sleeps unbounded")
  func never() throws {
    for blankAfter in [nil, 0] as [Double?] {
      let lock = try Fixture(secret: try Self.pattern(), blankAfter: blankAfter) { _ in
        ScriptedChecker()
      }
      var device: IdleDevice!
      device = IdleDevice(
        clock: lock.clock,
        [
          .check { _ in #expect(lock.controller.timeout == nil) },
          .idle(86_400),
          .check { session in
            #expect(!session.isBlank)
            #expect(!device.frames.contains(true))
          },
        ])
      PadLoop.run(lock.controller, on: device)
    }
  }
}
