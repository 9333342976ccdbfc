internal import CX11
internal import CXRandR
public import GestureLockCore

/// Owns one connection to an X server (`Display *`) and its default screen's root window.
///
/// The initializer opens the display and throws ``ScreenLockError/noDisplay(_:)`` when it
/// cannot; `deinit` closes it. A lost connection never ends the process: Xlib's I/O exit
/// handler only marks the display lost, and every method after that throws
/// ``ScreenLockError/displayLost``. Not `Sendable`: Xlib objects belong to one thread.
///
/// ```swift
/// let display = try X11Display()          // DISPLAY from the environment
/// let monitors = try display.monitors()   // RandR monitors, in root points
/// ```
public final class X11Display {
  /// The `Display *`; valid for the lifetime of `self`.
  let pointer: OpaquePointer
  /// The default screen's root window.
  let root: Window
  /// RandR's first event number, when the server has RandR 1.5 (monitors); else `nil`.
  let randrEventBase: Int32?
  /// Set by Xlib's I/O exit handler when the connection breaks; shared with the C callback.
  private let connection = ConnectionState()

  /// Opens the X display `name`, or the one `DISPLAY` names when `name` is `nil`.
  ///
  /// The corresponding C functions are `XOpenDisplay`, `XSetIOErrorExitHandler` and
  /// `XRRQueryExtension` / `XRRQueryVersion`.
  /// - Throws: ``ScreenLockError/noDisplay(_:)`` when no display can be opened.
  public init(name: String? = nil) throws(ScreenLockError) {
    X11ErrorLog.install
    let opened = if let name { XOpenDisplay(name) } else { XOpenDisplay(nil) }
    guard let pointer = opened else {
      throw .noDisplay(name ?? String(cString: XDisplayName(nil)))
    }
    self.pointer = pointer
    root = XDefaultRootWindow(pointer)
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    if XRRQueryExtension(pointer, &eventBase, &errorBase) != 0,
      XRRQueryVersion(pointer, &major, &minor) != 0, (major, minor) >= (1, 5)
    {
      randrEventBase = eventBase
    } else {
      randrEventBase = nil
    }
    XSetIOErrorExitHandler(
      pointer,
      { _, state in
        guard let state else { return }
        Unmanaged<ConnectionState>.fromOpaque(state).takeUnretainedValue().isLost = true
      }, Unmanaged.passUnretained(connection).toOpaque())
  }

  deinit { XCloseDisplay(pointer) }

  /// The default screen's root window's id (a parent for a ``PadPane`` outside a lock, as
  /// the benchmarks make).
  public var rootWindowID: UInt { UInt(root) }

  /// Whether the connection to the server broke. Once lost, a display stays lost.
  public var isLost: Bool { connection.isLost }

  /// The connection's socket, for `poll` beside other descriptors; readable when the server
  /// sent something. Events Xlib has already read are not on it: call
  /// ``ScreenCover/pumpEvents()`` (or check `XPending`) before waiting on it.
  ///
  /// The corresponding C function is `XConnectionNumber`.
  public var fileDescriptor: Int32 { XConnectionNumber(pointer) }

  /// The root window's size in points (= pixels), asked of the server.
  ///
  /// The corresponding C function is `XGetGeometry`.
  public func rootSize() throws(ScreenLockError) -> Size {
    var rootReturn: Window = 0
    var x: Int32 = 0
    var y: Int32 = 0
    var width: UInt32 = 0
    var height: UInt32 = 0
    var border: UInt32 = 0
    var depth: UInt32 = 0
    let status = try checked("XGetGeometry") {
      XGetGeometry(pointer, root, &rootReturn, &x, &y, &width, &height, &border, &depth)
    }
    guard status != 0 else { throw .displayLost }
    return Size(width: Double(width), height: Double(height))
  }

  /// Throws ``ScreenLockError/displayLost`` when the connection broke.
  func ensureConnected() throws(ScreenLockError) {
    if connection.isLost { throw .displayLost }
  }

  /// Whether Xlib holds events it has read already but not yet handed out: then the
  /// connection's descriptor may never become readable for them, and a `poll` on it would
  /// sleep while they wait (a round trip such as `XSync` reads events into that queue).
  ///
  /// The corresponding C function is `XEventsQueued` with `QueuedAlready`.
  public var hasQueuedEvents: Bool { XEventsQueued(pointer, QueuedAlready) > 0 }

  /// Runs `body` (X requests) between two round trips and throws the first X error it caused.
  ///
  /// Errors of earlier requests are dropped first, so only `body`'s count. For requests whose
  /// failure matters (creating the cover, reading monitors); the event pump does not pay the
  /// round trips.
  ///
  /// The corresponding C function is `XSync`.
  /// - Throws: ``ScreenLockError/requestFailed(_:)`` with `operation`, or
  ///   ``ScreenLockError/displayLost``.
  func checked<T>(_ operation: String, _ body: () -> T) throws(ScreenLockError) -> T {
    try ensureConnected()
    XSync(pointer, 0)
    _ = X11ErrorLog.take(for: pointer)
    let result = body()
    XSync(pointer, 0)
    try ensureConnected()
    if let first = X11ErrorLog.take(for: pointer).first {
      throw .requestFailed(protocolError(first, operation: operation))
    }
    return result
  }

  /// Drops the errors reported so far (those of requests whose failure is harmless).
  func discardErrors() { _ = X11ErrorLog.take(for: pointer) }

  /// Turns a logged error into a value with Xlib's text for its code.
  ///
  /// The corresponding C function is `XGetErrorText`.
  private func protocolError(_ entry: X11ErrorLog.Entry, operation: String) -> XProtocolError {
    var text = [CChar](repeating: 0, count: 160)
    XGetErrorText(pointer, Int32(entry.code), &text, Int32(text.count))
    let message = String(
      decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return XProtocolError(
      operation: operation, code: Int(entry.code), majorOpcode: Int(entry.majorOpcode),
      minorOpcode: Int(entry.minorOpcode), message: message)
  }
}

/// Whether a display's connection broke; written by Xlib's I/O exit handler through an opaque
/// pointer, read by the display's thread.
private final class ConnectionState {
  var isLost = false
}
