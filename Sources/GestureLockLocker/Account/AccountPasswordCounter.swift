public import GestureLockSecurity

/// The account password's own throttle counter (SPEC.md §9: "throttled with its own counter on
/// the same schedule"), as the lock screen calls it: the one seam between the screen locker
/// and the store.
///
/// `LockService` conforms (`LockService+AccountPasswordCounter.swift`); the protocol keeps the
/// lock screen's flow testable without PAM.
package protocol AccountPasswordCounter: AnyObject {
  /// Runs `check` (PAM: `true` accepted, `false` rejected, `nil` not checked) unless the
  /// account password is locked out, counting a rejection before acting on it.
  ///
  /// - Throws: `SecurityError` when the counter cannot be read or written (fail closed:
  ///   nothing unlocks).
  func checkAccountPassword(_ check: () -> Bool?) throws(SecurityError) -> AccountPasswordVerdict
}

/// What the counter says about one account password attempt (mirrors `LockService`'s
/// `AccountPasswordOutcome`).
package enum AccountPasswordVerdict: Equatable, Sendable {
  /// PAM accepted the password: unlock.
  case accepted
  /// PAM rejected it; counted. Attempts left before a delay starts.
  case rejected(attemptsBeforeDelay: Int)
  /// Too many wrong passwords: no check until this wall-clock time (seconds since 1970).
  case lockedOut(until: Double)
  /// PAM could not check it (a module failed): not counted, nothing unlocked.
  case notChecked
}
