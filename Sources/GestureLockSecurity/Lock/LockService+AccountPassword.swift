/// The account password as a second way in (issue 14, the screen locker's "forgot your
/// pattern?"): checked by PAM through a closure, throttled with its own counter.
///
/// Counted like the secret, on the same path (`countThenCheck`, SPEC.md §4): the increment,
/// with the lockout it causes, is committed before `check` runs, so killing the process
/// mid-check gives no free try; the verdict is recorded in a second transaction. The schedule
/// is the policy's `ThrottlePolicy` delays, measured on the monotonic clock and the boot
/// identifier (a reboot restarts a lockout in force in full); its limit never applies here, so
/// the account password is never locked for good (it is the way out of a permanent lock).
///
/// The counter belongs to the profile, not to the secret
/// (`CredentialStore.accountPasswordAttempts(for:)`): it is kept and counted whether or not a
/// secret is enrolled (one removed while the screen was locked, issue 21) and whatever became
/// of the secret's record (damaged: the account password is then the only way in).
///
/// ```swift
/// let outcome = try lock.verifyAccountPassword { try? pam.authenticate(user, password) }
/// ```
extension LockService {
  /// Counts an account-password attempt in its own counter (stored and committed before
  /// `check` runs), runs `check`, records the verdict.
  ///
  /// - Parameter check: The account password check (PAM): `true` accepted, `false` rejected,
  ///   `nil` could not check (the increment is then undone). Not called during a lockout.
  /// - Returns: `.accepted` (the account counter cleared; the secret's failed attempts,
  ///   lockout and permanent lock too, where its record can be written),
  ///   `.rejected(attemptsBeforeDelay:)`, `.lockedOut(until:)` or `.notChecked` (`check` gave
  ///   `nil`).
  /// - Throws: `SecurityError.storeUnavailable` when the counter is damaged or unreadable;
  ///   the temporary store failures when it cannot be written now (`check` is not called
  ///   then).
  public func verifyAccountPassword(_ check: () -> Bool?) throws(SecurityError)
    -> AccountPasswordOutcome
  {
    let throttle = policy.throttle
    let outcome = try countThenCheck(
      on: AccountPasswordLedger(store: store, profile: profile), counter: \.self,
      lockedOut: { .lockedOut(until: $0) },
      check: { _ in check() },
      settle: { (counter, verdict, counting, _) throws(SecurityError) -> AccountPasswordOutcome in
        switch verdict {
        case nil:
          counter.undoCount(before: counting.before, counted: counting.counted)
          return .notChecked
        case true?:
          counter.clear()
          return .accepted
        case false?:
          return .rejected(
            attemptsBeforeDelay: throttle.attemptsBeforeDelay(failures: counter.failures))
        }
      })
    let answer = Self.neverCancelled(outcome)
    if answer == .accepted { clearSecretAttemptsAfterAccountPassword() }
    return answer
  }

  /// An accepted account password also clears the secret's failed attempts, lockout and
  /// permanent lock (SPEC.md §9): the person proved who they are. Done where the record can be
  /// written; the unlock does not wait on it (a damaged store, a secret removed, a full disk
  /// leave the secret's counters as they are, which only asks for more patience later).
  private func clearSecretAttemptsAfterAccountPassword() {
    // A read first: no store file is created for this.
    guard (try? store.record(for: profile)) != nil else { return }
    let end = clock.instant()
    _ = try? store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) in
      guard var current = record else { return }
      current.observe(end)
      current.updatedAt = end.wall
      current.secretAttempts.clear()
      current.lockedPermanently = false
      current.repeatDigest = nil
      current.latestWallTime = end.wall
      record = current
    }
  }

  /// The account password's lockout now: `.open` or `.until(wallEnd)` (never `.permanent`). A
  /// lockout set before a reboot restarts in full here and is stored (so the countdown is
  /// stable), as `status()` does for the secret's; on a store that cannot be written now the
  /// restart is shown but not stored.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when the counter is damaged or unreadable.
  public func accountPasswordLockout() throws(SecurityError) -> Lockout {
    let instant = clock.instant()
    let throttle = policy.throttle
    let counter = try store.accountPasswordAttempts(for: profile)
    guard let lockout = counter.lockout(at: instant, on: throttle) else { return .open }
    guard lockout.restartsInFull else { return .until(lockout.end) }
    do throws(SecurityError) {
      return try store.updateAccountPasswordAttempts(profile: profile) {
        (stored: inout AttemptCounter) throws(SecurityError) -> Lockout in
        stored.lockoutInForce(at: instant, on: throttle).map { .until($0.end) } ?? .open
      }
    } catch {
      guard error.isTemporaryStoreFailure else { throw error }
      return .until(lockout.end)
    }
  }
}
