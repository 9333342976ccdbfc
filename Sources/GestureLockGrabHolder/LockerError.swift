public import GestureLockScreenLock

/// What stops the lock screen's pad process, or the grab holder, other than an unlock.
public enum LockerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The X display failed (no display, lost, a grab refused, a request failed).
  case screen(ScreenLockError)
  /// The grab holder went away (the pad's input pipe closed): the pad has nothing to guard.
  case holderGone
  /// The pad's frame could not be rendered; carries the renderer's text.
  case drawing(String)
  /// The pad's process could not be started; carries the call and `errno`.
  case spawnFailed(String, Int32)
  /// The first pad process refused before it showed (nothing enrolled, store damaged or
  /// busy); carries its exit status. It told the user why on standard error.
  case padRefused(status: Int32)

  public var description: String {
    switch self {
    case .screen(let error): error.description
    case .holderGone: "the screen lock's grab holder went away"
    case .drawing(let message): "cannot draw the lock screen: \(message)"
    case .spawnFailed(let call, let code):
      "cannot start the lock screen's pad: \(call) (errno \(code))"
    case .padRefused(let status): "the lock screen's pad refused to start (exit \(status))"
    }
  }
}
