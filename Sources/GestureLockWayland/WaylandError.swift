public import GestureLockSystem

/// The errors of the Wayland session lock: no compositor, a compositor without the session
/// lock, a connection lost or ended by a protocol error, and the local resources a lock screen
/// needs (shared memory, the keymap, drawing).
///
/// The lock command maps them to SPEC.md §7's exit codes: ``noCompositor(_:)`` and
/// ``connectionLost(_:)`` to 9 (no display, or the display was lost); a refused lock is not an
/// error but a state (``WaylandLockState/refused``, exit 10).
public enum WaylandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No Wayland compositor could be reached; carries the socket name tried (`WAYLAND_DISPLAY`,
  /// or "" when it is unset: nothing is tried then).
  case noCompositor(String)
  /// The compositor offers no `ext_session_lock_manager_v1` (sway < 1.8, GNOME, KDE Plasma).
  case sessionLockUnsupported
  /// The compositor lacks a global the lock screen cannot do without (`wl_compositor` ≥ 4,
  /// `wl_shm`); carries its interface name.
  case missingGlobal(String)
  /// The connection broke (the compositor stopped or closed the socket); carries the error.
  case connectionLost(Errno)
  /// The compositor ended the connection for a protocol error: the interface of the object at
  /// fault, its id and the error code (a bug here, never the user's doing).
  case protocolError(interface: String, objectID: UInt32, code: UInt32)
  /// A buffer's shared memory could not be made (`memfd_create`, `ftruncate`, `mmap`).
  case sharedMemory(Errno)
  /// A request that needs the session locked came before `locked` (``WaylandSessionLock/unlock()``).
  case notLocked
  /// Cairo failed to draw a frame; carries its message.
  case drawing(String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .noCompositor(""): "WAYLAND_DISPLAY is not set: no Wayland compositor to connect to"
    case .noCompositor(let name): "cannot connect to the Wayland compositor \"\(name)\""
    case .sessionLockUnsupported:
      "the Wayland compositor offers no session lock (ext-session-lock-v1)"
    case .missingGlobal(let interface): "the Wayland compositor offers no \(interface)"
    case .connectionLost(let error): "the connection to the Wayland compositor was lost: \(error)"
    case .protocolError(let interface, let objectID, let code):
      "the Wayland compositor reported protocol error \(code) on \(interface)@\(objectID)"
    case .sharedMemory(let error): "no shared memory for a Wayland buffer: \(error)"
    case .notLocked: "the session is not locked"
    case .drawing(let message): "a lock surface could not be drawn: \(message)"
    }
  }
}
