public import GestureLockCore

/// Enrols and verifies a profile's secret against a credential store, with throttling.
///
/// Every answer is derived from the store, never from memory, so the lock state survives
/// restarts, `kill -9` and several processes at once (SPEC.md §4):
/// - A verification first increments the failure counter (and sets the lockout that the
///   failure would cause) in one committed transaction, then runs the slow KDF, then clears
///   both on success in a second transaction. Killing the process mid-check costs a guess.
/// - During a lockout an attempt is refused without running the KDF and is not counted.
/// - A too-short secret, or one on another grid than the enrolled one, is never counted.
/// - A store that is missing its file means "not enrolled"; one that is damaged or unreadable
///   throws `SecurityError.storeUnavailable`, never a verdict.
///
/// Not `Sendable`: like its store, it belongs to one thread at a time.
///
/// ```swift
/// let lock = try LockService(store: SQLiteCredentialStore(path: try StoreLocation.defaultPath()))
/// let secret = Secret.pattern(try Pattern(parsing: "0-1-2-5-8", on: .standard))
/// _ = try lock.enroll(secret, confirmation: secret, rules: .standard)  // .enrolled
/// try lock.verify(secret)  // .accepted
/// ```
public final class LockService {
  /// The profile used when the host does not name one: `default`.
  public static let defaultProfile = "default"
  /// The longest profile name accepted, in UTF-8 bytes.
  public static let maximumProfileLength = 64

  /// The profile (account) whose secret this service checks.
  public let profile: String
  /// The delay schedule applied after failures.
  public let policy: ThrottlePolicy

  private let store: any CredentialStore
  private let clock: any WallClock
  private let hasher: any SecretHashing

  /// Creates a lock service for one profile of a store.
  ///
  /// - Parameters:
  ///   - store: Where records live, e.g. `SQLiteCredentialStore`.
  ///   - profile: The profile name: 1–64 UTF-8 bytes, no control characters.
  ///   - policy: The delay schedule; the iOS schedule by default.
  ///   - clock: The wall clock; the system clock by default (tests inject their own).
  ///   - hasher: The KDF wrapper; `SecretHasher` by default.
  /// - Throws: `SecurityError.invalidProfile` for an invalid profile name.
  public init(
    store: any CredentialStore, profile: String = LockService.defaultProfile,
    policy: ThrottlePolicy = .default, clock: any WallClock = SystemWallClock(),
    hasher: any SecretHashing = SecretHasher()
  ) throws(SecurityError) {
    guard !profile.isEmpty, profile.utf8.count <= Self.maximumProfileLength else {
      throw .invalidProfile("a profile name has 1 to \(Self.maximumProfileLength) UTF-8 bytes")
    }
    guard !profile.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw .invalidProfile("a profile name has no control characters")
    }
    self.store = store
    self.profile = profile
    self.policy = policy
    self.clock = clock
    self.hasher = hasher
  }

  /// The profile's state now, read from the store; never creates a store file.
  ///
  /// - Returns: Whether a secret is enrolled, its kind, grid and rules, the failure counter,
  ///   the lockout end when one is in force, and the attempts left before a delay.
  /// - Throws: `SecurityError.storeUnavailable` when the store or the stored hash is damaged
  ///   or unreadable.
  public func status() throws(SecurityError) -> LockStatus {
    guard let record = try store.record(for: profile) else {
      return LockStatus(
        enrolled: false, kind: nil, grid: nil, rules: nil, failedAttempts: 0, lockedUntil: nil,
        attemptsBeforeDelay: policy.attemptsBeforeDelay(failures: 0))
    }
    try Self.checkStoredHash(of: record)
    let now = clock.now()
    return LockStatus(
      enrolled: true, kind: record.kind, grid: record.grid, rules: record.rules,
      failedAttempts: record.failedAttempts,
      lockedUntil: record.lockedUntil.flatMap { $0 > now ? $0 : nil },
      attemptsBeforeDelay: policy.attemptsBeforeDelay(failures: record.failedAttempts))
  }

  /// Enrols `secret` after checking it against `rules` and its confirmation.
  ///
  /// The secret and the confirmation are compared in constant time. On success the secret is
  /// hashed (outside the store transaction), then one transaction replaces any earlier record
  /// of the profile with a new one whose counters are zero.
  ///
  /// - Parameters:
  ///   - secret: The first entry.
  ///   - confirmation: The second entry.
  ///   - rules: Length limits and route mode; stored and applied again at verification.
  ///   - keyDerivation: The KDF and cost; `.default` (PBKDF2-HMAC-SHA256, 600,000 iterations).
  /// - Returns: `.enrolled`, or `.tooShort` / `.tooLong` / `.mismatch` (nothing stored).
  /// - Throws: `SecurityError.invalidSecret` for a pattern that breaks the route rule of
  ///   `rules`; `SecurityError.invalidParameters` for a KDF cost out of bounds;
  ///   `SecurityError.storeUnavailable` when the store cannot be written.
  /// - Complexity: One run of the KDF.
  public func enroll(
    _ secret: Secret, confirmation: Secret, rules: PatternRules,
    kdf keyDerivation: KeyDerivation = .default
  ) throws(SecurityError) -> EnrolmentOutcome {
    try Self.checkRoute(of: secret, rules: rules)
    if secret.length < rules.minimumLength { return .tooShort(minimum: rules.minimumLength) }
    if let maximum = rules.maximumLength, secret.length > maximum {
      return .tooLong(maximum: maximum)
    }
    var bytes = secret.bytes
    var confirmationBytes = confirmation.bytes
    defer {
      ConstantTime.wipe(&bytes)
      ConstantTime.wipe(&confirmationBytes)
    }
    guard ConstantTime.equals(bytes, confirmationBytes) else { return .mismatch }
    try keyDerivation.validate()
    let phc = try hasher.hash(bytes, with: keyDerivation)
    let now = clock.now()
    try store.update(profile: profile) { (record: inout CredentialRecord?) throws(SecurityError) in
      record = CredentialRecord(
        profile: profile, kind: secret.kind, grid: secret.grid, rules: rules, phc: phc,
        latestWallTime: max(now, record?.latestWallTime ?? now), createdAt: now, updatedAt: now)
    }
    return .enrolled
  }

  /// Checks `secret` against the profile's enrolled secret, with throttling.
  ///
  /// In order: not enrolled → `.notEnrolled`; locked now → `.throttled` (no KDF, not counted);
  /// a secret of another kind or grid → thrown, not counted; shorter than the enrolled
  /// minimum → `.tooShort`, not counted. Otherwise the failure is counted first (committed),
  /// the KDF runs, and a success clears the counter and any lockout.
  ///
  /// - Returns: `.accepted`, `.rejected(attemptsBeforeDelay:)`, `.throttled(until:)`,
  ///   `.notEnrolled` or `.tooShort(minimum:)`.
  /// - Throws: `SecurityError.invalidSecret` for a secret of another kind or grid than the
  ///   enrolled one (never compared across grids); `SecurityError.storeUnavailable` when the
  ///   store or its stored hash is damaged or unreadable; `SecurityError.cryptoFailure` when
  ///   the KDF fails. Whatever is thrown, nothing is accepted.
  /// - Complexity: One run of the KDF, unless throttled or refused before it.
  public func verify(_ secret: Secret) throws(SecurityError) -> VerificationOutcome {
    // A read first, so that a missing store file is not created by a question.
    guard try store.record(for: profile) != nil else { return .notEnrolled }

    let start = clock.now()
    let check = try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> PendingCheck in
      guard var current = record else { return .decided(.notEnrolled) }
      try Self.checkStoredHash(of: current)
      if let until = current.lockedUntil, until > start {
        return .decided(.throttled(until: until))
      }
      try Self.checkComparable(secret, with: current)
      if secret.length < current.rules.minimumLength {
        return .decided(.tooShort(minimum: current.rules.minimumLength))
      }
      // Count the attempt as failed, with the lockout that failure causes, before the check.
      current.failedAttempts += 1
      let delay = policy.delay(afterFailures: current.failedAttempts)
      if delay > 0 { current.lockedUntil = max(current.lockedUntil ?? start, start + delay) }
      current.latestWallTime = max(start, current.latestWallTime ?? start)
      current.updatedAt = start
      record = current
      return .hash(current.phc)
    }
    let phc: String
    switch check {
    case .decided(let outcome): return outcome
    case .hash(let stored): phc = stored
    }

    var bytes = secret.bytes
    defer { ConstantTime.wipe(&bytes) }
    let matches: Bool
    do {
      matches = try hasher.verify(bytes, against: phc)
    } catch .invalidHash(let why) {
      // Checked before counting; only a custom `SecretHashing` can get here.
      throw .storeUnavailable("the stored hash of profile \(profile) is damaged: \(why)")
    }

    let end = clock.now()
    return try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> VerificationOutcome in
      guard var current = record else { return .notEnrolled }
      // Re-enrolled meanwhile by another process: the verdict was about the old secret.
      guard current.phc == phc else {
        return .rejected(
          attemptsBeforeDelay: policy.attemptsBeforeDelay(failures: current.failedAttempts))
      }
      current.latestWallTime = max(end, current.latestWallTime ?? end)
      current.updatedAt = end
      if matches {
        current.failedAttempts = 0
        current.lockedUntil = nil
        record = current
        return .accepted
      }
      current.lastFailureAt = end
      let delay = policy.delay(afterFailures: current.failedAttempts)
      if delay > 0 { current.lockedUntil = max(current.lockedUntil ?? end, end + delay) }
      record = current
      return .rejected(
        attemptsBeforeDelay: policy.attemptsBeforeDelay(failures: current.failedAttempts))
    }
  }

  /// What the first verification transaction decided.
  private enum PendingCheck {
    /// An answer without running the KDF.
    case decided(VerificationOutcome)
    /// The attempt is counted; check the secret against this stored hash.
    case hash(String)
  }

  /// A pattern enrolled under the skipped-node rule must obey it.
  private static func checkRoute(of secret: Secret, rules: PatternRules) throws(SecurityError) {
    switch secret {
    case .pattern(let pattern):
      do {
        _ = try Pattern(nodes: pattern.nodes, on: pattern.grid, route: rules.route)
      } catch {
        throw .invalidSecret(error.description)
      }
    }
  }

  /// A stored hash that does not parse is store damage: reported before anything is counted.
  private static func checkStoredHash(of record: CredentialRecord) throws(SecurityError) {
    do {
      _ = try PHCString(parsing: record.phc)
    } catch .invalidHash(let why) {
      throw .storeUnavailable("the stored hash of profile \(record.profile) is damaged: \(why)")
    }
  }

  /// Secrets are only compared with secrets of the same kind and grid.
  private static func checkComparable(_ secret: Secret, with record: CredentialRecord)
    throws(SecurityError)
  {
    guard secret.kind == record.kind else {
      throw .invalidSecret(
        "a \(secret.kind.rawValue) was entered, the stored secret is a \(record.kind.rawValue)")
    }
    if let stored = record.grid, let drawn = secret.grid, stored != drawn {
      throw .invalidSecret("drawn on \(drawn), the stored pattern is \(stored)")
    }
  }
}
