/// The lockout arithmetic on a stored record: how long it has left, starting and clearing one.
/// All of it reads clocks only through a `LockInstant`.
///
/// A lockout is measured only on the monotonic clock of the boot that set it
/// (`LockoutAnchor`): the wall clock never lengthens or shortens it, and only turns the time
/// left into an end time to show people (SPEC.md §4).
extension CredentialRecord {
  /// What a lockout looks like at one instant.
  struct LockoutState: Equatable {
    /// When attempts are allowed again, to show people: seconds since 1970 on the wall clock
    /// of the instant (the instant's wall time plus `remaining`).
    var end: Double
    /// Seconds left, measured on the monotonic clock: more than 0, at most the lockout's
    /// length.
    var remaining: Double
    /// Whether the lockout must restart in full from this instant (stored so, once): it was
    /// set in another boot, or stored by a build that measured it on the wall clock.
    var restartsInFull: Bool
  }

  /// The lockout in force at `instant`, or `nil` when attempts are allowed.
  ///
  /// - Same boot: what is left on the monotonic clock, never more than the lockout's length
  ///   (a deadline stored while the monotonic clock read nonsense cannot lock anyone out for
  ///   longer than that).
  /// - Another boot (or a boot identifier that appeared or vanished): the full length again,
  ///   from now.
  /// - No boot identifier, then or now: the monotonic clock still measures it. A reading before
  ///   the lockout's start can only follow a reboot, and restarts it in full; a reboot that
  ///   leaves the monotonic clock past the start cannot end it early either, because the
  ///   monotonic clock counts from that boot, which came after the lockout began.
  /// - A lockout stored without an anchor (schema version 1, measured on the wall clock):
  ///   restarts in full, once, with `legacyLength` seconds (the schedule's delay).
  ///
  /// - Parameter legacyLength: The length, in seconds, for a lockout without an anchor.
  func lockout(at instant: LockInstant, legacyLength: Double) -> LockoutState? {
    Self.lockout(
      anchor: lockoutAnchor, shown: lockedUntil, at: instant, legacyLength: legacyLength)
  }

  /// The account password's lockout in force at `instant` (issue 14), measured as the
  /// secret's is; it has no legacy form.
  func accountLockout(at instant: LockInstant) -> LockoutState? {
    Self.lockout(
      anchor: accountLockoutAnchor, shown: accountLockedUntil, at: instant, legacyLength: 0)
  }

  /// Starts (or restarts) an account-password lockout of `seconds` at `instant`.
  mutating func startAccountLockout(seconds: Double, at instant: LockInstant) {
    accountLockedUntil = instant.wall + seconds
    accountLockoutAnchor = LockoutAnchor(
      seconds: seconds, bootID: instant.bootID, monotonicEnd: instant.monotonic + seconds)
  }

  /// Removes any account-password lockout.
  mutating func clearAccountLockout() {
    accountLockedUntil = nil
    accountLockoutAnchor = nil
  }

  /// The lockout `anchor` (shown as ending at `shown`) leaves at `instant`; see
  /// `lockout(at:legacyLength:)`.
  static func lockout(
    anchor: LockoutAnchor?, shown: Double?, at instant: LockInstant, legacyLength: Double
  ) -> LockoutState? {
    guard let anchor else {
      guard shown != nil, legacyLength > 0 else { return nil }
      return Self.restart(seconds: legacyLength, at: instant)
    }
    guard anchor.seconds > 0 else { return nil }
    guard anchor.bootID == instant.bootID else {
      return Self.restart(seconds: anchor.seconds, at: instant)
    }
    var remaining = anchor.monotonicEnd - instant.monotonic
    if remaining > anchor.seconds {
      if instant.bootID == nil { return Self.restart(seconds: anchor.seconds, at: instant) }
      remaining = anchor.seconds
    }
    guard remaining > 0 else { return nil }
    return LockoutState(
      end: shownEnd(stored: shown, remaining: remaining, at: instant), remaining: remaining,
      restartsInFull: false)
  }

  /// A lockout of `seconds` restarting at `instant`.
  private static func restart(seconds: Double, at instant: LockInstant) -> LockoutState {
    LockoutState(end: instant.wall + seconds, remaining: seconds, restartsInFull: true)
  }

  /// The end to show: the stored `lockedUntil` while the wall clock agrees with it to within
  /// a second, so that every process announces one lockout with one end time; else the wall
  /// clock now plus the time left.
  private static func shownEnd(stored: Double?, remaining: Double, at instant: LockInstant)
    -> Double
  {
    let measured = instant.wall + remaining
    if let stored, abs(stored - measured) < 1 { return stored }
    return measured
  }

  /// Starts (or restarts) a lockout of `seconds` at `instant`, replacing any other.
  mutating func startLockout(seconds: Double, at instant: LockInstant) {
    lockedUntil = instant.wall + seconds
    lockoutAnchor = LockoutAnchor(
      seconds: seconds, bootID: instant.bootID, monotonicEnd: instant.monotonic + seconds)
  }

  /// Removes any lockout (not the permanent lock).
  mutating func clearLockout() {
    lockedUntil = nil
    lockoutAnchor = nil
  }

  /// Notes the wall time of `instant` as seen, if it is the latest (for diagnosis only).
  mutating func observe(_ instant: LockInstant) {
    latestWallTime = max(instant.wall, latestWallTime ?? instant.wall)
  }

  /// Whether the lockout fields equal `other`'s.
  func hasSameLockout(as other: CredentialRecord) -> Bool {
    lockedUntil == other.lockedUntil && lockoutAnchor == other.lockoutAnchor
  }
}
