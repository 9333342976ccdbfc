internal import CWaylandClient

#if canImport(Glibc)
  internal import Glibc
#endif

/// One `wl_output` (a monitor), bound from the registry: its name and scale, and the lock
/// surface on it while the session is locked.
///
/// Scale and name arrive as events and take effect on `done` (`wl_output` version 2 and
/// later); ``onChange`` is called then when the scale changed. Owns the proxy (released, or
/// destroyed before version 3) and its lock surface.
final class WaylandOutput {
  let id: WaylandOutputID
  let proxy: OpaquePointer
  private let version: UInt32
  /// The compositor's name ("HEADLESS-1"), or `nil` until it says it (version 4).
  private(set) var name: String?
  /// Buffer pixels per point.
  private(set) var scale = 1
  private var pendingScale = 1
  /// The lock surface on this output, while the session lock has one.
  var surface: LockSurface?
  /// Called on `done` when the scale changed.
  var onChange: (() -> Void)?

  /// The newest `wl_output` version this client speaks (4: the `name` event).
  static let maximumVersion: UInt32 = 4

  /// Binds global `name` of `version` on `registry`; `nil` when libwayland has no memory.
  ///
  /// The corresponding C function is `wl_registry_bind`.
  init?(registry: OpaquePointer, name: UInt32, version: UInt32) {
    id = WaylandOutputID(rawValue: name)
    self.version = min(version, Self.maximumVersion)
    guard let bound = wl_registry_bind(registry, name, gl_wl_output_interface(), self.version)
    else { return nil }
    proxy = OpaquePointer(bound)
    wl_output_add_listener(proxy, Self.listener, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    surface = nil
    if version >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
  }

  /// What is known of it, for ``WaylandSessionLock/outputInfo``.
  var info: WaylandOutputInfo {
    WaylandOutputInfo(id: id, name: name, scale: scale, size: surface?.size)
  }

  private static func owner(_ data: UnsafeMutableRawPointer?) -> WaylandOutput? {
    data.map { Unmanaged<WaylandOutput>.fromOpaque($0).takeUnretainedValue() }
  }

  nonisolated(unsafe) private static let listener = ListenerTable.make(
    wl_output_listener(
      geometry: { _, _, _, _, _, _, _, _, _, _ in },
      mode: { _, _, _, _, _, _ in },
      done: { data, _ in
        guard let output = owner(data) else { return }
        let changed = output.pendingScale != output.scale
        output.scale = output.pendingScale
        if changed { output.onChange?() }
      },
      scale: { data, _, factor in
        owner(data)?.pendingScale = max(1, Int(factor))
      },
      name: { data, _, name in
        guard let output = owner(data), let name else { return }
        output.name = String(cString: name)
      },
      description: { _, _, _ in }))
}
