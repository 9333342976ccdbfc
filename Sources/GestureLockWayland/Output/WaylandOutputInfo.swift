public import GestureLockCore

/// What is known of one output and its lock surface: its name, its scale, and the size the
/// compositor configured the lock surface to.
///
/// A scene for the output is drawn at ``size`` points; its buffer has ``size`` × ``scale``
/// pixels (HiDPI: a scale-2 output of 1920 × 1080 pixels configures 960 × 540 points).
public struct WaylandOutputInfo: Hashable, Sendable {
  /// The output.
  public var id: WaylandOutputID
  /// The compositor's name for it (`wl_output.name`, version 4: "HDMI-A-1", "HEADLESS-1"), or
  /// `nil` before the compositor said it (or when it does not).
  public var name: String?
  /// Buffer pixels per point (`wl_output.scale`), at least 1.
  public var scale: Int
  /// The lock surface's size in points (`ext_session_lock_surface_v1.configure`), or `nil`
  /// before the first configure (nothing can be drawn there yet).
  public var size: Size?

  /// Creates a description of an output.
  public init(id: WaylandOutputID, name: String?, scale: Int, size: Size?) {
    self.id = id
    self.name = name
    self.scale = scale
    self.size = size
  }
}
