public import GestureLockCore

/// A touch on a lock surface (`wl_touch`: tablets, Linux phones): a finger's point went down,
/// moved, lifted, or the compositor took the touches away, in the surface's points.
///
/// A finger belongs to the lock surface it touched down on until it lifts: its moves are in
/// that surface's points even when it slides onto another output.
public struct WaylandTouchEvent: Hashable, Sendable {
  /// What happened, as the core's touch samples name it.
  public var phase: TouchSample.Phase
  /// The compositor's id of this touch point (`wl_touch` id: unique while the finger is down).
  public var id: Int32
  /// Where, in points from the lock surface's top-left corner.
  public var location: Point
  /// The output whose lock surface the finger touched down on.
  public var output: WaylandOutputID

  /// Creates a touch event.
  public init(phase: TouchSample.Phase, id: Int32, location: Point, output: WaylandOutputID) {
    self.phase = phase
    self.id = id
    self.location = location
    self.output = output
  }
}
