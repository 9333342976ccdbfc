public import GestureLockCore

/// Enrols, verifies, changes and removes a profile's secret against a credential store, with
/// throttling.
///
/// Every answer is derived from the store, never from memory, so the lock state survives
/// restarts, `kill -9` and several processes at once (SPEC.md §4):
/// - A check first increments the failure counter (and sets the lockout, or the permanent
///   lock, that the failure would cause) in one committed transaction, then runs the slow
///   KDF, then records the verdict in a second transaction: a success clears the counters
///   (and, for `change` and `remove`, replaces or deletes the record in that same
///   transaction); the same wrong secret as the previous wrong attempt undoes its increment.
///   Killing the process mid-check costs a guess and never loses one.
/// - During a lockout an attempt is refused without running the KDF and is not counted.
///   Lockouts are measured as `LockClock` describes: the wall clock cannot shorten them, and
///   a reboot restarts one in full without adding a failure.
/// - A too-short secret, or one of another kind or grid than the enrolled one, is never
///   counted.
/// - A store that is missing its file means "not enrolled"; one that is damaged or unreadable
///   throws `SecurityError.storeUnavailable`, never a verdict.
///
/// One `LockPolicy` governs enrolment and verification; see there.
///
/// Not `Sendable`: like its store, it belongs to one thread at a time.
///
/// ```swift
/// let lock = try LockService(store: SQLiteCredentialStore(path: try StoreLocation.defaultPath()))
/// let secret = Secret.pattern(try Pattern(parsing: "0-1-2-5-8", on: .standard))
/// _ = try lock.enroll(secret, confirmation: secret)  // .enrolled
/// try lock.verify(secret)  // .accepted
/// ```
public final class LockService {
  /// The profile used when the host does not name one: `default`.
  public static let defaultProfile = "default"
  /// The longest profile name accepted, in UTF-8 bytes.
  public static let maximumProfileLength = 64

  /// The profile (account) whose secret this service checks.
  public let profile: String
  /// The rules for enrolment, the throttle and the KDF cost.
  public let policy: LockPolicy

  let store: any CredentialStore
  package let clock: any LockClock
  let hasher: any SecretHashing

  /// Creates a lock service for one profile of a store.
  ///
  /// - Parameters:
  ///   - store: Where records live, e.g. `SQLiteCredentialStore`.
  ///   - profile: The profile name: 1–64 UTF-8 bytes, no control characters.
  ///   - policy: Enrolment rules, throttle and KDF cost; SPEC.md's defaults by default.
  ///   - clock: Wall clock, monotonic clock and boot identifier; the system's by default
  ///     (tests inject their own).
  ///   - hasher: The KDF wrapper; `SecretHasher` by default.
  /// - Throws: `SecurityError.invalidProfile` for an invalid profile name;
  ///   `SecurityError.invalidParameters` when the policy's KDF cost is out of bounds;
  ///   `SecurityError.keyDerivationUnavailable` when the policy's KDF is one the hasher's
  ///   crypto library cannot compute (scrypt on Apple platforms).
  public init(
    store: any CredentialStore, profile: String = LockService.defaultProfile,
    policy: LockPolicy = .standard, clock: any LockClock = SystemLockClock(),
    hasher: any SecretHashing = SecretHasher()
  ) throws(SecurityError) {
    guard !profile.isEmpty, profile.utf8.count <= Self.maximumProfileLength else {
      throw .invalidProfile(.lengthOutOfRange(maximumBytes: Self.maximumProfileLength))
    }
    guard !profile.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw .invalidProfile(.controlCharacter)
    }
    try policy.keyDerivation.validate(on: hasher.cryptoBackend)
    self.store = store
    self.profile = profile
    self.policy = policy
    self.clock = clock
    self.hasher = hasher
  }

  /// The profile's state now, read from the store; never creates a store file.
  ///
  /// A lockout set before a reboot is restarted in full here (and stored, so the countdown
  /// is stable), as it would be by the next attempt. On a store that cannot be written now
  /// (read-only, full, busy) the restart is shown but not stored.
  ///
  /// - Returns: `.notEnrolled`, or `.enrolled` with the secret's kind, grid and rules, the
  ///   failure counter, the lockout in force (until when, or for good), and the attempts left
  ///   before a delay.
  /// - Throws: `SecurityError.storeUnavailable` when the store or the stored hash is damaged
  ///   or unreadable.
  public func status() throws(SecurityError) -> LockStatus {
    let instant = clock.instant()
    guard var record = try store.record(for: profile) else { return .notEnrolled }
    try Self.checkStoredHash(of: record)
    if let restart = self.lockout(of: record, at: instant), restart.restartsInFull {
      do throws(SecurityError) {
        let restarted = try store.update(profile: profile) {
          (stored: inout CredentialRecord?) throws(SecurityError) -> CredentialRecord? in
          guard var current = stored else { return nil }
          if let again = self.lockout(of: current, at: instant), again.restartsInFull {
            current.secretAttempts.startLockout(seconds: again.remaining, at: instant)
            current.observe(instant)
            stored = current
          }
          return current
        }
        guard let restarted else { return .notEnrolled }
        record = restarted
      } catch {
        // A read-only, full or busy store still answers: the restart is shown from now and
        // stored by the next attempt that can write.
        guard error.isTemporaryStoreFailure else { throw error }
        record.secretAttempts.startLockout(seconds: restart.remaining, at: instant)
      }
    }
    let lockout: Lockout =
      record.lockedPermanently
      ? .permanent : record.secretAttempts.reported(at: instant, on: policy.throttle)
    return .enrolled(
      EnrolledStatus(
        kind: record.kind, grid: record.grid, rules: record.rules,
        failedAttempts: record.secretAttempts.failures, lockout: lockout,
        attemptsBeforeDelay: lockout == .open
          ? policy.throttle.attemptsBeforeDelay(failures: record.secretAttempts.failures) : 0))
  }

  /// Whether there is a store at all, so a front end can tell "nothing enrolled" from "no store
  /// at this path" (`LockStatus.notEnrolled` covers both). Creates nothing.
  ///
  /// - Returns: `false` when the store's file does not exist.
  /// - Throws: `SecurityError.storeFile` when the path cannot be examined.
  public func storeExists() throws(SecurityError) -> Bool {
    try store.exists()
  }

  /// Enrols `secret` after checking it against the policy and its confirmation.
  ///
  /// In order, each before anything is hashed: a pattern that breaks the policy's route rule,
  /// or that the policy's minimum strength cannot rate (not 3×3), throws;
  /// `LockPolicy.evaluate(_:)` may refuse it (too weak, too short, …) (a common PIN under
  /// `BlocklistMode.warn` is enrolled; ask `evaluate` first to show the warning); the
  /// confirmation must be the same kind and the same bytes (compared in constant time); the
  /// profile must have no secret yet. Then the secret is hashed (outside the store
  /// transaction) and one transaction stores it with counters at zero and the rules in force
  /// for it.
  ///
  /// - Parameters:
  ///   - secret: The first entry.
  ///   - confirmation: The second entry.
  /// - Returns: `.enrolled`, or why nothing was stored: `.tooWeak`, `.tooShort`, `.tooLong`,
  ///   `.pinLength`, `.commonPIN`, `.mismatch`, `.alreadyEnrolled`.
  /// - Throws: `SecurityError.invalidSecret` for a pattern that breaks the route rule or is on
  ///   a grid the policy's minimum strength cannot rate;
  ///   `SecurityError.storeUnavailable` when the store cannot be read or written;
  ///   `SecurityError.cryptoFailure` when the KDF fails.
  /// - Complexity: One run of the KDF.
  public func enroll(_ secret: Secret, confirmation: Secret) throws(SecurityError)
    -> EnrolmentOutcome
  {
    try enroll(secret, confirmation: confirmation, under: policy)
  }

  /// Enrols `secret` under this service's policy with other pattern rules and, optionally,
  /// another KDF cost.
  ///
  /// - Parameters:
  ///   - secret: The first entry.
  ///   - confirmation: The second entry.
  ///   - rules: The pattern rules to check and store instead of `policy.pattern`.
  ///   - keyDerivation: The KDF and cost; `nil` for `policy.keyDerivation`.
  /// - Returns: As `enroll(_:confirmation:)`.
  /// - Throws: As `enroll(_:confirmation:)`, and `SecurityError.invalidParameters` for a KDF
  ///   cost out of bounds or `SecurityError.keyDerivationUnavailable` for a KDF this platform
  ///   lacks (scrypt on Apple platforms).
  public func enroll(
    _ secret: Secret, confirmation: Secret, rules: PatternRules,
    kdf keyDerivation: KeyDerivation? = nil
  ) throws(SecurityError) -> EnrolmentOutcome {
    var adjusted = policy
    adjusted.pattern = rules
    if let keyDerivation {
      try keyDerivation.validate(on: hasher.cryptoBackend)
      adjusted.keyDerivation = keyDerivation
    }
    return try enroll(secret, confirmation: confirmation, under: adjusted)
  }

  /// Checks `secret` against the profile's enrolled secret, with throttling.
  ///
  /// In order: not enrolled → `.notEnrolled`; locked for good → `.lockedPermanently`; locked
  /// now → `.throttled` (no KDF, not counted); a secret of another kind or grid, or longer
  /// than the enrolled rules allow → thrown, not counted; shorter than the enrolled minimum →
  /// `.tooShort`, not counted. Otherwise the failure is counted first (committed), the KDF
  /// runs, and a success clears the counter and any lockout. When the stored hash's cost is
  /// below `policy.keyDerivation` (same algorithm), a success also re-hashes the secret at
  /// the policy's cost and stores it in the same transaction.
  ///
  /// - Returns: `.accepted`, `.rejected(attemptsBeforeDelay:)`, `.throttled(until:)`,
  ///   `.lockedPermanently`, `.wiped`, `.notEnrolled` or `.tooShort(minimum:)`.
  /// - Throws: `SecurityError.invalidSecret` for a secret of another kind or grid than the
  ///   enrolled one (never compared across kinds or grids) or longer than its rules allow;
  ///   `SecurityError.storeUnavailable` when the store or its stored hash is damaged or
  ///   unreadable; `SecurityError.keyDerivationUnavailable` (`stored: true`, not counted) when
  ///   the stored hash's KDF is one this platform lacks (scrypt on Apple platforms);
  ///   `SecurityError.cryptoFailure` when the KDF fails. Whatever is thrown, nothing is
  ///   accepted.
  /// - Complexity: One run of the KDF (two when re-hashing), unless refused before it.
  ///
  /// A success also records the secret unlock (monotonic time and boot) for the fingerprint
  /// rules and clears the fingerprint no-match counter; the recorded finger set is kept.
  public func verify(_ secret: Secret) throws(SecurityError) -> VerificationOutcome {
    try verify(secret, onAccepted: { _ in })
  }

  /// `verify(_:)`, running `onAccepted` on the record in the transaction that records a
  /// success.
  func verify(_ secret: Secret, onAccepted: (inout CredentialRecord) -> Void)
    throws(SecurityError) -> VerificationOutcome
  {
    Self.neverCancelled(try verify(secret, isCancelled: { false }, onAccepted: onAccepted))
  }

  /// `verify(_:onAccepted:)` that ends before counting when `isCancelled` says so
  /// (`attempt`); `nil` then.
  func verify(
    _ secret: Secret, isCancelled: () -> Bool, onAccepted: (inout CredentialRecord) -> Void
  ) throws(SecurityError) -> VerificationOutcome? {
    let target = policy.keyDerivation
    let hasher = self.hasher
    return try attempt(
      secret, isCancelled: isCancelled,
      prepare: { (bytes, storedPHC) throws(SecurityError) -> String? in
        guard let stored = try? PHCString(parsing: storedPHC),
          stored.keyDerivation.isBelow(target)
        else { return nil }
        return try hasher.hash(bytes, with: target)
      },
      onSuccess: { record, rehashed, _ in
        if let rehashed { record?.phc = rehashed }
        if var current = record {
          onAccepted(&current)
          record = current
        }
      })
  }

  /// Replaces the profile's secret with `new` after verifying `current`.
  ///
  /// The new secret is checked first, as enrolment checks it (route, policy, confirmation),
  /// without evaluating `current`. Then `current` is verified exactly as `verify` does
  /// (counted before the KDF, throttled, …); when it is right, the new secret is hashed
  /// (outside any transaction) and the record is replaced in the transaction that records the
  /// success. Until that transaction commits, the old secret stays valid: a crash at any
  /// moment loses neither. The new secret may be of another kind or grid.
  ///
  /// - Parameters:
  ///   - current: The secret enrolled now.
  ///   - new: The new secret.
  ///   - confirmation: The new secret again.
  /// - Returns: `.changed`, `.refused` (new secret; nothing evaluated or counted) or
  ///   `.notVerified` (current secret; counted as `verify` counts).
  /// - Throws: As `verify`, and `SecurityError.invalidSecret` for a new pattern that breaks
  ///   the route rule.
  /// - Complexity: Two runs of the KDF when the current secret is right.
  public func change(current: Secret, to new: Secret, confirmation: Secret)
    throws(SecurityError) -> ChangeOutcome
  {
    Self.neverCancelled(
      try change(current: current, to: new, confirmation: confirmation, isCancelled: { false }))
  }

  /// `change(current:to:confirmation:)` that ends before counting when `isCancelled` says so
  /// (`attempt`); `nil` then.
  func change(
    current: Secret, to new: Secret, confirmation: Secret, isCancelled: () -> Bool
  ) throws(SecurityError) -> ChangeOutcome? {
    let policy = self.policy
    if let refusal = try Self.enrolmentRefusal(of: new, confirmation: confirmation, under: policy) {
      return .refused(refusal)
    }
    let hasher = self.hasher
    let profile = self.profile
    var newBytes = new.bytes
    defer { ConstantTime.wipe(&newBytes) }
    let attempted = try attempt(
      current, isCancelled: isCancelled,
      prepare: { (_, _) throws(SecurityError) -> String in
        try hasher.hash(newBytes, with: policy.keyDerivation)
      },
      onSuccess: { record, phc, instant in
        var replacement = CredentialRecord(
          profile: profile, kind: new.kind, grid: new.grid, rules: policy.rules(for: new),
          phc: phc, latestWallTime: instant.wall, createdAt: instant.wall,
          updatedAt: instant.wall)
        // Fingerprint unlock belongs to the profile, not to the secret: a change keeps it (the
        // account password's counter is kept apart from the record anyway).
        if let old = record { replacement.keepUnlockState(of: old) }
        record = replacement
      })
    guard let outcome = attempted else { return nil }
    return outcome == .accepted ? .changed : .notVerified(outcome)
  }

  /// Deletes the profile's secret and its counters after verifying `current`.
  ///
  /// `current` is verified exactly as `verify` does; when it is right, the record is deleted
  /// in the transaction that records the success. The account password's counter belongs to
  /// the profile and stays.
  ///
  /// - Returns: `.removed`, or `.notVerified` with the verification outcome.
  /// - Throws: As `verify`.
  /// - Complexity: One run of the KDF.
  public func remove(verifying current: Secret) throws(SecurityError) -> RemovalOutcome {
    Self.neverCancelled(try remove(verifying: current, isCancelled: { false }))
  }

  /// `remove(verifying:)` that ends before counting when `isCancelled` says so (`attempt`);
  /// `nil` then.
  func remove(verifying current: Secret, isCancelled: () -> Bool) throws(SecurityError)
    -> RemovalOutcome?
  {
    let attempted = try attempt(
      current, isCancelled: isCancelled, prepare: { (_, _) throws(SecurityError) in () },
      onSuccess: { record, _, _ in record = nil })
    guard let outcome = attempted else { return nil }
    return outcome == .accepted ? .removed : .notVerified(outcome)
  }

  /// The answer of a call made with `isCancelled: { false }`, which is never `nil`.
  static func neverCancelled<Outcome>(_ outcome: Outcome?) -> Outcome {
    guard let outcome else { preconditionFailure("an attempt that cannot be cancelled was") }
    return outcome
  }

  /// Deletes the profile's secret and its counters without verifying anything: for a host
  /// that has re-authenticated the user another way, and the only way out of a permanent lock.
  /// The account password's counter belongs to the profile and stays.
  ///
  /// - Returns: Whether there was a record to delete. A missing store file is not created.
  /// - Throws: `SecurityError.storeUnavailable` when the store cannot be read or written, or
  ///   the record's stored hash is damaged (left as it is, as every command leaves damage).
  @discardableResult
  public func forceRemove() throws(SecurityError) -> Bool {
    guard let existing = try store.record(for: profile) else { return false }
    // A damaged record is left for the person who must act, as every other command leaves it.
    try Self.checkStoredHash(of: existing)
    return try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> Bool in
      defer { record = nil }
      return record != nil
    }
  }

  // MARK: - Enrolment

  private func enroll(_ secret: Secret, confirmation: Secret, under policy: LockPolicy)
    throws(SecurityError) -> EnrolmentOutcome
  {
    if let refusal = try Self.enrolmentRefusal(
      of: secret, confirmation: confirmation, under: policy)
    {
      return refusal
    }
    // A read first: no KDF work for a profile that has a secret, and no store file created.
    // A record whose hash is damaged is damage, not "already enrolled".
    if let existing = try store.record(for: profile) {
      try Self.checkStoredHash(of: existing)
      return .alreadyEnrolled
    }
    var bytes = secret.bytes
    defer { ConstantTime.wipe(&bytes) }
    let phc = try hasher.hash(bytes, with: policy.keyDerivation)
    let instant = clock.instant()
    let profile = self.profile
    return try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> EnrolmentOutcome in
      guard record == nil else { return .alreadyEnrolled }
      record = CredentialRecord(
        profile: profile, kind: secret.kind, grid: secret.grid, rules: policy.rules(for: secret),
        phc: phc, latestWallTime: instant.wall, createdAt: instant.wall, updatedAt: instant.wall,
        lastSecretUnlock: MonotonicInstant(instant))
      return .enrolled
    }
  }

  /// Why `secret` with `confirmation` cannot be enrolled under `policy`, or `nil`.
  ///
  /// - Throws: `SecurityError.invalidSecret` for a pattern that breaks the route rule, or
  ///   that the policy's minimum strength cannot rate.
  private static func enrolmentRefusal(
    of secret: Secret, confirmation: Secret, under policy: LockPolicy
  ) throws(SecurityError) -> EnrolmentOutcome? {
    try checkRoute(of: secret, rules: policy.pattern)
    if case .pattern(let pattern) = secret {
      do {
        try policy.patternStrength.validate(for: pattern.grid)
      } catch {
        throw .invalidSecret(.patternRefused(error))
      }
    }
    if case .refused(let outcome) = policy.evaluate(secret) { return outcome }
    var bytes = secret.bytes
    var confirmationBytes = confirmation.bytes
    defer {
      ConstantTime.wipe(&bytes)
      ConstantTime.wipe(&confirmationBytes)
    }
    guard secret.kind == confirmation.kind, ConstantTime.equals(bytes, confirmationBytes) else {
      return .mismatch
    }
    return nil
  }

  // MARK: - Checks

  /// A pattern enrolled under the skipped-node rule must obey it.
  private static func checkRoute(of secret: Secret, rules: PatternRules) throws(SecurityError) {
    guard case .pattern(let pattern) = secret else { return }
    do {
      _ = try Pattern(nodes: pattern.nodes, on: pattern.grid, route: rules.route)
    } catch {
      throw .invalidSecret(.patternRefused(error))
    }
  }

  /// The secret's lockout of `record` at `instant`; a lockout stored without an anchor
  /// (schema version 1) restarts with the schedule's delay for the record's failures.
  func lockout(of record: CredentialRecord, at instant: LockInstant)
    -> AttemptCounter.LockoutState?
  {
    record.secretAttempts.lockout(at: instant, on: policy.throttle)
  }

  /// A stored hash that does not parse is store damage: reported before anything is counted.
  static func checkStoredHash(of record: CredentialRecord) throws(SecurityError) {
    do {
      _ = try PHCString(parsing: record.phc)
    } catch .invalidHash(let why) {
      throw .storeUnavailable("the stored hash of profile \(record.profile) is damaged: \(why)")
    }
  }

  /// A stored hash whose KDF `backend` cannot compute (scrypt on Apple platforms) cannot be
  /// checked here: a fault raised before anything is counted, never a wrong secret.
  ///
  /// - Throws: `SecurityError.keyDerivationUnavailable` with `stored: true`;
  ///   `SecurityError.invalidHash` when the hash does not parse (already reported as damage by
  ///   `checkStoredHash`).
  static func checkStoredKeyDerivation(of record: CredentialRecord, on backend: CryptoBackend)
    throws(SecurityError)
  {
    try PHCString(parsing: record.phc).requireAvailable(on: backend)
  }

  /// Secrets are only compared with secrets of the same kind and grid, and never longer than
  /// the enrolled rules allow.
  static func checkComparable(_ secret: Secret, with record: CredentialRecord)
    throws(SecurityError)
  {
    guard secret.kind == record.kind else {
      throw .invalidSecret(.kindMismatch(entered: secret.kind, stored: record.kind))
    }
    if let stored = record.grid, let drawn = secret.grid, stored != drawn {
      throw .invalidSecret(.gridMismatch(drawn: drawn, stored: stored))
    }
    if let maximum = record.rules.maximumLength, secret.length > maximum {
      throw .invalidSecret(.longerThanRules(maximum: maximum, kind: record.kind))
    }
  }
}
