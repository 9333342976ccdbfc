internal import GestureLockSecurity
internal import GestureLockSystem

/// The account password's throttle while the store has no record to count on (the secret was
/// removed while the screen was locked): the same schedule (`ThrottlePolicy`), counted in this
/// pad process on the monotonic clock.
///
/// Kept in memory because there is nothing to write it to; the pad process is restarted only
/// when it dies, and killing it takes a shell on the machine, not the keyboard of the locked
/// screen. A success clears it.
final class UnrecordedAccountPasswordThrottle: Sendable {
  private struct State {
    var failures = 0
    /// The monotonic time the current delay ends, in seconds.
    var delayedUntil: Double?
  }

  /// The process's throttles, one per lock service (a pad process has one).
  static let shared = UnrecordedAccountPasswordThrottle()

  private let states = Locked([ObjectIdentifier: State]())

  /// Runs `check` unless a delay is running for `service`, counting a rejection before
  /// acting on it.
  ///
  /// - Parameters:
  ///   - service: Whose count (its schedule is `service.policy.throttle`, its clock
  ///     `service.clock`).
  /// - Returns: The verdict; `lockedOut(until:)` in wall-clock seconds since 1970.
  func attempt(for service: LockService, _ check: () -> Bool?) -> AccountPasswordVerdict {
    let (policy, clock, key) = (service.policy.throttle, service.clock, ObjectIdentifier(service))
    let now = clock.monotonicTime()
    let running = states.withLock { $0[key]?.delayedUntil.map { $0 - now } }
    if let remaining = running, remaining > 0 {
      return .lockedOut(until: clock.wallTime() + remaining)
    }
    switch check() {
    case true?:
      states.withLock { $0[key] = nil }
      return .accepted
    case false?:
      let failures = states.withLock { states in
        var state = states[key] ?? State()
        defer { states[key] = state }
        state.failures += 1
        let delay = policy.delay(afterFailures: state.failures)
        state.delayedUntil = delay > 0 ? now + delay : nil
        return state.failures
      }
      return .rejected(attemptsBeforeDelay: policy.attemptsBeforeDelay(failures: failures))
    case nil:
      return .notChecked
    }
  }
}
