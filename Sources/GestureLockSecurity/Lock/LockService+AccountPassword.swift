/// The account password as a second way in (issue 14, the screen locker's "forgot your
/// pattern?"): checked by PAM through a closure, throttled with its own counter.
///
/// Counted like the secret (SPEC.md §4): the increment, with the lockout it causes, is
/// committed before `check` runs, so killing the process mid-check gives no free try; the
/// verdict is recorded in a second transaction. The schedule is the policy's `ThrottlePolicy`
/// delays, measured on the monotonic clock and the boot identifier (a reboot restarts a
/// lockout in force in full); its limit never applies here, so the account password is never
/// locked for good (it is the way out of a permanent lock).
///
/// ```swift
/// let outcome = try lock.verifyAccountPassword { try? pam.authenticate(user, password) }
/// ```
extension LockService {
  /// What the first transaction of an account-password attempt decided.
  private enum AccountFirstStep {
    case decided(AccountPasswordOutcome)
    case check(before: CredentialRecord, counted: CredentialRecord)
  }

  /// Counts an account-password attempt in its own counter (stored and committed before
  /// `check` runs), runs `check`, records the verdict.
  ///
  /// - Parameter check: The account password check (PAM): `true` accepted, `false` rejected,
  ///   `nil` could not check (the increment is then undone). Not called during a lockout or
  ///   when nothing is enrolled.
  /// - Returns: `.accepted` (the account counter and the secret's failed attempts, lockout
  ///   and permanent lock cleared), `.rejected(attemptsBeforeDelay:)`, `.lockedOut(until:)` or
  ///   `.notChecked` (`check` gave `nil`, or nothing is enrolled to count on).
  /// - Throws: `SecurityError.storeUnavailable` when the store is damaged or unreadable; the
  ///   temporary store failures when it cannot be written now (`check` is not called then).
  public func verifyAccountPassword(_ check: () -> Bool?) throws(SecurityError)
    -> AccountPasswordOutcome
  {
    guard let existing = try store.record(for: profile) else { return .notChecked }
    try Self.checkStoredHash(of: existing)
    let throttle = policy.throttle
    let start = clock.instant()
    let first = try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> AccountFirstStep in
      guard var current = record else { return .decided(.notChecked) }
      current.observe(start)
      if let lockout = current.accountLockout(at: start) {
        if lockout.restartsInFull {
          current.startAccountLockout(seconds: lockout.remaining, at: start)
        }
        record = current
        return .decided(.lockedOut(until: lockout.end))
      }
      let before = current
      current.accountFailedAttempts += 1
      current.updatedAt = start.wall
      let delay = throttle.delay(afterFailures: current.accountFailedAttempts)
      if delay > 0 {
        current.startAccountLockout(seconds: delay, at: start)
      } else {
        current.clearAccountLockout()
      }
      record = current
      return .check(before: before, counted: current)
    }
    let before: CredentialRecord
    let counted: CredentialRecord
    switch first {
    case .decided(let outcome): return outcome
    case .check(let old, let new): (before, counted) = (old, new)
    }

    let verdict = check()

    let end = clock.instant()
    return try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> AccountPasswordOutcome in
      guard var current = record else { return verdict == true ? .accepted : .notChecked }
      current.observe(end)
      current.updatedAt = end.wall
      switch verdict {
      case nil:
        current.accountFailedAttempts = max(0, current.accountFailedAttempts - 1)
        if current.accountLockedUntil == counted.accountLockedUntil,
          current.accountLockoutAnchor == counted.accountLockoutAnchor
        {
          current.accountLockedUntil = before.accountLockedUntil
          current.accountLockoutAnchor = before.accountLockoutAnchor
        }
        record = current
        return .notChecked
      case true?:
        current.accountFailedAttempts = 0
        current.clearAccountLockout()
        current.failedAttempts = 0
        current.clearLockout()
        current.lockedPermanently = false
        current.repeatDigest = nil
        current.latestWallTime = end.wall
        record = current
        return .accepted
      case false?:
        record = current
        return .rejected(
          attemptsBeforeDelay: throttle.attemptsBeforeDelay(
            failures: current.accountFailedAttempts))
      }
    }
  }

  /// The account password's lockout now: `.open` or `.until(wallEnd)` (never `.permanent`);
  /// `.open` when nothing is enrolled. A lockout set before a reboot restarts in full here and
  /// is stored (so the countdown is stable), as `status()` does for the secret's; on a store
  /// that cannot be written now the restart is shown but not stored.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when the store is damaged or unreadable.
  public func accountPasswordLockout() throws(SecurityError) -> Lockout {
    let instant = clock.instant()
    guard let record = try store.record(for: profile) else { return .open }
    guard let lockout = record.accountLockout(at: instant) else { return .open }
    guard lockout.restartsInFull else { return .until(lockout.end) }
    do throws(SecurityError) {
      return try store.update(profile: profile) {
        (stored: inout CredentialRecord?) throws(SecurityError) -> Lockout in
        guard var current = stored, let again = current.accountLockout(at: instant) else {
          return .open
        }
        if again.restartsInFull {
          current.startAccountLockout(seconds: again.remaining, at: instant)
          current.observe(instant)
          stored = current
        }
        return .until(again.end)
      }
    } catch {
      guard error.isTemporaryStoreFailure else { throw error }
      return .until(lockout.end)
    }
  }
}
