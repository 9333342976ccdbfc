internal import CWaylandClient
internal import GestureLockCore
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// One `wl_buffer` in shared memory: `height` rows of `width` pixels in `XRGB8888` (Cairo's
/// ARGB32 words with the alpha ignored: a lock surface is opaque), owned with its memory.
///
/// The memory is an anonymous file (`memfd_create`) mapped once; its pool is destroyed as soon
/// as the buffer exists (the buffer keeps the compositor's mapping). The compositor holds the
/// buffer from a commit until its `release` event: ``isBusy`` says so, and nothing is written
/// into a busy buffer.
final class ShmBuffer {
  let width: Int
  let height: Int
  let stride: Int
  private(set) var proxy: OpaquePointer
  private let memory: UnsafeMutableRawPointer
  private let byteCount: Int
  /// Whether the compositor may be reading it (attached and committed, not yet released).
  var isBusy = false

  /// Makes a buffer of `width` × `height` pixels through `shm`.
  ///
  /// The corresponding C functions are `memfd_create`, `ftruncate`, `mmap`,
  /// `wl_shm_create_pool`, `wl_shm_pool_create_buffer` and `wl_shm_pool_destroy`.
  /// - Throws: ``WaylandError/sharedMemory(_:)`` when the memory cannot be made or mapped.
  init(shm: OpaquePointer, width: Int, height: Int) throws(WaylandError) {
    self.width = width
    self.height = height
    stride = width * 4
    byteCount = stride * height
    let file = gl_wayland_memfd_create("gesturelock-lock-surface")
    guard file >= 0 else { throw .sharedMemory(Errno.current) }
    defer { close(file) }
    guard ftruncate(file, off_t(byteCount)) == 0 else { throw .sharedMemory(Errno.current) }
    guard let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0),
      mapped != MAP_FAILED
    else { throw .sharedMemory(Errno.current) }
    memory = mapped
    let pool = wl_shm_create_pool(shm, file, Int32(byteCount))
    proxy = wl_shm_pool_create_buffer(
      pool, 0, Int32(width), Int32(height), Int32(stride), WL_SHM_FORMAT_XRGB8888.rawValue)
    wl_shm_pool_destroy(pool)
    wl_buffer_add_listener(proxy, ShmBuffer.listener, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    wl_buffer_destroy(proxy)
    munmap(memory, byteCount)
  }

  /// Copies the pixels of `region` from `source` (a frame of the same size: `sourceStride`
  /// bytes a row) into the buffer.
  func copy(_ region: PixelRect, from source: UnsafeRawBufferPointer, sourceStride: Int) {
    let x0 = max(0, region.x)
    let y0 = max(0, region.y)
    let x1 = min(width, region.x + region.width)
    let y1 = min(height, region.y + region.height)
    guard x1 > x0, y1 > y0, let base = source.baseAddress else { return }
    let rowBytes = (x1 - x0) * 4
    for y in y0..<y1 {
      memory.advanced(by: y * stride + x0 * 4).copyMemory(
        from: base.advanced(by: y * sourceStride + x0 * 4), byteCount: rowBytes)
    }
  }

  /// The compositor is done reading: the buffer may be drawn into again.
  nonisolated(unsafe) private static let listener = ListenerTable.make(
    wl_buffer_listener(
      release: { data, _ in
        guard let data else { return }
        Unmanaged<ShmBuffer>.fromOpaque(data).takeUnretainedValue().isBusy = false
      }))
}
