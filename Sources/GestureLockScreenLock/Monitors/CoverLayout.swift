public import GestureLockCore

/// Where things go on a locked screen: the root's size, its monitors, and the one under the
/// pointer, where the pad is drawn (the others stay black).
///
/// A plain value, read by ``X11Display/layout()`` and sent again by the cover's event pump
/// (``CoverEvent/layoutChanged(_:)``) when a monitor is added, removed or moved.
public struct CoverLayout: Hashable, Sendable {
  /// The root window's size, in points (= pixels); the cover is this big.
  public var rootSize: Size
  /// The monitors, in RandR's order.
  public var monitors: [MonitorRect]
  /// The index in ``monitors`` of the monitor under the pointer (else the primary, else the
  /// first); `nil` only when there are no monitors.
  public var activeIndex: Int?

  /// Creates a layout value.
  public init(rootSize: Size, monitors: [MonitorRect], activeIndex: Int?) {
    self.rootSize = rootSize
    self.monitors = monitors
    self.activeIndex = activeIndex
  }

  /// The monitor the pad belongs on, if any.
  public var activeMonitor: MonitorRect? { activeIndex.map { monitors[$0] } }
}
