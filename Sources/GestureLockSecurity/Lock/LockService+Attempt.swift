/// The two transactions around one check of a secret, shared by `verify`, `change` and
/// `remove`.
extension LockService {
  /// Checks `secret` with throttling, counting the failure before the KDF runs
  /// (`countThenCheck`).
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
    prepare: (_ bytes: [UInt8], _ storedPHC: String) throws(SecurityError) -> Prepared,
    onSuccess: (_ record: inout CredentialRecord?, _ prepared: Prepared, _ instant: LockInstant)
      -> Void
  ) throws(SecurityError) -> VerificationOutcome? {
    // A read first, so that a missing store file is not created by a question.
    guard try store.record(for: profile) != nil else { return .notEnrolled }

    let throttle = policy.throttle
    let backend = hasher.cryptoBackend
    let hasher = self.hasher
    let profile = self.profile
    return try countThenCheck(
      on: RecordLedger(store: store, profile: profile),
      // Read only once `gate` found a record.
      counter: \CredentialRecord?.!.secretAttempts,
      gate: { (record, start) throws(SecurityError) -> VerificationOutcome? in
        guard var current = record else { return .notEnrolled }
        try Self.checkStoredHash(of: current)
        // A KDF this platform lacks (scrypt on Apple platforms) is a fault, before counting.
        try Self.checkStoredKeyDerivation(of: current, on: backend)
        current.observe(start)
        record = current
        return current.lockedPermanently ? .lockedPermanently : nil
      },
      lockedOut: { .throttled(until: $0) },
      admit: { (record) throws(SecurityError) -> Admission<VerificationOutcome> in
        guard let current = record else { return .decided(.notEnrolled) }
        // An attempt reached the wipe limit but its verdict was never recorded (killed):
        // counted as failed, like any interrupted check.
        if throttle.reaches(.wipe, failures: current.secretAttempts.failures) {
          record = nil
          return .decided(.wiped)
        }
        try Self.checkComparable(secret, with: current)
        if secret.length < current.rules.minimumLength {
          return .decided(.tooShort(minimum: current.rules.minimumLength))
        }
        // The last moment a cancelled caller may leave without the attempt being counted.
        return isCancelled() ? .cancelled : .count
      },
      onCount: { record, start in
        guard var current = record else { return }
        current.updatedAt = start.wall
        if throttle.reaches(.lockPermanently, failures: current.secretAttempts.failures) {
          current.lockedPermanently = true
        }
        record = current
      },
      check: { (counted: CredentialRecord?) throws(SecurityError) -> (SecretCheck, Prepared?) in
        let phc = counted?.phc ?? ""
        var bytes = secret.bytes
        defer { ConstantTime.wipe(&bytes) }
        let check: SecretCheck
        do throws(SecurityError) {
          check = try hasher.check(bytes, against: phc)
        } catch .invalidHash(let why) {
          // Checked before counting; only a custom `SecretHashing` can get here.
          throw .storeUnavailable("the stored hash of profile \(profile) is damaged: \(why)")
        }
        return (check, check.matches ? try prepare(bytes, phc) : nil)
      },
      settle: { (record, checked, counting, end) throws(SecurityError) -> VerificationOutcome in
        let (check, prepared) = checked
        guard var current = record, let before = counting.before, let counted = counting.counted
        else { return .notEnrolled }
        // Changed meanwhile by another process: the verdict was about the old secret.
        guard current.phc == counted.phc else {
          return .rejected(
            attemptsBeforeDelay: throttle.attemptsBeforeDelay(
              failures: current.secretAttempts.failures))
        }
        current.observe(end)
        current.updatedAt = end.wall
        if check.matches, let prepared {
          current.secretAttempts.clear()
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
          current.secretAttempts.undoCount(
            before: before.secretAttempts, counted: counted.secretAttempts)
          if !before.lockedPermanently,
            !throttle.reaches(.lockPermanently, failures: current.secretAttempts.failures)
          {
            current.lockedPermanently = false
          }
          record = current
          return .rejected(
            attemptsBeforeDelay: throttle.attemptsBeforeDelay(
              failures: current.secretAttempts.failures))
        }
        current.repeatDigest = check.attemptDigest
        current.lastFailureAt = end.wall
        if throttle.reaches(.wipe, failures: current.secretAttempts.failures) {
          record = nil
          return .wiped
        }
        record = current
        if current.lockedPermanently { return .lockedPermanently }
        // The lockout this failure causes was set, from the time it was counted, by the first
        // transaction. Setting it again from now would move its announced end later by the
        // KDF's time (seconds, with several processes at once) without any new failure.
        return .rejected(
          attemptsBeforeDelay: throttle.attemptsBeforeDelay(
            failures: current.secretAttempts.failures))
      })
  }
}
