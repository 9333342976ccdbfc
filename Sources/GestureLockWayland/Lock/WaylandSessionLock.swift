internal import CWaylandClient
internal import CWaylandProtocols
public import GestureLockCore
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// A Wayland session lock (ext-session-lock-v1, issue 23): the compositor shows only this
/// client's lock surfaces and gives input only to them until the client unlocks, and keeps the
/// session locked when the client dies.
///
/// It knows nothing of pads or secrets. It connects and binds what a lock screen needs, takes
/// the lock, keeps one lock surface on every output (outputs added while locked get theirs,
/// removed ones lose it), draws the `Scene` a device presents for each output (HiDPI through
/// the output's scale, double-buffered `wl_shm`, only the changed pixels damaged, one frame in
/// flight per surface, nothing drawn while idle), and turns pointer, touch and keyboard input
/// (xkbcommon with the compositor's keymap, key repeat) into ``WaylandLockEvent`` values, each
/// naming its output.
///
/// A device waits in `poll` on ``descriptor`` beside its own descriptors (a wake pipe), or
/// lets ``wait(timeout:alsoWatching:)`` do it:
///
/// ```swift
/// let lock = try WaylandSessionLock()            // noCompositor, sessionLockUnsupported → 9
/// try lock.lock()
/// guard try lock.waitUntilLockedOrRefused() == .locked else { exit(10) }  // "NOT locked"
/// while !done {
///   _ = try lock.wait(timeout: 1, alsoWatching: [wakePipe.descriptor])
///   for event in lock.takeEvents() {
///     if case .configured(let output, let size, _) = event { lock.present(scene(size), on: output) }
///     if case .input(let input) = event { … }
///   }
///   try lock.drawPendingFrames()
/// }
/// try lock.unlock()                              // unlock_and_destroy, then a roundtrip
/// ```
///
/// Not `Sendable`: libwayland's objects belong to the thread that made them.
public final class WaylandSessionLock {
  private let display: WaylandDisplay
  private let registry: OpaquePointer
  private var compositor: OpaquePointer?
  private var shm: OpaquePointer?
  private var manager: OpaquePointer?
  private var lockProxy: OpaquePointer?
  private var outputs: [WaylandOutput] = []
  private var seats: [WaylandSeat] = []
  private var events: [WaylandLockEvent] = []
  private let clock: () -> Double
  /// Where the lock stands.
  public private(set) var state = WaylandLockState.idle

  /// The oldest `wl_compositor` this client takes: version 4 has `damage_buffer`.
  static let minimumCompositorVersion: UInt32 = 4

  /// Connects to the compositor and binds what a lock screen needs.
  ///
  /// - Parameters:
  ///   - displayName: The socket (`wayland-1`, or a path), or `nil` for `WAYLAND_DISPLAY`.
  ///   - clock: Seconds on a monotonic clock, for key repeat.
  /// - Throws: ``WaylandError/noCompositor(_:)``; ``WaylandError/sessionLockUnsupported``
  ///   when the compositor has no `ext_session_lock_manager_v1`;
  ///   ``WaylandError/missingGlobal(_:)`` without `wl_compositor` 4 or `wl_shm`;
  ///   ``WaylandError/connectionLost(_:)``.
  public init(
    displayName: String? = nil, clock: @escaping () -> Double = WaylandSessionLock.monotonicNow
  ) throws(WaylandError) {
    display = try WaylandDisplay(name: displayName)
    self.clock = clock
    guard let registry = wl_display_get_registry(display.pointer) else {
      throw display.failure()
    }
    self.registry = registry
    wl_registry_add_listener(
      registry, Self.registryListener, Unmanaged.passUnretained(self).toOpaque())
    // Globals, then the events binding them caused (outputs' scales and names, seats).
    try display.roundtrip()
    try display.roundtrip()
    guard manager != nil else { throw .sessionLockUnsupported }
    guard compositor != nil else { throw .missingGlobal("wl_compositor version 4") }
    guard shm != nil else { throw .missingGlobal("wl_shm") }
    events.removeAll()
  }

  deinit {
    seats.removeAll()
    outputs.removeAll()
    if let lockProxy {
      // A lock that was never `locked` may be destroyed; a locked one stays locked: only
      // `unlock()` ends it (the compositor keeps the session locked for a dead client too).
      if state == .requested || state == .refused { ext_session_lock_v1_destroy(lockProxy) }
    }
    if let manager { ext_session_lock_manager_v1_destroy(manager) }
    if let shm { wl_shm_destroy(shm) }
    if let compositor { wl_compositor_destroy(compositor) }
    wl_registry_destroy(registry)
    // Sent, not dispatched: no event may reach this object while it goes.
    display.flush()
  }

  /// Whether `displayName` (or `WAYLAND_DISPLAY`) names a compositor offering the session
  /// lock: how `gesturelock lock` chooses Wayland (else X11, else exit 9).
  public static func availability(displayName: String? = nil) -> WaylandAvailability {
    do {
      _ = try WaylandSessionLock(displayName: displayName)
      return .sessionLock
    } catch .sessionLockUnsupported, .missingGlobal {
      return .noSessionLock
    } catch {
      return .noCompositor
    }
  }

  /// The outputs and their lock surfaces, in the order the compositor announced them.
  public var outputInfo: [WaylandOutputInfo] { outputs.map(\.info) }

  /// The connection's socket, to poll for `POLLIN` beside a device's own descriptors; call
  /// ``prepareForPoll()`` before each `poll` and ``dispatch()`` after.
  public var descriptor: Int32 { display.descriptor }

  /// Asks the compositor to lock the session and makes a lock surface on every output; the
  /// answer (``WaylandLockState/locked`` or ``WaylandLockState/refused``) comes as an event.
  ///
  /// The corresponding C functions are `ext_session_lock_manager_v1_lock` and
  /// `ext_session_lock_v1_get_lock_surface`.
  /// - Throws: ``WaylandError/connectionLost(_:)``.
  public func lock() throws(WaylandError) {
    guard state == .idle, let manager, let proxy = ext_session_lock_manager_v1_lock(manager)
    else { return }
    lockProxy = proxy
    state = .requested
    ext_session_lock_v1_add_listener(
      proxy, Self.lockListener, Unmanaged.passUnretained(self).toOpaque())
    for output in outputs { makeSurface(on: output) }
    _ = try display.prepareForPoll()
  }

  /// Waits until the compositor answers ``lock()``.
  ///
  /// - Parameter timeout: Seconds at most; `nil`: as long as it takes (the protocol says the
  ///   answer comes at once).
  /// - Returns: The state then: ``WaylandLockState/locked``, ``WaylandLockState/refused``, or
  ///   ``WaylandLockState/requested`` when the time ran out.
  public func waitUntilLockedOrRefused(timeout: Double? = nil) throws(WaylandError)
    -> WaylandLockState
  {
    let deadline = timeout.map { clock() + $0 }
    while state == .requested {
      let left = deadline.map { $0 - clock() }
      if let left, left <= 0 { break }
      _ = try wait(timeout: left, alsoWatching: [])
    }
    return state
  }

  /// Makes `scene` what `output`'s lock surface shows next. It is drawn as soon as the surface
  /// may draw (configured at `scene.size`, the previous frame shown, a buffer free), by this
  /// call or a later ``drawPendingFrames()``; only the latest scene waits. Ignored for an
  /// output without a lock surface (before ``lock()``, after the lock ended, or gone).
  ///
  /// - Throws: ``WaylandError/drawing(_:)``, ``WaylandError/sharedMemory(_:)``.
  public func present(_ scene: Scene, on output: WaylandOutputID) throws(WaylandError) {
    guard let target = outputs.first(where: { $0.id == output }), let surface = target.surface
    else { return }
    surface.present(scene)
    try surface.drawIfReady(scale: target.scale)
  }

  /// Draws the scenes that were waiting for a frame callback, a buffer's release or a
  /// configure; call after ``dispatch()``.
  ///
  /// - Throws: ``WaylandError/drawing(_:)``, ``WaylandError/sharedMemory(_:)``.
  public func drawPendingFrames() throws(WaylandError) {
    for output in outputs {
      try output.surface?.drawIfReady(scale: output.scale)
    }
  }

  /// Frames committed to `output`'s lock surface so far (nothing is drawn while idle).
  public func committedFrames(on output: WaylandOutputID) -> Int {
    outputs.first { $0.id == output }?.surface?.committedFrames ?? 0
  }

  /// Frames of `output`'s lock surface the compositor has shown so far (their `frame`
  /// callbacks done): once it is 1, the output shows the lock surface, not the compositor's
  /// blank.
  public func shownFrames(on output: WaylandOutputID) -> Int {
    outputs.first { $0.id == output }?.surface?.shownFrames ?? 0
  }

  /// Unlocks the session (`unlock_and_destroy`) and waits until the compositor has handled it
  /// (`wl_display.sync`, as the protocol asks of a client that exits next).
  ///
  /// - Throws: ``WaylandError/notLocked`` before ``WaylandLockState/locked`` (nothing is
  ///   sent); ``WaylandError/connectionLost(_:)``.
  public func unlock() throws(WaylandError) {
    guard state == .locked, let lockProxy else { throw .notLocked }
    // Unlock first: a lock surface destroyed while locked makes the compositor show a blank
    // instead (the protocol), which the same batch of requests then lifts anyway.
    ext_session_lock_v1_unlock_and_destroy(lockProxy)
    for output in outputs { output.surface = nil }
    self.lockProxy = nil
    state = .unlocked
    try display.roundtrip()
  }

  /// Dispatches what was already read and sends the queued requests: the step before a
  /// `poll` on ``descriptor``.
  ///
  /// - Returns: `false` when requests are left because the socket is full (poll for
  ///   `POLLOUT` as well).
  /// - Throws: ``WaylandError/connectionLost(_:)``, ``WaylandError/protocolError(interface:objectID:code:)``.
  public func prepareForPoll() throws(WaylandError) -> Bool {
    try display.prepareForPoll()
  }

  /// Reads and dispatches what arrived on ``descriptor`` (never blocks), and the key repeats
  /// due: the step after a `poll`.
  ///
  /// - Throws: ``WaylandError/connectionLost(_:)``, ``WaylandError/protocolError(interface:objectID:code:)``.
  public func dispatch() throws(WaylandError) {
    try display.dispatch()
    _ = repeatKeys()
  }

  /// When the next key repeat is due (seconds on the clock given at ``init(displayName:clock:)``),
  /// or `nil`: a device's wait must end by then.
  public var nextDeadline: Double? {
    seats.compactMap(\.keyRepeat.deadline).min()
  }

  /// The events since the last call, in order.
  public func takeEvents() -> [WaylandLockEvent] {
    _ = repeatKeys()
    defer { events.removeAll() }
    return events
  }

  /// Waits in `poll` for the compositor, `others` and the next key repeat, at most `timeout`
  /// seconds (`nil`: until something happens), then dispatches what came and draws the frames
  /// that became possible.
  ///
  /// - Returns: Which of `others` are readable (or hung up).
  /// - Throws: ``WaylandError/connectionLost(_:)``, ``WaylandError/protocolError(interface:objectID:code:)``,
  ///   ``WaylandError/drawing(_:)``, ``WaylandError/sharedMemory(_:)``.
  public func wait(timeout: Double?, alsoWatching others: [Int32]) throws(WaylandError)
    -> [Int32]
  {
    let flushed = try prepareForPoll()
    var limit = timeout
    if let deadline = nextDeadline {
      let untilRepeat = max(0, deadline - clock())
      limit = min(limit ?? untilRepeat, untilRepeat)
    }
    var descriptors = [
      pollfd(fd: descriptor, events: Int16(POLLIN) | (flushed ? 0 : Int16(POLLOUT)), revents: 0)
    ]
    descriptors += others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let milliseconds = limit.map { Int32(min(max(0, $0 * 1000).rounded(.up), 60_000)) } ?? -1
    let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    if ready < 0, errno != EINTR { throw .connectionLost(Errno.current) }
    if descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 {
      try dispatch()
      throw .connectionLost(Errno.brokenPipe)
    }
    try dispatch()
    try drawPendingFrames()
    return descriptors.dropFirst().filter { $0.revents != 0 }.map(\.fd)
  }

  /// Seconds on the system's monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`).
  public static func monotonicNow() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  private func repeatKeys() -> Double? {
    seats.compactMap { $0.repeatKeys() }.min()
  }

  /// A lock surface for `output` under the current lock, if there is one.
  private func makeSurface(on output: WaylandOutput) {
    guard let lockProxy, let compositor, let shm, output.surface == nil,
      state == .requested || state == .locked
    else { return }
    let surface = LockSurface(compositor: compositor, shm: shm, lock: lockProxy, output: output)
    surface?.onConfigure = { [unowned self, unowned output] size in
      events.append(.configured(output.id, size: size, scale: output.scale))
    }
    output.surface = surface
    output.onChange = { [unowned self, unowned output] in
      guard let surface = output.surface, let size = surface.size else { return }
      surface.rescale()
      events.append(.configured(output.id, size: size, scale: output.scale))
    }
  }

  private func addGlobal(name: UInt32, interface: String, version: UInt32) {
    switch interface {
    case "wl_compositor" where version >= Self.minimumCompositorVersion:
      compositor = wl_registry_bind(registry, name, gl_wl_compositor_interface(), min(version, 5))
        .map(OpaquePointer.init)
    case "wl_shm":
      shm = wl_registry_bind(registry, name, gl_wl_shm_interface(), 1).map(OpaquePointer.init)
    case "ext_session_lock_manager_v1":
      manager = wl_registry_bind(registry, name, gl_ext_session_lock_manager_v1_interface(), 1)
        .map(OpaquePointer.init)
    case "wl_output":
      guard let output = WaylandOutput(registry: registry, name: name, version: version) else {
        return
      }
      outputs.append(output)
      events.append(.outputAdded(output.id))
      makeSurface(on: output)
    case "wl_seat":
      guard
        let seat = WaylandSeat(
          registry: registry, name: name, version: version, clock: clock,
          output: { [unowned self] surface in
            outputs.first { $0.surface?.owns(surface) == true }?.id
          },
          emit: { [unowned self] input in events.append(.input(input)) })
      else { return }
      seats.append(seat)
    default:
      break
    }
  }

  private func removeGlobal(name: UInt32) {
    if let index = outputs.firstIndex(where: { $0.id.rawValue == name }) {
      let gone = outputs.remove(at: index)
      for seat in seats { seat.surfaceGone(gone.id) }
      events.append(.outputRemoved(gone.id))
    }
    seats.removeAll { $0.name == name }
  }

  private static func owner(_ data: UnsafeMutableRawPointer?) -> WaylandSessionLock? {
    data.map { Unmanaged<WaylandSessionLock>.fromOpaque($0).takeUnretainedValue() }
  }

  nonisolated(unsafe) private static let registryListener = ListenerTable.make(
    wl_registry_listener(
      global: { data, _, name, interface, version in
        guard let lock = owner(data), let interface else { return }
        lock.addGlobal(name: name, interface: String(cString: interface), version: version)
      },
      global_remove: { data, _, name in owner(data)?.removeGlobal(name: name) }))

  nonisolated(unsafe) private static let lockListener = ListenerTable.make(
    ext_session_lock_v1_listener(
      locked: { data, _ in
        guard let lock = owner(data), lock.state == .requested else { return }
        lock.state = .locked
        lock.events.append(.locked)
      },
      finished: { data, proxy in
        guard let lock = owner(data) else { return }
        for output in lock.outputs { output.surface = nil }
        if lock.state == .locked {
          // The compositor ended the lock: only unlock_and_destroy may destroy it now.
          if let proxy { ext_session_lock_v1_unlock_and_destroy(proxy) }
          lock.state = .ended
        } else {
          if let proxy { ext_session_lock_v1_destroy(proxy) }
          lock.state = .refused
        }
        lock.lockProxy = nil
        lock.events.append(.finished)
      }))
}
