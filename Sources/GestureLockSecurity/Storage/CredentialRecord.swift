public import GestureLockCore

/// What a store keeps for one profile: the hashed secret, the rules it was enrolled under and
/// the throttling counters. Never the secret itself in any form.
///
/// Times are wall-clock seconds since 1970-01-01 00:00 UTC. `description` leaves the hash out,
/// so a record can be logged.
public struct CredentialRecord: Equatable, Sendable, CustomStringConvertible {
  /// The profile (account) name; `LockService.defaultProfile` unless the host uses several.
  public var profile: String
  /// The kind of secret.
  public var kind: SecretKind
  /// The grid a pattern was drawn on; `nil` for kinds without a grid.
  public var grid: Grid?
  /// The rules the secret was enrolled under (lengths, route mode), applied again at
  /// verification.
  public var rules: PatternRules
  /// The salted slow hash, as a PHC string (`PHCString.encoded`).
  public var phc: String
  /// Failed attempts since the last success; incremented before each check (SPEC.md §4).
  public var failedAttempts: Int
  /// When the latest failure was recorded, in seconds since 1970.
  public var lastFailureAt: Double?
  /// Until when attempts are refused, in seconds since 1970; `nil` when not locked.
  public var lockedUntil: Double?
  /// The latest wall-clock time any attempt saw, in seconds since 1970; kept for the planned
  /// protection against a clock moved backwards.
  public var latestWallTime: Double?
  /// When the secret was enrolled, in seconds since 1970.
  public var createdAt: Double
  /// When the record last changed, in seconds since 1970.
  public var updatedAt: Double

  /// Creates a record.
  public init(
    profile: String, kind: SecretKind, grid: Grid?, rules: PatternRules, phc: String,
    failedAttempts: Int = 0, lastFailureAt: Double? = nil, lockedUntil: Double? = nil,
    latestWallTime: Double? = nil, createdAt: Double, updatedAt: Double
  ) {
    self.profile = profile
    self.kind = kind
    self.grid = grid
    self.rules = rules
    self.phc = phc
    self.failedAttempts = failedAttempts
    self.lastFailureAt = lastFailureAt
    self.lockedUntil = lockedUntil
    self.latestWallTime = latestWallTime
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }

  /// The record without its hash.
  public var description: String {
    "CredentialRecord(profile: \(profile), kind: \(kind.rawValue), "
      + "grid: \(grid.map(String.init(describing:)) ?? "none"), "
      + "failedAttempts: \(failedAttempts), lockedUntil: \(lockedUntil.map { "\($0)" } ?? "none"))"
  }
}
