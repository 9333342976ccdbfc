internal import CX11
internal import CXExt
internal import CXRandR
internal import GestureLockCore

#if canImport(Glibc)
  internal import Glibc
#endif

extension ScreenCover {
  /// Handles every X event already received, without waiting: raises the cover again above a
  /// window mapped, raised or moved over it; puts its windows back when another client
  /// unmapped, moved, resized, restacked, reparented, shaped or destroyed one, or set a
  /// property on it (``CoverTampering``: reported, then undone); resizes it to a resized
  /// root; and returns the input and changes the pad must see, in order.
  ///
  /// Call it whenever ``X11Display/fileDescriptor`` is readable, at least every
  /// ``checkInterval`` seconds (it then checks the cover whatever came), and again, without waiting,
  /// while ``X11Display/hasQueuedEvents`` says so: its own round trip (after a raise) may read
  /// new events into Xlib's queue, which a `poll` on the descriptor would not see.
  ///
  /// The corresponding C functions are `XPending`, `XNextEvent`, `XLookupString`,
  /// `XRRUpdateConfiguration`, `XMoveResizeWindow`, `XRaiseWindow`, `XSync` and `XFlush`, and
  /// those of ``restore()``.
  /// - Throws: ``ScreenLockError/displayLost`` when the connection broke;
  ///   ``ScreenLockError/requestFailed(_:)`` when a destroyed window cannot be made again.
  public func pumpEvents() throws(ScreenLockError) -> [CoverEvent] {
    try display.ensureConnected()
    guard isCovering else { return [] }
    var events: [CoverEvent] = []
    var needsRaise = false
    var needsLayout = false
    var needsCheck = false
    let randrBase = display.randrEventBase
    let shapeNotify = extensions.shapeEventBase.map { $0 + ShapeNotify }
    while XPending(display.pointer) > 0 {
      var event = XEvent()
      XNextEvent(display.pointer, &event)
      switch event.type {
      case KeyPress, KeyRelease:
        events.append(.key(keyInput(&event)))
      case ButtonPress, ButtonRelease:
        let button = event.xbutton
        let kind: PointerInput.Kind =
          event.type == ButtonPress
          ? .pressed(button: Int(button.button)) : .released(button: Int(button.button))
        events.append(
          .pointer(
            PointerInput(
              kind: kind, location: Point(x: Double(button.x_root), y: Double(button.y_root)),
              time: button.time)))
      case MotionNotify:
        let motion = event.xmotion
        events.append(
          .pointer(
            PointerInput(
              kind: .moved, location: Point(x: Double(motion.x_root), y: Double(motion.y_root)),
              time: motion.time)))
      case MapNotify:
        // Another window mapped, in the root or in the overlay window: raise the cover.
        needsRaise = needsRaise || !windows.contains(event.xmap.window)
      case UnmapNotify:
        needsCheck = needsCheck || windows.contains(event.xunmap.window)
      case DestroyNotify:
        needsCheck = needsCheck || windows.contains(event.xdestroywindow.window)
      case ReparentNotify:
        // One of the cover's windows moved to another parent, or another window into the
        // root or the overlay window.
        if windows.contains(event.xreparent.window) { needsCheck = true } else { needsRaise = true }
      case ConfigureNotify:
        let configure = event.xconfigure
        if configure.window == display.root {
          XRRUpdateConfiguration(&event)
          needsLayout = true
        } else if windows.contains(configure.window) {
          needsCheck = true
        } else {
          needsRaise = true
        }
      case CirculateNotify:
        if windows.contains(event.xcirculate.window) {
          needsCheck = true
        } else {
          needsRaise = true
        }
      case VisibilityNotify:
        // The window the pad is in must be fully visible; the top window is under the overlay
        // window when there is one.
        let visibility = event.xvisibility
        if visibility.window == windows.surface, visibility.state != VisibilityUnobscured {
          needsRaise = true
          needsCheck = true
        }
      case PropertyNotify:
        let property = event.xproperty
        needsCheck =
          needsCheck
          || (windows.contains(property.window) && property.state == PropertyNewValue
            && property.atom != gl_x11_wm_name())
      case Expose:
        if event.xexpose.count == 0 { events.append(.exposed) }
      case let type where type == shapeNotify:
        needsCheck = needsCheck || windows.contains(event.xany.window)
      case let type where randrBase.map { type >= $0 && type <= $0 + RRNotify } ?? false:
        XRRUpdateConfiguration(&event)
        needsLayout = true
      default:
        break
      }
    }
    try display.ensureConnected()
    if needsLayout {
      let fresh = try display.layout()
      if fresh != layout {
        if fresh.rootSize != layout.rootSize {
          for window in [windows.top, windows.overlay, windows.inOverlay].compactMap({ $0 }) {
            XMoveResizeWindow(
              display.pointer, window, 0, 0, UInt32(max(1, fresh.rootSize.width)),
              UInt32(max(1, fresh.rootSize.height)))
          }
        }
        layout = fresh
        events.append(.layoutChanged(fresh))
      }
    }
    // Some requests send no event (clearing override-redirect, changing the background): so
    // the cover is checked at least once a second as well.
    let now = Self.monotonicSeconds()
    if now - lastCheck >= Self.checkInterval { needsCheck = true }
    if needsCheck {
      lastCheck = now
      let restoration = try restore()
      events += restoration.undone.map(CoverEvent.tampered)
      if restoration.surfaceReplaced { events.append(.surfaceReplaced) }
      needsRaise = needsRaise || !restoration.undone.isEmpty
    }
    if needsRaise {
      for window in windows.own { XRaiseWindow(display.pointer, window) }
      events.append(.raised)
    }
    // After a raise, a repair or a resize, one round trip: when this returns, the server has
    // done it, so whoever is told next (a test's screenshot, the pad) sees the screen covered.
    if needsRaise || needsLayout || needsCheck {
      XSync(display.pointer, 0)
    } else {
      XFlush(display.pointer)
    }
    try display.ensureConnected()
    // Errors of the requests above (a window that vanished meanwhile) change nothing.
    display.discardErrors()
    return events
  }

  /// The longest time, in seconds, between two checks of every window of the cover
  /// (``restore()``), whatever events came: call ``pumpEvents()`` at least this often.
  public static let checkInterval = 1.0

  /// Now on CLOCK_MONOTONIC, in seconds.
  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The key event's keysym and text.
  ///
  /// The corresponding C function is `XLookupString`.
  private func keyInput(_ event: inout XEvent) -> KeyInput {
    var buffer = [CChar](repeating: 0, count: 32)
    var keysym: KeySym = 0
    let count = XLookupString(&event.xkey, &buffer, Int32(buffer.count), &keysym, nil)
    let text = String(
      decoding: buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return KeyInput(
      isPress: event.type == KeyPress, keysym: UInt32(truncatingIfNeeded: keysym), text: text,
      time: event.xkey.time)
  }
}
