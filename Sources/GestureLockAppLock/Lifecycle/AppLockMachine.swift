/// The rules of `AppLock` as a value: events in, state out, all times on the monotonic clock.
///
/// A wall-clock change never reaches it. A monotonic reading earlier than one it has seen
/// (which a real monotonic clock never gives within a boot) locks: it fails closed.
struct AppLockMachine: Sendable {
  /// The settings in force.
  let settings: AppLockSettings
  /// What the host shows.
  private(set) var state: AppLockState
  /// Whether the app is in the foreground (the host's last report).
  private(set) var isForeground = true
  /// The last monotonic reading the machine saw.
  private var latest: Double
  /// While unlocked in the foreground: the last user activity (or the unlock).
  private var lastActivity: Double
  /// While unlocked in the background: when the grace period ends.
  private var graceEnds: Double?
  /// While locked out for a time: when the lockout ends (then `.locked`).
  private var lockoutEnds: Double?

  /// Starts in `state` at monotonic time `now`; `lockoutEnds` is when a `.lockedOut(until:)`
  /// with an end ends, on the monotonic clock.
  init(settings: AppLockSettings, state: AppLockState, now: Double, lockoutEnds: Double? = nil) {
    self.settings = settings
    self.state = state
    latest = now
    lastActivity = now
    self.lockoutEnds = Self.lockoutEnd(of: state, lockoutEnds)
  }

  /// `end` when `state` is a lockout with an end; `nil` otherwise (a permanent lockout never
  /// ends by itself).
  private static func lockoutEnd(of state: AppLockState, _ end: Double?) -> Double? {
    if case .lockedOut(until: .some) = state { end } else { nil }
  }

  /// Whether the host should cover its content (the app switcher's snapshot included):
  /// while locked in any way, and while in the background.
  var showsPrivacyCover: Bool { !state.isUnlocked || !isForeground }

  /// Monotonic seconds until `expire(at:)` would change the state (lock, or end a lockout),
  /// or `nil` when no timer runs (locked, locked out for good, or unlocked in the foreground
  /// without an idle timeout).
  func secondsUntilExpiry(at now: Double) -> Double? {
    if let lockoutEnds { return max(0, lockoutEnds - now) }
    guard state.isUnlocked else { return nil }
    if isForeground {
      guard let idle = settings.idleTimeout else { return nil }
      return max(0, lastActivity + idle - now)
    }
    return max(0, (graceEnds ?? now) - now)
  }

  /// Locks when the idle timeout or the grace period has run out at `now`; a lockout that
  /// has ended becomes `.locked` (the store still decides the next attempt).
  mutating func expire(at now: Double) {
    defer { latest = max(latest, now) }
    if let lockoutEnds, now >= lockoutEnds {
      state = .locked
      self.lockoutEnds = nil
    }
    guard state.isUnlocked else { return }
    if now < latest {
      state = .locked
      return
    }
    if isForeground {
      if let idle = settings.idleTimeout, now - lastActivity >= idle { state = .locked }
    } else if now >= graceEnds ?? now {
      state = .locked
    }
  }

  /// The app went to the background at `now`: the grace period starts (`.immediately`
  /// locks now).
  mutating func enterBackground(at now: Double) {
    expire(at: now)
    guard isForeground else { return }
    isForeground = false
    guard state.isUnlocked else { return }
    graceEnds = now + settings.gracePeriod.seconds
    expire(at: now)
  }

  /// The app comes back at `now`: unlocked only inside the grace period.
  mutating func enterForeground(at now: Double) {
    expire(at: now)
    guard !isForeground else { return }
    isForeground = true
    graceEnds = nil
    if state.isUnlocked { lastActivity = now }
  }

  /// The person touched the app at `now`: the idle timer restarts, unless it already ran out.
  mutating func noteActivity(at now: Double) {
    expire(at: now)
    if state.isUnlocked, isForeground { lastActivity = now }
  }

  /// When the grace period ends, while unlocked in the background.
  var graceDeadline: Double? { state.isUnlocked && !isForeground ? graceEnds : nil }

  /// Sets a locked state (`.locked`, `.unlocking`, `.lockedOut`, `.secretRequired`);
  /// `lockoutEnds` is when a `.lockedOut(until:)` with an end ends, on the monotonic clock.
  mutating func show(_ locked: AppLockState, at now: Double, lockoutEnds: Double? = nil) {
    latest = max(latest, now)
    state = locked == .unlocked ? .locked : locked
    graceEnds = nil
    self.lockoutEnds = Self.lockoutEnd(of: state, lockoutEnds)
  }

  /// Unlocks at `now` (a secret or a finger was accepted).
  mutating func unlock(at now: Double) {
    latest = max(latest, now)
    state = .unlocked
    lockoutEnds = nil
    lastActivity = now
    graceEnds = isForeground ? nil : now + settings.gracePeriod.seconds
  }
}
