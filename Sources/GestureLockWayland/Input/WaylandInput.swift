/// Input that reached a lock surface: the pointer, a finger or a key.
///
/// Every event names its output, so that a device can put the pad on the output that last had
/// input (issue 23).
public enum WaylandInput: Hashable, Sendable {
  /// A pointer event.
  case pointer(WaylandPointerEvent)
  /// A touch event.
  case touch(WaylandTouchEvent)
  /// A key pressed or repeating.
  case key(WaylandKeyEvent)

  /// The output the input happened on (`nil`: a key while no lock surface has the focus).
  public var output: WaylandOutputID? {
    switch self {
    case .pointer(let event): event.output
    case .touch(let event): event.output
    case .key(let event): event.output
    }
  }
}
