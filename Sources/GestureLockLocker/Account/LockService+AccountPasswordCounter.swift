public import GestureLockSecurity

#if canImport(Glibc)
  internal import Glibc
#endif

/// The store's own account-password counter (schema v3, `LockService+AccountPassword`) is the
/// lock screen's: it survives the pad process being killed and restarted, and a success also
/// clears the secret's failed attempts (SPEC.md §9).
extension LockService: AccountPasswordCounter {
  /// Seconds a rejected account password waits before it is answered when nothing is
  /// enrolled to count it on.
  package static let uncountedFailureDelay = 2

  /// `verifyAccountPassword(_:)`, its outcomes mapped one to one — except when nothing is
  /// enrolled (the secret was removed while the screen was locked): the store has no record
  /// to count on then, yet the account password must still open the screen, so `check` runs
  /// uncounted, and a rejection reports `Int.max` attempts left ("Wrong password") after a
  /// fixed delay of ``uncountedFailureDelay`` (as `pam_unix`'s own failure delay, which
  /// modules such as `pam_matrix` lack): guesses stay slow even where nothing can count them.
  package func checkAccountPassword(_ check: () -> Bool?) throws(SecurityError)
    -> AccountPasswordVerdict
  {
    var checked = false
    let outcome = try verifyAccountPassword {
      checked = true
      return check()
    }
    switch outcome {
    case .accepted: return .accepted
    case .rejected(let left): return .rejected(attemptsBeforeDelay: left)
    case .lockedOut(let until): return .lockedOut(until: until)
    case .notChecked:
      // Not called only when nothing is enrolled (a lockout answers `.lockedOut`); ask the
      // store again rather than assume.
      guard !checked, try status() == .notEnrolled else { return .notChecked }
      switch check() {
      case true?: return .accepted
      case false?:
        var delay = timespec(tv_sec: Self.uncountedFailureDelay, tv_nsec: 0)
        var left = timespec()
        while nanosleep(&delay, &left) != 0 && errno == EINTR { delay = left }
        return .rejected(attemptsBeforeDelay: .max)
      case nil: return .notChecked
      }
    }
  }
}
