public import GestureLockCore

/// What a store keeps for one profile: the hashed secret, the rules it was enrolled under and
/// the throttling state. Never the secret itself in any form.
///
/// Times are wall-clock seconds since 1970-01-01 00:00 UTC unless a field says otherwise.
/// `description` leaves the hash and the digest out, so a record can be logged.
public struct CredentialRecord: Equatable, Sendable, CustomStringConvertible {
  /// The profile (account) name; `LockService.defaultProfile` unless the host uses several.
  public var profile: String
  /// The kind of secret.
  public var kind: SecretKind
  /// The grid a pattern was drawn on; `nil` for kinds without a grid.
  public var grid: Grid?
  /// The rules the secret was enrolled under, applied again at verification: the length
  /// limits (nodes of a pattern, digits of a PIN or numeric passcode, characters of a text
  /// passcode) and, for patterns only, the route mode.
  public var rules: PatternRules
  /// The salted slow hash, as a PHC string (`PHCString.encoded`).
  public var phc: String
  /// Failed attempts since the last success; incremented before each check (SPEC.md §4).
  public var failedAttempts: Int
  /// When the latest failure was recorded, in seconds since 1970.
  public var lastFailureAt: Double?
  /// The end of the lockout as announced when it was set (wall clock, seconds since 1970):
  /// shown to people while the wall clock agrees with it; `nil` when no lockout was set since
  /// the last success. Never used to measure the lockout (`lockoutAnchor` is).
  public var lockedUntil: Double?
  /// The lockout on the monotonic clock of the boot that set it: what measures it; `nil`
  /// when no lockout is set (or the record predates schema version 2).
  public var lockoutAnchor: LockoutAnchor?
  /// Whether the failure limit locked the profile for good (`FailureLimit.Action.lockPermanently`).
  public var lockedPermanently: Bool
  /// A keyed digest of the last wrong attempt (HMAC-SHA256 keyed with the key the stored KDF
  /// and salt derived from it), so the same wrong secret entered again in a row is not
  /// counted twice. Not the secret, and no easier to search offline than `phc`; cleared on
  /// success.
  public var repeatDigest: [UInt8]?
  /// The latest wall-clock time any attempt saw since the last success, in seconds since 1970.
  /// Kept for diagnosis; never used to measure a lockout.
  public var latestWallTime: Double?
  /// When the secret was enrolled, in seconds since 1970.
  public var createdAt: Double
  /// When the record last changed, in seconds since 1970.
  public var updatedAt: Double

  // Schema version 3: fingerprint unlock (issue 13) and the account password (issue 14).

  /// Whether fingerprint unlock is allowed for the profile (`LockService.enableFingerprint`).
  public var fingerprintEnabled: Bool
  /// Fingerprint no-matches since the last match or secret success; at
  /// `LockService.fingerprintNoMatchLimit` the secret is required.
  public var fingerprintNoMatches: Int
  /// The names of the fingers enrolled at fprintd when the secret last unlocked with a finger
  /// set given ("right-index-finger"; names only, never fingerprint data); `nil` when none
  /// was recorded.
  public var recordedFingers: Set<String>?
  /// When the secret last unlocked (verify, change, enrol, enable fingerprint); `nil` when
  /// not recorded (a record from before schema version 3: the secret is required).
  public var lastSecretUnlock: MonotonicInstant?
  /// When a finger last unlocked; `nil` when never (or not since the record was made).
  public var lastFingerUnlock: MonotonicInstant?
  /// Failed account-password attempts since its last success (its own counter).
  public var accountFailedAttempts: Int
  /// The account password's lockout, to show: wall-clock end, seconds since 1970; never used
  /// to measure it (`accountLockoutAnchor` is).
  public var accountLockedUntil: Double?
  /// The account password's lockout on the monotonic clock of the boot that set it.
  public var accountLockoutAnchor: LockoutAnchor?

  /// Creates a record.
  public init(
    profile: String, kind: SecretKind, grid: Grid?, rules: PatternRules, phc: String,
    failedAttempts: Int = 0, lastFailureAt: Double? = nil, lockedUntil: Double? = nil,
    lockoutAnchor: LockoutAnchor? = nil, lockedPermanently: Bool = false,
    repeatDigest: [UInt8]? = nil, latestWallTime: Double? = nil, createdAt: Double,
    updatedAt: Double, fingerprintEnabled: Bool = false, fingerprintNoMatches: Int = 0,
    recordedFingers: Set<String>? = nil, lastSecretUnlock: MonotonicInstant? = nil,
    lastFingerUnlock: MonotonicInstant? = nil, accountFailedAttempts: Int = 0,
    accountLockedUntil: Double? = nil, accountLockoutAnchor: LockoutAnchor? = nil
  ) {
    self.profile = profile
    self.kind = kind
    self.grid = grid
    self.rules = rules
    self.phc = phc
    self.failedAttempts = failedAttempts
    self.lastFailureAt = lastFailureAt
    self.lockedUntil = lockedUntil
    self.lockoutAnchor = lockoutAnchor
    self.lockedPermanently = lockedPermanently
    self.repeatDigest = repeatDigest
    self.latestWallTime = latestWallTime
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.fingerprintEnabled = fingerprintEnabled
    self.fingerprintNoMatches = fingerprintNoMatches
    self.recordedFingers = recordedFingers
    self.lastSecretUnlock = lastSecretUnlock
    self.lastFingerUnlock = lastFingerUnlock
    self.accountFailedAttempts = accountFailedAttempts
    self.accountLockedUntil = accountLockedUntil
    self.accountLockoutAnchor = accountLockoutAnchor
  }

  /// The record without its hash or digest.
  public var description: String {
    "CredentialRecord(profile: \(profile), kind: \(kind.rawValue), "
      + "grid: \(grid.map(String.init(describing:)) ?? "none"), "
      + "failedAttempts: \(failedAttempts), lockedUntil: \(lockedUntil.map { "\($0)" } ?? "none")"
      + (lockedPermanently ? ", lockedPermanently" : "")
      + (fingerprintEnabled ? ", fingerprint, noMatches: \(fingerprintNoMatches)" : "")
      + (accountFailedAttempts > 0 ? ", accountFailedAttempts: \(accountFailedAttempts)" : "")
      + ")"
  }
}
