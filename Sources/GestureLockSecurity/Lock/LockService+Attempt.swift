internal import GestureLockCore

/// The two transactions around one check of a secret, shared by `verify`, `change` and
/// `remove`.
extension LockService {
  /// What the first transaction decided.
  enum FirstStep {
    /// An answer without running the KDF.
    case decided(VerificationOutcome)
    /// The caller gave up before the attempt was counted: nothing was written.
    case cancelled
    /// The attempt is counted: `before` is the record as it was, `counted` as committed.
    case check(before: CredentialRecord, counted: CredentialRecord)
  }

  /// Checks `secret` with throttling, counting the failure before the KDF runs.
  ///
  /// 1. One transaction: answer without the KDF when not enrolled, locked for good, locked
  ///    now (restarting a lockout of another boot), at a wipe limit whose verdict was lost,
  ///    or too short; otherwise count the failure with the lockout or permanent lock it
  ///    causes, and commit.
  /// 2. The KDF, outside any transaction; on a match, `prepare` (more KDF work: a new hash).
  /// 3. One transaction: on a match, clear the counters and run `onSuccess` on the record;
  ///    the secret unlock is recorded (fingerprint rules, `SecretRequirement`); on the same wrong
  ///    secret as the last wrong attempt, undo step 1's count; otherwise
  ///    keep it (with the lockout step 1 set from the time it counted), remember the
  ///    attempt's digest, and apply a wipe.
  ///
  /// - Parameters:
  ///   - secret: The attempt.
  ///   - prepare: Runs after a match, before the second transaction, with the secret's bytes
  ///     and the stored hash; what it returns reaches `onSuccess`. Throwing leaves the
  ///     attempt counted and nothing else changed.
  ///   - onSuccess: Changes the record (already cleared of failures) in the second
  ///     transaction; setting it to `nil` deletes it.
  ///   - isCancelled: Asked once, inside the first transaction right before the failure is
  ///     counted; `true` ends the attempt there with nothing written (`AsyncLockService`'s
  ///     task cancellation). Never asked after counting: a counted attempt completes.
  /// - Returns: The verdict, or `nil` when `isCancelled` said so before anything was counted.
  func attempt<Prepared>(
    _ secret: Secret,
    isCancelled: () -> Bool = { false },
    prepare: (_ bytes: SecretBytes, _ storedPHC: String) throws(SecurityError) -> Prepared,
    onSuccess: (_ record: inout CredentialRecord?, _ prepared: Prepared, _ instant: LockInstant)
      -> Void
  ) throws(SecurityError) -> VerificationOutcome? {
    // A read first, so that a missing store file is not created by a question.
    guard try store.record(for: profile) != nil else { return .notEnrolled }

    let throttle = policy.throttle
    let backend = hasher.cryptoBackend
    let start = clock.instant()
    let first = try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> FirstStep in
      guard var current = record else { return .decided(.notEnrolled) }
      try Self.checkStoredHash(of: current)
      // A KDF this platform lacks (scrypt on Apple platforms) is a fault, before counting.
      try Self.checkStoredKeyDerivation(of: current, on: backend)
      current.observe(start)
      if current.lockedPermanently {
        record = current
        return .decided(.lockedPermanently)
      }
      if let lockout = self.lockout(of: current, at: start) {
        if lockout.restartsInFull { current.startLockout(seconds: lockout.remaining, at: start) }
        record = current
        return .decided(.throttled(until: lockout.end))
      }
      // An attempt reached the wipe limit but its verdict was never recorded (killed):
      // counted as failed, like any interrupted check.
      if throttle.reaches(.wipe, failures: current.failedAttempts) {
        record = nil
        return .decided(.wiped)
      }
      try Self.checkComparable(secret, with: current)
      if secret.length < current.rules.minimumLength {
        record = current
        return .decided(.tooShort(minimum: current.rules.minimumLength))
      }
      // The last moment a cancelled caller may leave without the attempt being counted.
      if isCancelled() { return .cancelled }
      let before = current
      current.failedAttempts += 1
      current.updatedAt = start.wall
      if throttle.reaches(.lockPermanently, failures: current.failedAttempts) {
        current.lockedPermanently = true
      }
      let delay = throttle.delay(afterFailures: current.failedAttempts)
      if delay > 0 {
        current.startLockout(seconds: delay, at: start)
      } else {
        current.clearLockout()
      }
      record = current
      return .check(before: before, counted: current)
    }
    let before: CredentialRecord
    let counted: CredentialRecord
    switch first {
    case .decided(let outcome): return outcome
    case .cancelled: return nil
    case .check(let old, let new): (before, counted) = (old, new)
    }

    let bytes = secret.bytes
    let check: SecretCheck
    do {
      check = try hasher.check(bytes, against: counted.phc)
    } catch .invalidHash(let why) {
      // Checked before counting; only a custom `SecretHashing` can get here.
      throw .storeUnavailable("the stored hash of profile \(profile) is damaged: \(why)")
    }
    let prepared: Prepared? = check.matches ? try prepare(bytes, counted.phc) : nil

    let end = clock.instant()
    return try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> VerificationOutcome in
      guard var current = record else { return .notEnrolled }
      // Changed meanwhile by another process: the verdict was about the old secret.
      guard current.phc == counted.phc else {
        return .rejected(
          attemptsBeforeDelay: throttle.attemptsBeforeDelay(failures: current.failedAttempts))
      }
      current.observe(end)
      current.updatedAt = end.wall
      if check.matches, let prepared {
        current.failedAttempts = 0
        current.clearLockout()
        current.lockedPermanently = false
        current.repeatDigest = nil
        // "Latest seen" restarts at a success: one bogus clock reading cannot outlive it.
        current.latestWallTime = end.wall
        record = current
        onSuccess(&record, prepared, end)
        // A secret success satisfies the fingerprint rules it can (SecretRequirement); the
        // finger set is recorded only by the callers that know it (onSuccess).
        record?.noteSecretUnlock(at: end, fingers: nil)
        return .accepted
      }
      if let last = current.repeatDigest, ConstantTime.equals(last, check.attemptDigest) {
        // The same wrong secret as the last wrong attempt: not counted twice.
        current.failedAttempts = max(0, current.failedAttempts - 1)
        if current.hasSameLockout(as: counted) {
          current.lockedUntil = before.lockedUntil
          current.lockoutAnchor = before.lockoutAnchor
        }
        if !before.lockedPermanently,
          !throttle.reaches(.lockPermanently, failures: current.failedAttempts)
        {
          current.lockedPermanently = false
        }
        record = current
        return .rejected(
          attemptsBeforeDelay: throttle.attemptsBeforeDelay(failures: current.failedAttempts))
      }
      current.repeatDigest = check.attemptDigest
      current.lastFailureAt = end.wall
      if throttle.reaches(.wipe, failures: current.failedAttempts) {
        record = nil
        return .wiped
      }
      if current.lockedPermanently {
        record = current
        return .lockedPermanently
      }
      // The lockout this failure causes was set, from the time it was counted, by the first
      // transaction. Setting it again from now would move its announced end later by the
      // KDF's time (seconds, with several processes at once) without any new failure.
      record = current
      return .rejected(
        attemptsBeforeDelay: throttle.attemptsBeforeDelay(failures: current.failedAttempts))
    }
  }
}
