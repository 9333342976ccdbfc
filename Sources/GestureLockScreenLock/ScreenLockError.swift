/// The errors of the screen locker: no display, a display lost, a grab another program holds,
/// or an X request that failed.
///
/// The CLI maps them to SPEC.md §7's exit codes: ``noDisplay(_:)`` and ``displayLost`` to 9,
/// ``grabFailed(_:)`` to 10.
public enum ScreenLockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No X display could be opened; carries the display name tried (`DISPLAY`, or "" unset).
  case noDisplay(String)
  /// The connection to the X server broke (the server stopped or the socket closed).
  case displayLost
  /// The keyboard or the pointer is grabbed by another program: the screen was NOT locked.
  case grabFailed(GrabDevice)
  /// An X request failed; carries the request and the server's error.
  case requestFailed(XProtocolError)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .noDisplay(let name): "cannot open the X display \"\(name)\""
    case .displayLost: "the connection to the X display was lost"
    case .grabFailed(.keyboard):
      "another program holds the keyboard: the screen was NOT locked"
    case .grabFailed(.pointer):
      "another program holds the pointer: the screen was NOT locked"
    case .requestFailed(let error): error.description
    }
  }
}
