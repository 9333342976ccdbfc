internal import CX11
internal import CXComposite
internal import CXExt
internal import CXRandR
internal import GestureLockCore

#if canImport(Glibc)
  internal import Glibc
#endif

/// Holds the screen locked: both input grabs, and black windows over the whole root that no
/// other client's request can make invisible for longer than it takes to hear of it.
///
/// The initializer grabs the keyboard, then the pointer (each with retries,
/// ``GrabRetryPolicy``), and only when both are held maps the cover, so nothing is shown that
/// is not a lock. When a grab cannot be had it releases what it took, maps nothing and throws
/// ``ScreenLockError/grabFailed(_:)``. While it lives, ``pumpEvents()`` keeps the cover on top
/// and over the whole root, undoes what other clients do to its windows, and hands the pad its
/// input. ``release()`` (or `deinit`) uncovers the screen and lets the grabs go.
///
/// The cover is one override-redirect window over the root and, when the server has the
/// Composite extension, a second one inside the Composite overlay window (``CoverWindows``
/// says why). Any X client may unmap, move, restack, reparent, shape or destroy any window and
/// set properties on it: the cover hears of each (structure, shape, property and visibility
/// events on its windows and on the overlay window) and puts its windows back, or makes a
/// destroyed one again (``CoverEvent/tampered(_:)``).
///
/// ```swift
/// let display = try X11Display()
/// let cover = try ScreenCover(display: display)      // locked from here
/// var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)]
/// while !unlocked {
///   for event in try cover.pumpEvents() { /* keys and pointer to the pad */ }
///   _ = poll(&fds, 1, 100)
/// }
/// cover.release()
/// ```
///
/// The grabs are on the root window with `owner_events` false, so every key and pointer event
/// is reported to the root, in root coordinates, and to no other client. What X11 cannot
/// promise: when the process holding the grabs dies, the server releases them and unmaps the
/// cover (every X11 locker shares this limit).
public final class ScreenCover {
  /// The display the cover is on; kept alive by the cover.
  public let display: X11Display
  /// The cover's windows.
  var windows: CoverWindows
  /// The X extensions the cover uses, as the server has them.
  let extensions: CoverExtensions
  /// The layout last reported, to report only changes.
  public internal(set) var layout: CoverLayout
  /// The X id of the window a pad's window (``PadPane``, possibly another process's) goes in.
  /// It changes only when another client destroyed that window and the cover made it again
  /// (``CoverEvent/surfaceReplaced``).
  public var windowID: UInt { UInt(windows.surface) }
  /// Whether the grabs are held and the cover mapped.
  public private(set) var isCovering = true
  /// When ``pumpEvents()`` last checked every window of the cover (CLOCK_MONOTONIC, in
  /// seconds), whether or not an event asked for it.
  var lastCheck = 0.0

  /// Grabs keyboard and pointer, then covers every monitor of `display`.
  ///
  /// - Parameters:
  ///   - display: The open display.
  ///   - retry: How many times to try each grab before giving up.
  ///   - refused: Called after each refused attempt with the device and the attempt's number
  ///     (from 1), e.g. to say "waiting for the keyboard"; not after the last attempt, whose
  ///     refusal is the error.
  /// - Throws: ``ScreenLockError/grabFailed(_:)`` (nothing was shown, nothing is held),
  ///   ``ScreenLockError/displayLost``, or ``ScreenLockError/requestFailed(_:)``.
  public init(
    display: X11Display, retry: GrabRetryPolicy = .standard,
    refused: (GrabDevice, Int) -> Void = { _, _ in }
  ) throws(ScreenLockError) {
    self.display = display
    layout = try display.layout()
    let extensions = CoverExtensions(display: display)
    try Self.grab(.keyboard, on: display, retry: retry, refused: refused)
    var windows: CoverWindows
    do throws(ScreenLockError) {
      try Self.grab(.pointer, on: display, retry: retry, refused: refused)
      let top = try Self.createWindow(
        on: display, parent: display.root, size: layout.rootSize, extensions: extensions)
      windows = CoverWindows(top: top)
      do throws(ScreenLockError) {
        try Self.selectRootEvents(on: display)
        try display.checked("XMapRaised") { _ = XMapRaised(display.pointer, top) }
        if extensions.hasOverlay {
          try Self.coverOverlay(
            &windows, on: display, size: layout.rootSize, extensions: extensions)
        }
      } catch {
        Self.destroy(windows, on: display)
        throw error
      }
    } catch {
      Self.ungrab(on: display)
      throw error
    }
    // Only now is `self` whole: a failure above never reaches `deinit`.
    self.extensions = extensions
    self.windows = windows
  }

  deinit { release() }

  /// Uncovers the screen and releases both grabs; does nothing the second time or when the
  /// display is lost (the server has released everything then).
  ///
  /// The corresponding C functions are `XDestroyWindow`, `XCompositeReleaseOverlayWindow`,
  /// `XUngrabPointer`, `XUngrabKeyboard` and `XSync`.
  public func release() {
    guard isCovering else { return }
    isCovering = false
    guard !display.isLost else { return }
    Self.destroy(windows, on: display)
    Self.ungrab(on: display)
    XSync(display.pointer, 0)
    display.discardErrors()
  }

  /// Takes both grabs again, once each (a client may grab again what it holds); after the
  /// cover had to be made again. A refusal changes nothing: the cover stays.
  func grabAgain() {
    for device in [GrabDevice.keyboard, .pointer] {
      try? Self.grab(
        device, on: display, retry: GrabRetryPolicy(attempts: 1, pauseMicroseconds: 0),
        refused: { _, _ in })
    }
  }

  /// Tries to grab `device` on the root window, `retry.attempts` times.
  ///
  /// The corresponding C functions are `XGrabKeyboard` and `XGrabPointer` (`GrabModeAsync`,
  /// `owner_events` false, no confinement, the root's cursor).
  private static func grab(
    _ device: GrabDevice, on display: X11Display, retry: GrabRetryPolicy,
    refused: (GrabDevice, Int) -> Void
  ) throws(ScreenLockError) {
    let pointerEvents = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
    for attempt in 1...retry.attempts {
      try display.ensureConnected()
      let status =
        switch device {
        case .keyboard:
          XGrabKeyboard(
            display.pointer, display.root, 0, GrabModeAsync, GrabModeAsync, gl_x11_current_time())
        case .pointer:
          XGrabPointer(
            display.pointer, display.root, 0, pointerEvents, GrabModeAsync, GrabModeAsync,
            gl_x11_none(), gl_x11_none(), gl_x11_current_time())
        }
      try display.ensureConnected()
      if status == GrabSuccess { return }
      if attempt < retry.attempts {
        refused(device, attempt)
        usleep(retry.pauseMicroseconds)
      }
    }
    throw .grabFailed(device)
  }

  /// Releases both grabs (releasing one that is not held is harmless).
  private static func ungrab(on display: X11Display) {
    guard !display.isLost else { return }
    XUngrabPointer(display.pointer, gl_x11_current_time())
    XUngrabKeyboard(display.pointer, gl_x11_current_time())
    XSync(display.pointer, 0)
    display.discardErrors()
  }

  /// Destroys the cover's own windows and lets the overlay window go (the server destroys it
  /// when no other client, such as a compositor, holds it too).
  private static func destroy(_ windows: CoverWindows, on display: X11Display) {
    guard !display.isLost else { return }
    for window in windows.own { XDestroyWindow(display.pointer, window) }
    if let overlay = windows.overlay {
      XSelectInput(display.pointer, overlay, 0)
      XShapeSelectInput(display.pointer, overlay, 0)
      XCompositeReleaseOverlayWindow(display.pointer, display.root)
    }
    XSync(display.pointer, 0)
    display.discardErrors()
  }

  /// Creates an unmapped cover window in `parent`: override-redirect (no window manager moves
  /// it), black, at the origin and `size`, telling the cover of exposure, of being obscured,
  /// of its structure, shape and properties changing.
  ///
  /// The corresponding C functions are `XCreateWindow`, `XStoreName` and `XShapeSelectInput`.
  static func createWindow(
    on display: X11Display, parent: Window, size: Size, extensions: CoverExtensions
  ) throws(ScreenLockError) -> Window {
    try display.checked("XCreateWindow") {
      var attributes = XSetWindowAttributes()
      attributes.override_redirect = 1
      attributes.background_pixel = XBlackPixel(display.pointer, XDefaultScreen(display.pointer))
      attributes.event_mask =
        ExposureMask | VisibilityChangeMask | StructureNotifyMask | PropertyChangeMask
      let window = XCreateWindow(
        display.pointer, parent, 0, 0, UInt32(max(1, size.width)),
        UInt32(max(1, size.height)), 0, 0, UInt32(InputOutput), nil,
        UInt(CWOverrideRedirect | CWBackPixel | CWEventMask), &attributes)
      XStoreName(display.pointer, window, "gesturelock")
      if extensions.shapeEventBase != nil {
        XShapeSelectInput(display.pointer, window, UInt(ShapeNotifyMask))
      }
      return window
    }
  }

  /// Takes the Composite overlay window (the server maps it above every other window), undoes
  /// any shape on it, asks for its properties' changes too, sets its override-redirect attribute and maps it (both as the server
  /// made it, unless another client changed them), asks for its structure, children, visibility and shape changes, and maps
  /// a cover window inside it.
  ///
  /// The corresponding C functions are `XCompositeGetOverlayWindow`, `XChangeWindowAttributes`,
  /// `XMapWindow`, `XShapeCombineMask`, `XSelectInput`, `XShapeSelectInput` and `XMapRaised`.
  static func coverOverlay(
    _ windows: inout CoverWindows, on display: X11Display, size: Size,
    extensions: CoverExtensions
  ) throws(ScreenLockError) {
    let overlay = try display.checked("XCompositeGetOverlayWindow") { () -> Window in
      let overlay = XCompositeGetOverlayWindow(display.pointer, display.root)
      // Another client may hold it too, and have cleared its override-redirect attribute and
      // unmapped it (``CoverTampering/mapIntercepted``): set it, and map it.
      var fixed = XSetWindowAttributes()
      fixed.override_redirect = 1
      XChangeWindowAttributes(display.pointer, overlay, UInt(CWOverrideRedirect), &fixed)
      XMapWindow(display.pointer, overlay)
      XSelectInput(
        display.pointer, overlay,
        StructureNotifyMask | SubstructureNotifyMask | VisibilityChangeMask | PropertyChangeMask)
      if extensions.shapeEventBase != nil {
        XShapeSelectInput(display.pointer, overlay, UInt(ShapeNotifyMask))
        // A compositor may have shaped it; only its input shape is left (a compositor makes
        // that empty so that input goes through).
        XShapeCombineMask(
          display.pointer, overlay, ShapeBounding, 0, 0, gl_x11_none(), ShapeSet)
      }
      return overlay
    }
    windows.overlay = overlay
    let inner = try createWindow(
      on: display, parent: overlay, size: size, extensions: extensions)
    windows.inOverlay = inner
    try display.checked("XMapRaised") { _ = XMapRaised(display.pointer, inner) }
  }

  /// Asks for notice of windows mapped, raised or moved on the root, of the root's own size,
  /// and of RandR changes (monitors, outputs, CRTCs).
  ///
  /// The corresponding C functions are `XSelectInput` and `XRRSelectInput`.
  private static func selectRootEvents(on display: X11Display) throws(ScreenLockError) {
    try display.checked("XSelectInput") {
      XSelectInput(display.pointer, display.root, SubstructureNotifyMask | StructureNotifyMask)
      if display.randrEventBase != nil {
        XRRSelectInput(
          display.pointer, display.root,
          Int32(RRScreenChangeNotifyMask | RROutputChangeNotifyMask | RRCrtcChangeNotifyMask))
      }
    }
  }
}
