/// The lockout arithmetic on a stored record: when it ends, starting and clearing one, and the
/// latest wall time seen. All of it reads clocks only through a `LockInstant`.
extension CredentialRecord {
  /// What a lockout looks like at one instant.
  struct LockoutState: Equatable {
    /// When attempts are allowed again, in seconds since 1970 on the wall clock of the
    /// instant it was computed for: after the instant.
    var end: Double
    /// Whether the lockout was set in another boot and must restart in full from now.
    var restartsAfterReboot: Bool
  }

  /// The wall time to measure lockouts with: the later of the wall clock and the latest time
  /// seen since the last success, so a clock turned back does not shorten anything.
  func effectiveWallTime(at instant: LockInstant) -> Double {
    max(instant.wall, latestWallTime ?? instant.wall)
  }

  /// The lockout in force at `instant`, or `nil` when attempts are allowed.
  ///
  /// Same boot: locked until both the monotonic clock and the wall clock (read as the latest
  /// time seen, so it cannot be turned back) have passed the end, with at most the lockout's
  /// length left on the monotonic clock; a wall clock turned back
  /// therefore lengthens a lockout until it catches up, never shortens it. Another boot: the
  /// full length again, from now. Unknown boot, or a lockout without an anchor (schema
  /// version 1): the wall clock with the latest time seen.
  func lockout(at instant: LockInstant) -> LockoutState? {
    guard let until = lockedUntil else { return nil }
    let lockedByWall = effectiveWallTime(at: instant) < until
    guard let anchor = lockoutAnchor, let boot = instant.bootID else {
      return lockedByWall ? LockoutState(end: until, restartsAfterReboot: false) : nil
    }
    guard anchor.bootID == boot else {
      return LockoutState(end: instant.wall + anchor.seconds, restartsAfterReboot: true)
    }
    // A lockout never has more left than its own length: a deadline stored while the
    // monotonic clock read nonsense (a faked clock) must not lock the user out for years.
    let monotonicRemaining = min(anchor.monotonicEnd - instant.monotonic, anchor.seconds)
    guard lockedByWall || monotonicRemaining > 0 else { return nil }
    let end = max(lockedByWall ? until : instant.wall, instant.wall + monotonicRemaining)
    return LockoutState(end: end, restartsAfterReboot: false)
  }

  /// Starts a lockout of `seconds` at `instant`, unless one in force lasts longer.
  mutating func startLockout(seconds: Double, at instant: LockInstant) {
    if let current = lockout(at: instant), !current.restartsAfterReboot,
      current.end - instant.wall >= seconds
    {
      return
    }
    lockedUntil = effectiveWallTime(at: instant) + seconds
    lockoutAnchor = instant.bootID.map {
      LockoutAnchor(seconds: seconds, bootID: $0, monotonicEnd: instant.monotonic + seconds)
    }
  }

  /// Restarts a lockout of another boot in full at `instant`; adds no failure.
  mutating func restartLockoutAfterReboot(at instant: LockInstant) {
    guard let anchor = lockoutAnchor else { return }
    lockedUntil = nil
    lockoutAnchor = nil
    startLockout(seconds: anchor.seconds, at: instant)
  }

  /// Removes any lockout (not the permanent lock).
  mutating func clearLockout() {
    lockedUntil = nil
    lockoutAnchor = nil
  }

  /// Notes the wall time of `instant` as seen, if it is the latest.
  mutating func observe(_ instant: LockInstant) {
    latestWallTime = effectiveWallTime(at: instant)
  }

  /// Whether the lockout fields equal `other`'s.
  func hasSameLockout(as other: CredentialRecord) -> Bool {
    lockedUntil == other.lockedUntil && lockoutAnchor == other.lockoutAnchor
  }
}
