public import GestureLockCore

/// A pointer event on a lock surface: the left button pressed or released, or the pointer
/// moved (with or without the button down), in the surface's points.
///
/// The same shape as the X11 holder's pointer messages: a device makes touch samples of the
/// presses, the moves while pressed and the releases.
public struct WaylandPointerEvent: Hashable, Sendable {
  /// What happened.
  public enum Phase: Hashable, Sendable {
    /// The left button went down.
    case pressed
    /// The pointer moved (or entered the surface).
    case moved
    /// The left button went up.
    case released
    /// The surface lost the pointer while the left button was down: discard the stroke.
    case cancelled
  }

  /// What happened.
  public var phase: Phase
  /// Where, in points from the lock surface's top-left corner (may lie outside it while the
  /// button is held).
  public var location: Point
  /// The output whose lock surface has the pointer.
  public var output: WaylandOutputID

  /// Creates a pointer event.
  public init(phase: Phase, location: Point, output: WaylandOutputID) {
    self.phase = phase
    self.location = location
    self.output = output
  }
}
