public import GestureLockCore

/// What a profile's lock looks like now: never the secret or its hash.
///
/// ```swift
/// let status = try lock.status()
/// if let until = status.lockedUntil { print("locked until \(until)") }
/// ```
public struct LockStatus: Hashable, Sendable {
  /// Whether a secret is enrolled for the profile.
  public var enrolled: Bool
  /// The kind of the enrolled secret; `nil` when none.
  public var kind: SecretKind?
  /// The grid of an enrolled pattern, so a pad can show it; `nil` for other kinds and when
  /// nothing is enrolled.
  public var grid: Grid?
  /// The rules the secret was enrolled under: length limits in nodes, digits or characters
  /// (a PIN's minimum and maximum are its digit count), and the route mode of a pattern;
  /// `nil` when nothing is enrolled.
  public var rules: PatternRules?
  /// Failed attempts since the last success.
  public var failedAttempts: Int
  /// Until when attempts are refused, in seconds since 1970 by this process's wall clock;
  /// `nil` when not locked now (see also `lockedPermanently`).
  public var lockedUntil: Double?
  /// How many more attempts may fail before a delay starts (`ThrottlePolicy`); 0 while a
  /// delay is due.
  public var attemptsBeforeDelay: Int
  /// Whether the failure limit locked the profile until a forced reset.
  public var lockedPermanently: Bool
  /// Whether the store exists at all; `false` means there is no store at its path (so nothing
  /// can be enrolled there), which a front end reports apart from an empty store.
  public var storeExists: Bool

  /// Creates a status.
  public init(
    enrolled: Bool, kind: SecretKind?, grid: Grid?, rules: PatternRules?, failedAttempts: Int,
    lockedUntil: Double?, attemptsBeforeDelay: Int, lockedPermanently: Bool = false,
    storeExists: Bool = true
  ) {
    self.enrolled = enrolled
    self.kind = kind
    self.grid = grid
    self.rules = rules
    self.failedAttempts = failedAttempts
    self.lockedUntil = lockedUntil
    self.attemptsBeforeDelay = attemptsBeforeDelay
    self.lockedPermanently = lockedPermanently
    self.storeExists = storeExists
  }
}
