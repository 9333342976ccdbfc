public import GestureLockSecurity

/// The store's own account-password counter (schema v3, `LockService+AccountPassword`) is the
/// lock screen's: it survives the pad process being killed and restarted, and a success also
/// clears the secret's failed attempts (SPEC.md §9).
extension LockService: AccountPasswordCounter {
  /// `verifyAccountPassword(_:)`, its outcomes mapped one to one — except when nothing is
  /// enrolled (the secret was removed while the screen was locked): the store has no record
  /// to count on then, yet the account password must still open the screen, so it is
  /// throttled on the same schedule in this process (``UnrecordedAccountPasswordThrottle``).
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
      return UnrecordedAccountPasswordThrottle.shared.attempt(for: self, check)
    }
  }
}
