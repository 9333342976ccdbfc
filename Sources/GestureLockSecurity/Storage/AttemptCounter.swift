/// Failed attempts in a row and the lockout they caused: the one counter every throttled way
/// in keeps (SPEC.md §4) — the secret (`CredentialRecord.secretAttempts`), the account
/// password (`CredentialStore.accountPasswordAttempts(for:)`) and fingerprint no-matches
/// (`CredentialRecord.fingerprintNoMatches`, a count that never sets a lockout: the secret is
/// required instead).
///
/// The lockout is kept twice, for two readers: `lockoutAnchor` measures it on the monotonic
/// clock of the boot that set it (`LockClock`), and `lockedUntil` is the end announced to
/// people on the wall clock, never used to measure it. Both are set together or neither (a
/// store of schema version 1 kept only the wall-clock end: such a lockout restarts in full,
/// once).
///
/// ```swift
/// var counter = AttemptCounter()          // no failures, no lockout
/// counter.failures                         // 0
/// ```
public struct AttemptCounter: Hashable, Sendable {
  /// Failed attempts since the last success; raised and stored before each check.
  public var failures: Int
  /// The end of the lockout as announced when it was set, in wall-clock seconds since 1970:
  /// shown while the wall clock agrees with it; `nil` when no lockout was set since the last
  /// success. Never used to measure the lockout (`lockoutAnchor` is).
  public var lockedUntil: Double?
  /// The lockout on the monotonic clock of the boot that set it: what measures it; `nil` when
  /// none is set (or a store of schema version 1 set it).
  public var lockoutAnchor: LockoutAnchor?

  /// Creates a counter; by default no failures and no lockout.
  public init(failures: Int = 0, lockedUntil: Double? = nil, lockoutAnchor: LockoutAnchor? = nil) {
    self.failures = failures
    self.lockedUntil = lockedUntil
    self.lockoutAnchor = lockoutAnchor
  }

  /// Whether it holds nothing: no failure and no lockout (what a store need not keep).
  public var isClear: Bool { self == AttemptCounter() }
}
