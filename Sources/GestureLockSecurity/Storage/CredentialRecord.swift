public import GestureLockCore

/// What a store keeps for one profile's secret: the hashed secret, the rules it was enrolled
/// under, its throttling state and fingerprint unlock's. Never the secret itself in any form.
/// (The account password's counter belongs to the profile, not to the secret, and is kept
/// apart: `CredentialStore.accountPasswordAttempts(for:)`.)
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
  /// The secret's failed attempts since the last success, incremented before each check
  /// (SPEC.md §4), and the lockout they caused.
  public var secretAttempts: AttemptCounter
  /// When the latest failure was recorded, in seconds since 1970.
  public var lastFailureAt: Double?
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

  // Schema version 3: fingerprint unlock (issue 13).

  /// Whether fingerprint unlock is allowed for the profile (`LockService.enableFingerprint`).
  public var fingerprintEnabled: Bool
  /// Fingerprint no-matches in a row since the last match or secret success; at
  /// `LockService.fingerprintNoMatchLimit` the secret is required. Never a lockout (its
  /// lockout fields stay `nil` and are not stored): the secret is required instead.
  public var fingerprintNoMatches: AttemptCounter
  /// The names of the fingers enrolled at fprintd when the secret last unlocked with a finger
  /// set given ("right-index-finger"; names only, never fingerprint data); `nil` when none
  /// was recorded.
  public var recordedFingers: Set<String>?
  /// When the secret last unlocked (verify, change, enrol, enable fingerprint); `nil` when
  /// not recorded (a record from before schema version 3: the secret is required).
  public var lastSecretUnlock: MonotonicInstant?
  /// When a finger last unlocked; `nil` when never (or not since the record was made).
  public var lastFingerUnlock: MonotonicInstant?

  /// Creates a record.
  public init(
    profile: String, kind: SecretKind, grid: Grid?, rules: PatternRules, phc: String,
    secretAttempts: AttemptCounter = AttemptCounter(), lastFailureAt: Double? = nil,
    lockedPermanently: Bool = false, repeatDigest: [UInt8]? = nil, latestWallTime: Double? = nil,
    createdAt: Double, updatedAt: Double, fingerprintEnabled: Bool = false,
    fingerprintNoMatches: AttemptCounter = AttemptCounter(), recordedFingers: Set<String>? = nil,
    lastSecretUnlock: MonotonicInstant? = nil, lastFingerUnlock: MonotonicInstant? = nil
  ) {
    self.profile = profile
    self.kind = kind
    self.grid = grid
    self.rules = rules
    self.phc = phc
    self.secretAttempts = secretAttempts
    self.lastFailureAt = lastFailureAt
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
  }

  /// The record without its hash or digest.
  public var description: String {
    "CredentialRecord(profile: \(profile), kind: \(kind.rawValue), "
      + "grid: \(grid.map(String.init(describing:)) ?? "none"), "
      + "failedAttempts: \(secretAttempts.failures), "
      + "lockedUntil: \(secretAttempts.lockedUntil.map { "\($0)" } ?? "none")"
      + (lockedPermanently ? ", lockedPermanently" : "")
      + (fingerprintEnabled ? ", fingerprint, noMatches: \(fingerprintNoMatches.failures)" : "")
      + ")"
  }
}
