/// The lockout arithmetic of a counter, and the steps of counting that every throttled attempt
/// shares (`LockService.countThenCheck`): refuse during a lockout, count with the lockout the
/// count causes, then clear on a success or undo a count that turned out not to be one. All of
/// it reads clocks only through a `LockInstant`.
///
/// A lockout is measured only on the monotonic clock of the boot that set it
/// (`LockoutAnchor`): the wall clock never lengthens or shortens it, and only turns the time
/// left into an end time to show people (SPEC.md §4).
extension AttemptCounter {
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
  ///   restarts in full, once, with the delay `throttle` gives for `failures`.
  func lockout(at instant: LockInstant, on throttle: ThrottlePolicy) -> LockoutState? {
    guard let anchor = lockoutAnchor else {
      let legacyLength = throttle.delay(afterFailures: failures)
      guard lockedUntil != nil, legacyLength > 0 else { return nil }
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
      end: shownEnd(remaining: remaining, at: instant), remaining: remaining,
      restartsInFull: false)
  }

  /// A lockout of `seconds` restarting at `instant`.
  private static func restart(seconds: Double, at instant: LockInstant) -> LockoutState {
    LockoutState(end: instant.wall + seconds, remaining: seconds, restartsInFull: true)
  }

  /// The end to show: the stored `lockedUntil` while the wall clock agrees with it to within
  /// a second, so that every process announces one lockout with one end time; else the wall
  /// clock now plus the time left.
  private func shownEnd(remaining: Double, at instant: LockInstant) -> Double {
    let measured = instant.wall + remaining
    if let lockedUntil, abs(lockedUntil - measured) < 1 { return lockedUntil }
    return measured
  }

  /// Starts (or restarts) a lockout of `seconds` at `instant`, replacing any other.
  mutating func startLockout(seconds: Double, at instant: LockInstant) {
    lockedUntil = instant.wall + seconds
    lockoutAnchor = LockoutAnchor(
      seconds: seconds, bootID: instant.bootID, monotonicEnd: instant.monotonic + seconds)
  }

  /// Removes any lockout; the failures stay.
  mutating func clearLockout() {
    lockedUntil = nil
    lockoutAnchor = nil
  }

  // MARK: - The steps of one counted attempt

  /// The lockout in force at `instant`, if any, with a restart in full stored in the counter
  /// (so the countdown is stable from then on): an attempt is then refused, unchecked and
  /// uncounted.
  mutating func lockoutInForce(at instant: LockInstant, on throttle: ThrottlePolicy)
    -> LockoutState?
  {
    guard let lockout = lockout(at: instant, on: throttle) else { return nil }
    if lockout.restartsInFull { startLockout(seconds: lockout.remaining, at: instant) }
    return lockout
  }

  /// Counts one failure at `instant`, before anything is checked, with the lockout the
  /// schedule sets after it (or none).
  mutating func count(at instant: LockInstant, on throttle: ThrottlePolicy) {
    failures += 1
    let delay = throttle.delay(afterFailures: failures)
    if delay > 0 {
      startLockout(seconds: delay, at: instant)
    } else {
      clearLockout()
    }
  }

  /// Takes back a count that turned out not to be a failure (the same wrong secret again, a
  /// check that could not be made): one failure less, and the lockout as it was `before`
  /// when the count set the one in force (`counted`); a lockout set since by another
  /// process's failure stays.
  mutating func undoCount(before: AttemptCounter, counted: AttemptCounter) {
    failures = max(0, failures - 1)
    if hasSameLockout(as: counted) {
      lockedUntil = before.lockedUntil
      lockoutAnchor = before.lockoutAnchor
    }
  }

  /// A success: no failures, no lockout.
  mutating func clear() {
    self = AttemptCounter()
  }

  /// Whether the lockout fields equal `other`'s.
  func hasSameLockout(as other: AttemptCounter) -> Bool {
    lockedUntil == other.lockedUntil && lockoutAnchor == other.lockoutAnchor
  }

  /// The lockout to report at `instant`: `.until` its end, or `.open`.
  func reported(at instant: LockInstant, on throttle: ThrottlePolicy) -> Lockout {
    lockout(at: instant, on: throttle).map { .until($0.end) } ?? .open
  }
}
