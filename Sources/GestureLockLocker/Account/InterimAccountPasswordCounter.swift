internal import Foundation
package import GestureLockSecurity

/// A stand-in for `LockService`'s account password counter until the store keeps it (schema
/// v3, another branch; see ``AccountPasswordCounter``): the same schedule
/// (`ThrottlePolicy.default`), kept in memory by the lock screen's pad process.
///
/// Its limit, the reason it is replaced at the merge: the count starts again when the pad's
/// process is started again (the holder restarts it whenever it dies).
package final class InterimAccountPasswordCounter: AccountPasswordCounter {
  private let policy = ThrottlePolicy.default
  private var failures = 0
  private var lockedUntil: Double?
  private let now: () -> Double

  /// Creates a counter reading wall-clock seconds since 1970 from `now`.
  package init(now: @escaping () -> Double = { Date().timeIntervalSince1970 }) {
    self.now = now
  }

  package func checkAccountPassword(_ check: () -> Bool?) throws(SecurityError)
    -> AccountPasswordVerdict
  {
    if let until = lockedUntil, now() < until { return .lockedOut(until: until) }
    switch check() {
    case true?:
      failures = 0
      lockedUntil = nil
      return .accepted
    case false?:
      failures += 1
      let delay = policy.delay(afterFailures: failures)
      if delay > 0 {
        let until = now() + delay
        lockedUntil = until
        return .lockedOut(until: until)
      }
      return .rejected(attemptsBeforeDelay: policy.attemptsBeforeDelay(failures: failures))
    case nil:
      return .notChecked
    }
  }
}
