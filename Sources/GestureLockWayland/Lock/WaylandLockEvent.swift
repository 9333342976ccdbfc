public import GestureLockCore

/// What happened since a device last asked (``WaylandSessionLock/takeEvents()``), in order.
public enum WaylandLockEvent: Hashable, Sendable {
  /// The session is locked (``WaylandLockState/locked``).
  case locked
  /// The compositor finished the lock: refused it (before `locked`) or ended it (after); see
  /// ``WaylandSessionLock/state``.
  case finished
  /// An output appeared; while locked it gets its own lock surface at once.
  case outputAdded(WaylandOutputID)
  /// An output went away, with its lock surface.
  case outputRemoved(WaylandOutputID)
  /// The output's lock surface must be drawn at `size` points with `scale` pixels a point
  /// (a first configure, a new mode, a new scale): present a scene of that size.
  case configured(WaylandOutputID, size: Size, scale: Int)
  /// Input on a lock surface.
  case input(WaylandInput)
}
