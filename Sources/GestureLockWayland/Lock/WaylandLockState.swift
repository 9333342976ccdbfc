/// Where a session lock stands (ext-session-lock-v1).
///
/// ```
/// idle ──lock()──▶ requested ──locked──▶ locked ──unlock()──▶ unlocked
///                      │                    │
///                      └─finished─▶ refused └─finished─▶ ended
/// ```
public enum WaylandLockState: Hashable, Sendable {
  /// No lock asked for yet.
  case idle
  /// `lock` sent; neither `locked` nor `finished` came yet.
  case requested
  /// The compositor said `locked`: it shows only lock surfaces and gives input only to them
  /// until this client unlocks, and keeps the session locked if this client dies.
  case locked
  /// The compositor said `finished` before `locked`: the session was NOT locked (another
  /// locker holds it, or the compositor denied it). Exit 10.
  case refused
  /// The compositor said `finished` after `locked`: it ended the lock itself (its own policy,
  /// e.g. another way to unlock); this client no longer decides.
  case ended
  /// This client unlocked the session (`unlock_and_destroy`, and the compositor handled it).
  case unlocked
}
