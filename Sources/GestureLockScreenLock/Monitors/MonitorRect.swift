public import GestureLockCore

/// One monitor of the X screen: its name and where it lies on the root window.
///
/// X has no scale factor: one point here is one pixel of the root window, origin at the root's
/// top-left corner, y down. Monitors come from RandR (`XRRGetMonitors`); without RandR the whole
/// root is one monitor named `"screen"`.
///
/// ```swift
/// let monitors = display.monitors()
/// let active = MonitorRect.index(under: display.pointerPosition(), in: monitors)
/// ```
public struct MonitorRect: Hashable, Sendable {
  /// The RandR monitor's name (the atom's text), e.g. `"HDMI-1"`.
  public var name: String
  /// Where the monitor lies on the root window, in points (= root pixels).
  public var frame: Rect
  /// Whether RandR marks it as the primary monitor.
  public var isPrimary: Bool

  /// Creates a monitor value.
  public init(name: String, frame: Rect, isPrimary: Bool = false) {
    self.name = name
    self.frame = frame
    self.isPrimary = isPrimary
  }

  /// Whether `point` (root coordinates) lies on this monitor: the left and top edges are in,
  /// the right and bottom edges out, so side-by-side monitors never share a point.
  public func contains(_ point: Point) -> Bool {
    point.x >= frame.origin.x && point.x < frame.origin.x + frame.size.width
      && point.y >= frame.origin.y && point.y < frame.origin.y + frame.size.height
  }

  /// The index of the monitor under `point`, else the primary one, else the first; `nil` only
  /// when `monitors` is empty.
  ///
  /// - Note: Where monitors overlap (clones), the first in `monitors` order wins.
  public static func index(under point: Point, in monitors: [MonitorRect]) -> Int? {
    monitors.firstIndex { $0.contains(point) }
      ?? monitors.firstIndex { $0.isPrimary }
      ?? (monitors.isEmpty ? nil : 0)
  }
}
