public import GestureLockSecurity

/// The errors of the desktop pad: no display, or SDL failed.
public enum PadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No real display is available (SDL would fall back to an offscreen driver).
  case noDisplay
  /// The store cannot be read: the pad does not open (fail closed).
  case storeUnavailable(SecurityError)
  /// An SDL call failed; carries the operation and `SDL_GetError()`.
  case sdlFailure(operation: String, message: String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .noDisplay:
      "no display: the pad needs an X11 or Wayland display; on a headless machine run it "
        + "under a virtual one: 'xvfb-run -a make run' or 'xvfb-run -a gesturelock pad'"
    case .storeUnavailable(let error): error.description
    case .sdlFailure(let operation, let message): "\(operation) failed: \(message)"
    }
  }
}
