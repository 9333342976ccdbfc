import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// Random sequences of real time passing, wall-clock settings (a second to a year, either way)
/// and reboots, against what a lockout must do whatever the clocks say: last exactly its own
/// length of real time from when it started or, after a reboot, from the first reading in the
/// new boot (SPEC.md §4, issue 11).
@Suite("Lockouts under random clock settings and reboots")
struct LockClockPropertyTests {
  /// Lockout lengths tried, in seconds: a minute to a day.
  static let lengths: [Double] = [60, 300, 3_600, 86_400]
  /// Wall-clock settings, in seconds: under a second to a year, either way.
  static let turns: [Double] = [
    0.4, -0.4, 3, -3, 3_600, -3_600, 86_400, -86_400, 365 * 86_400, -365 * 86_400,
  ]

  /// What the test knows independently of the lock: real time only.
  struct Reference {
    let length: Double
    /// Real seconds since the lockout (re)started, reboots and downtime included.
    var elapsed: Double = 0
    /// Real seconds since the lockout first started (never reset).
    var total: Double = 0
    /// A reboot happened since the last reading.
    var rebooted = false
  }

  @Test(
    "Never longer nor shorter than its own length, whatever the clocks say",
    arguments: [true, false])
  func randomClockHistories(withBootID: Bool) throws {
    var random = SplitMix64(seed: withBootID ? 0x11_2026 : 0x12_2026)
    for sequence in 0..<120 {
      let length = Self.lengths.randomElement(using: &random)!
      try run(sequence: sequence, length: length, withBootID: withBootID, random: &random)
    }
  }

  private func run(
    sequence: Int, length: Double, withBootID: Bool, random: inout SplitMix64
  ) throws {
    let policy = LockPolicy.cheap { $0.throttle = ThrottlePolicy(delays: [0, 0, 0, 0, length]) }
    let clock = ManualLockClock(bootID: withBootID ? "boot-1" : nil)
    let fixture = try LockFixture(policy: policy, clock: clock)
    try fixture.enroll()
    for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    var reference = Reference(length: length)
    let label = "sequence \(sequence) (\(withBootID ? "boot id" : "no boot id"), \(length) s)"
    let right = try secret("0-1-2-5-8")
    let kdfRuns = fixture.hasher.verifyCount
    var lastLeft: Double? = 1
    for step in 0..<30 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...3:
        let seconds = [0.5, 1, 7, length / 3, length / 2, length].randomElement(using: &random)!
        clock.advance(by: seconds)
        reference.elapsed += seconds
        reference.total += seconds
      case 4...6:
        clock.turnWallClock(by: Self.turns.randomElement(using: &random)!)
      case 7:
        let uptime = [1.0, 5, 100, 900, 5_000].randomElement(using: &random)!
        let downtime = [0.0, 30, 86_400].randomElement(using: &random)!
        clock.reboot(downtime: downtime, uptime: uptime)
        reference.elapsed += downtime + uptime
        reference.total += downtime + uptime
        reference.rebooted = true
      default:
        break
      }
      // Read the lock as a new process would.
      let status = try fixture.otherService().status()
      #expect(status.failedAttempts == 5, "\(label), step \(step)")
      let shownLeft = status.lockedUntil.map { $0 - clock.wall }
      if reference.rebooted {
        reference.rebooted = false
        if withBootID {
          // A reboot restarts the lockout in full at the first reading, once (also one that
          // ran out unseen: nothing can tell the two apart across a reboot).
          reference.elapsed = 0
        } else if let shown = shownLeft, abs(shown - length) < 1 {
          // Without a boot id only a monotonic clock reading before the lockout's start
          // shows a reboot; then it restarts in full too.
          reference.elapsed = 0
        }
      }
      let left = length - reference.elapsed
      if let shown = shownLeft {
        #expect(shown <= length + 1, "\(label), step \(step): longer than its own length")
        // The end is shown on the wall clock as it reads now (to within the second a stored
        // end may differ from it while the clocks agree).
        if withBootID {
          #expect(abs(shown - left) < 1, "\(label), step \(step): \(shown) s left, not \(left)")
        } else {
          #expect(shown >= left - 1, "\(label), step \(step): shorter than its own length")
        }
      } else {
        #expect(left <= 0, "\(label), step \(step): ended \(left) s early")
        #expect(reference.total >= length, "\(label), step \(step)")
      }
      lastLeft = shownLeft
    }
    let outcome = try fixture.lock.verify(right)
    if lastLeft != nil {
      guard case .throttled = outcome else {
        Issue.record("\(label): \(outcome) during the lockout")
        return
      }
    } else {
      #expect(outcome == .accepted, "\(label)")
    }
    #expect(fixture.hasher.verifyCount <= kdfRuns + 1, "\(label): attempts ran the KDF")
  }
}
