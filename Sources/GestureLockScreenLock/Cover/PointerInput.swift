public import GestureLockCore

/// A pointer (mouse, touch screen, pen) event while the screen is covered, in root points.
public struct PointerInput: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A button went down (1 is the left button and a touch).
    case pressed(button: Int)
    /// A button went up.
    case released(button: Int)
    /// The pointer moved.
    case moved
  }

  /// What happened.
  public var kind: Kind
  /// Where, in root points (= pixels); the monitor under it is found with
  /// ``MonitorRect/index(under:in:)``.
  public var location: Point
  /// The server's time of the event, in milliseconds.
  public var time: UInt

  /// Creates a pointer value.
  public init(kind: Kind, location: Point, time: UInt) {
    self.kind = kind
    self.location = location
    self.time = time
  }
}
