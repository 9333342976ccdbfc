internal import CWaylandClient
internal import CWaylandProtocols
internal import GestureLockCore
internal import GestureLockRender

/// One output's lock surface (`wl_surface` with the `ext_session_lock_surface_v1` role), and
/// how scenes reach it: double-buffered `wl_shm` buffers, only the changed pixels copied and
/// damaged, and at most one frame in flight (`wl_surface.frame`).
///
/// A scene given to ``present(_:)`` waits until the surface may draw: configured by the
/// compositor, the previous frame shown (its frame callback done), a buffer free, and the
/// scene of the configured size. Only the latest waiting scene is drawn; a scene equal to the
/// one shown draws nothing. The configure is acknowledged just before the commit that answers
/// it, as the protocol asks. Owns the surface, its role object, its frame callback and its
/// buffers.
final class LockSurface {
  let output: WaylandOutputID
  private let surface: OpaquePointer
  private let role: OpaquePointer
  private let shm: OpaquePointer
  /// The size the compositor configured, in points; `nil` before the first configure.
  private(set) var size: Size?
  private var unacknowledgedSerial: UInt32?
  private var frameCallback: OpaquePointer?
  private var buffers = BufferRing<ShmBuffer>()
  private let frames = SceneFrames()
  private var waiting: Scene?
  /// The last scene given, drawn again when the scale changes.
  private var latest: Scene?
  private var bufferScale = 1
  /// Called on each configure with the new size.
  var onConfigure: ((Size) -> Void)?
  /// Frames committed so far (nothing is drawn while idle).
  private(set) var committedFrames = 0
  /// Frames the compositor has shown so far (their frame callbacks done).
  private(set) var shownFrames = 0

  /// The most buffers a surface uses: one the compositor shows, one to draw into.
  static let bufferCount = 2

  /// Creates the surface for `output` and gives it the lock surface role under `lock`.
  ///
  /// The corresponding C functions are `wl_compositor_create_surface` and
  /// `ext_session_lock_v1_get_lock_surface`.
  /// - Returns: `nil` when libwayland has no memory for the proxies.
  init?(
    compositor: OpaquePointer, shm: OpaquePointer, lock: OpaquePointer, output: WaylandOutput
  ) {
    guard let surface = wl_compositor_create_surface(compositor) else { return nil }
    guard let role = ext_session_lock_v1_get_lock_surface(lock, surface, output.proxy) else {
      wl_surface_destroy(surface)
      return nil
    }
    self.output = output.id
    self.surface = surface
    self.role = role
    self.shm = shm
    ext_session_lock_surface_v1_add_listener(
      role, Self.listener, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    if let frameCallback { wl_callback_destroy(frameCallback) }
    ext_session_lock_surface_v1_destroy(role)
    wl_surface_destroy(surface)
  }

  /// Whether `surface` (a `wl_surface` proxy an input event names) is this one.
  func owns(_ proxy: OpaquePointer) -> Bool { proxy == surface }

  /// Makes `scene` the next frame; it is drawn by ``drawIfReady(scale:)`` once the surface
  /// may draw.
  func present(_ scene: Scene) {
    waiting = scene
    latest = scene
  }

  /// The output's scale changed: the last scene is drawn again at the new scale.
  func rescale() {
    if waiting == nil { waiting = latest }
  }

  /// Draws the waiting scene at `scale` pixels a point if the surface may draw now.
  ///
  /// The corresponding C functions are `ext_session_lock_surface_v1_ack_configure`,
  /// `wl_surface_set_buffer_scale`, `wl_surface_attach`, `wl_surface_damage_buffer`,
  /// `wl_surface_frame` and `wl_surface_commit`.
  /// - Throws: ``WaylandError/drawing(_:)`` or ``WaylandError/sharedMemory(_:)``; the scene
  ///   stays waiting.
  func drawIfReady(scale: Int) throws(WaylandError) {
    guard let size, let scene = waiting, frameCallback == nil, scene.size == size else { return }
    let width = Int((size.width * Double(scale)).rounded())
    let height = Int((size.height * Double(scale)).rounded())
    guard let buffer = try freeBuffer(width: width, height: height) else { return }
    let changed: PixelRect?
    do {
      changed = try frames.draw(scene, scale: Double(scale))
    } catch {
      frames.invalidate()
      throw .drawing("\(error)")
    }
    waiting = nil
    // Nothing changed and nothing to acknowledge: no frame at all.
    guard let frame = frames.frame, changed != nil || unacknowledgedSerial != nil else { return }
    guard frame.width == width, frame.height == height else {
      throw .drawing("a \(frame.width)×\(frame.height) frame for a \(width)×\(height) surface")
    }
    let region = changed ?? .empty
    let missing = buffers.prepare(buffer, changed: region)
    frame.bytes.withUnsafeBytes { pixels in
      buffer.copy(missing, from: pixels, sourceStride: frame.stride)
    }
    if let serial = unacknowledgedSerial {
      ext_session_lock_surface_v1_ack_configure(role, serial)
      unacknowledgedSerial = nil
    }
    if scale != bufferScale {
      wl_surface_set_buffer_scale(surface, Int32(scale))
      bufferScale = scale
    }
    wl_surface_attach(surface, buffer.proxy, 0, 0)
    if !region.isEmpty {
      wl_surface_damage_buffer(
        surface, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height))
    }
    frameCallback = wl_surface_frame(surface)
    if let frameCallback {
      wl_callback_add_listener(
        frameCallback, Self.frameListener, Unmanaged.passUnretained(self).toOpaque())
    }
    wl_surface_commit(surface)
    buffer.isBusy = true
    committedFrames += 1
  }

  /// A buffer of `width` × `height` pixels the compositor is not reading: a free one, or a new
  /// one (buffers of another size are dropped); `nil` when both are busy.
  private func freeBuffer(width: Int, height: Int) throws(WaylandError) -> ShmBuffer? {
    buffers.remove { $0.width != width || $0.height != height }
    if let free = buffers.buffers.first(where: { !$0.isBusy }) { return free }
    guard buffers.buffers.count < Self.bufferCount else { return nil }
    let buffer = try ShmBuffer(shm: shm, width: width, height: height)
    buffers.add(buffer, whole: PixelRect(x: 0, y: 0, width: width, height: height))
    return buffer
  }

  private static func owner(_ data: UnsafeMutableRawPointer?) -> LockSurface? {
    data.map { Unmanaged<LockSurface>.fromOpaque($0).takeUnretainedValue() }
  }

  nonisolated(unsafe) private static let listener = ListenerTable.make(
    ext_session_lock_surface_v1_listener(
      configure: { data, _, serial, width, height in
        guard let surface = owner(data) else { return }
        let size = Size(width: Double(width), height: Double(height))
        surface.unacknowledgedSerial = serial
        if size != surface.size {
          surface.size = size
          surface.frames.invalidate()
        }
        surface.onConfigure?(size)
      }))

  nonisolated(unsafe) private static let frameListener = ListenerTable.make(
    wl_callback_listener(
      done: { data, callback, _ in
        guard let surface = owner(data) else { return }
        if let callback { wl_callback_destroy(callback) }
        surface.frameCallback = nil
        surface.shownFrames += 1
      }))
}
