package import GestureLockWayland

/// What stops the Wayland lock screen other than an unlock (prototype, see ``WaylandLockPane``).
package enum WaylandLockError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The compositor or the connection failed (no compositor, no session lock, lost).
  case wayland(WaylandError)
  /// The compositor refused the lock (`finished` before `locked`: another locker holds it):
  /// the screen was NOT locked. Exit 10.
  case refused
  /// The compositor never answered the lock request.
  case noAnswer
  /// The compositor ended the lock itself (`finished` after `locked`).
  case lockEnded
  /// The store cannot be read: nothing could unlock; carries its text.
  case store(String)

  package var description: String {
    switch self {
    case .wayland(let error): error.description
    case .refused:
      "the Wayland compositor refused the lock (another locker holds the session): "
        + "the screen was NOT locked"
    case .noAnswer: "the Wayland compositor did not answer the lock request"
    case .lockEnded: "the Wayland compositor ended the lock"
    case .store(let message): "the store cannot be read: \(message)"
    }
  }
}
