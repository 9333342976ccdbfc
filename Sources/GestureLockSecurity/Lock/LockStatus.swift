public import GestureLockCore

/// What a profile's lock looks like now: nothing enrolled, or an enrolled secret with its
/// counters and lockout. Never the secret or its hash.
///
/// ```swift
/// switch try lock.status() {
/// case .notEnrolled: showEnrolment()
/// case .enrolled(let enrolled):
///   if case .until(let end) = enrolled.lockout { print("locked until \(end)") }
/// }
/// ```
public enum LockStatus: Hashable, Sendable {
  /// No secret is enrolled for the profile (also when there is no store file): no counters.
  case notEnrolled
  /// A secret is enrolled; its kind, rules, counters and lockout.
  case enrolled(EnrolledStatus)

  /// The enrolled secret's status; `nil` when nothing is enrolled.
  public var enrolledStatus: EnrolledStatus? {
    guard case .enrolled(let status) = self else { return nil }
    return status
  }

  /// Whether a secret is enrolled for the profile.
  public var isEnrolled: Bool { enrolledStatus != nil }

  /// Failed attempts since the last success; 0 when nothing is enrolled.
  public var failedAttempts: Int { enrolledStatus?.failedAttempts ?? 0 }

  /// Until when attempts are refused, in seconds since 1970 by this process's wall clock;
  /// `nil` when not locked for a time now (nothing enrolled, open, or locked for good).
  public var lockedUntil: Double? {
    guard case .until(let end) = enrolledStatus?.lockout else { return nil }
    return end
  }

  /// Whether the failure limit locked the profile until a forced reset.
  public var lockedPermanently: Bool { enrolledStatus?.lockout == .permanent }
}

/// The state of an enrolled secret: what it is (kind, grid, rules) and how its attempts stand.
///
/// ```swift
/// if case .enrolled(let enrolled) = try lock.status(), enrolled.kind == .pattern {
///   showPad(grid: enrolled.grid ?? .standard, rules: enrolled.rules)
/// }
/// ```
public struct EnrolledStatus: Hashable, Sendable {
  /// The kind of the enrolled secret.
  public var kind: SecretKind
  /// The grid of an enrolled pattern, so a pad can show it; `nil` for PINs and passcodes,
  /// which have none.
  public var grid: Grid?
  /// The rules the secret was enrolled under: length limits in nodes, digits or characters
  /// (a PIN's minimum and maximum are its digit count), and the route mode of a pattern.
  public var rules: PatternRules
  /// Failed attempts since the last success.
  public var failedAttempts: Int
  /// Whether attempts are refused now, and until when.
  public var lockout: Lockout
  /// How many more attempts may fail before a delay starts (`ThrottlePolicy`); 0 while
  /// locked out.
  public var attemptsBeforeDelay: Int

  /// Creates the status of an enrolled secret.
  public init(
    kind: SecretKind, grid: Grid?, rules: PatternRules, failedAttempts: Int, lockout: Lockout,
    attemptsBeforeDelay: Int
  ) {
    self.kind = kind
    self.grid = grid
    self.rules = rules
    self.failedAttempts = failedAttempts
    self.lockout = lockout
    self.attemptsBeforeDelay = attemptsBeforeDelay
  }
}

/// Whether an enrolled secret's attempts are refused now (SPEC.md §4, throttling).
public enum Lockout: Hashable, Sendable {
  /// Attempts are allowed.
  case open
  /// Attempts are refused until `end`, in seconds since 1970 by this process's wall clock.
  case until(Double)
  /// The failure limit locked the profile until a forced reset (`LockService.forceRemove()`).
  case permanent
}
