internal import CX11
internal import CXRandR
internal import GestureLockCore

#if canImport(Glibc)
  internal import Glibc
#endif

/// Holds the screen locked: both input grabs, and one black override-redirect window over the
/// whole root, kept on top.
///
/// The initializer grabs the keyboard, then the pointer (each with retries,
/// ``GrabRetryPolicy``), and only when both are held maps the cover, so nothing is shown that
/// is not a lock. When a grab cannot be had it releases what it took, maps nothing and throws
/// ``ScreenLockError/grabFailed(_:)``. While it lives, ``pumpEvents()`` keeps the cover on top
/// and over the whole root, and hands the pad its input. ``release()`` (or `deinit`) uncovers
/// the screen and lets the grabs go.
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
  /// The cover window.
  let window: Window
  /// The layout last reported, to report only changes.
  public internal(set) var layout: CoverLayout
  /// The cover window's X id: the parent of a pad's window (``PadPane``), which may be
  /// created by another process.
  public var windowID: UInt { UInt(window) }
  /// Whether the grabs are held and the cover mapped.
  public private(set) var isCovering = true

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
    try Self.grab(.keyboard, on: display, retry: retry, refused: refused)
    let window: Window
    do throws(ScreenLockError) {
      try Self.grab(.pointer, on: display, retry: retry, refused: refused)
      window = try Self.createWindow(on: display, size: layout.rootSize)
      do throws(ScreenLockError) {
        try Self.selectRootEvents(on: display)
        try display.checked("XMapRaised") { _ = XMapRaised(display.pointer, window) }
      } catch {
        if !display.isLost { XDestroyWindow(display.pointer, window) }
        throw error
      }
    } catch {
      Self.ungrab(on: display)
      throw error
    }
    // Only now is `self` whole: a failure above never reaches `deinit`.
    self.window = window
  }

  deinit { release() }

  /// Uncovers the screen and releases both grabs; does nothing the second time or when the
  /// display is lost (the server has released everything then).
  ///
  /// The corresponding C functions are `XDestroyWindow`, `XUngrabPointer`, `XUngrabKeyboard`
  /// and `XSync`.
  public func release() {
    guard isCovering else { return }
    isCovering = false
    guard !display.isLost else { return }
    XDestroyWindow(display.pointer, window)
    Self.ungrab(on: display)
    XSync(display.pointer, 0)
    display.discardErrors()
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

  /// Creates the unmapped cover: override-redirect (no window manager moves it), black, at the
  /// root's origin and size, telling the cover of exposure and of being obscured.
  ///
  /// The corresponding C functions are `XCreateWindow` and `XStoreName`.
  private static func createWindow(
    on display: X11Display, size: Size
  ) throws(ScreenLockError) -> Window {
    try display.checked("XCreateWindow") {
      var attributes = XSetWindowAttributes()
      attributes.override_redirect = 1
      attributes.background_pixel = XBlackPixel(display.pointer, XDefaultScreen(display.pointer))
      attributes.event_mask = ExposureMask | VisibilityChangeMask
      let window = XCreateWindow(
        display.pointer, display.root, 0, 0, UInt32(max(1, size.width)),
        UInt32(max(1, size.height)), 0, 0, UInt32(InputOutput), nil,
        UInt(CWOverrideRedirect | CWBackPixel | CWEventMask), &attributes)
      XStoreName(display.pointer, window, "gesturelock")
      return window
    }
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
