internal import CX11
internal import CXRandR
internal import GestureLockCore

extension ScreenCover {
  /// Handles every X event already received, without waiting: raises the cover again above a
  /// window mapped, raised or moved over it, maps it again and moves and sizes it back over the
  /// whole root when another client unmapped, moved or resized it (any X client may), resizes
  /// it to a resized root, and returns the
  /// input and changes the pad must see, in order.
  ///
  /// Call it whenever ``X11Display/fileDescriptor`` is readable, and again, without waiting,
  /// while ``X11Display/hasQueuedEvents`` says so: its own round trip (after a raise) may read
  /// new events into Xlib's queue, which a `poll` on the descriptor would not see.
  ///
  /// The corresponding C functions are `XPending`, `XNextEvent`, `XLookupString`,
  /// `XRRUpdateConfiguration`, `XMoveResizeWindow`, `XRaiseWindow`, `XSync` and `XFlush`.
  /// - Throws: ``ScreenLockError/displayLost`` when the connection broke.
  public func pumpEvents() throws(ScreenLockError) -> [CoverEvent] {
    try display.ensureConnected()
    guard isCovering else { return [] }
    var events: [CoverEvent] = []
    var needsRaise = false
    var needsLayout = false
    var needsRemap = false
    var needsRestore = false
    let randrBase = display.randrEventBase
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
        needsRaise = needsRaise || event.xmap.window != window
      case UnmapNotify:
        // Another client unmapped the cover: map it again at once.
        needsRemap = needsRemap || event.xunmap.window == window
      case ConfigureNotify:
        let configure = event.xconfigure
        if configure.window == display.root {
          XRRUpdateConfiguration(&event)
          needsLayout = true
        } else if configure.window == window {
          // Another client moved or resized the cover: put it back over the whole root.
          needsRestore =
            needsRestore || configure.x != 0 || configure.y != 0
            || Double(configure.width) != layout.rootSize.width
            || Double(configure.height) != layout.rootSize.height
        } else {
          needsRaise = true
        }
      case CirculateNotify:
        needsRaise = needsRaise || event.xcirculate.window != window
      case VisibilityNotify:
        needsRaise =
          needsRaise
          || (event.xvisibility.window == window
            && event.xvisibility.state != VisibilityUnobscured)
      case Expose:
        if event.xexpose.count == 0 { events.append(.exposed) }
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
          XMoveResizeWindow(
            display.pointer, window, 0, 0, UInt32(max(1, fresh.rootSize.width)),
            UInt32(max(1, fresh.rootSize.height)))
        }
        layout = fresh
        events.append(.layoutChanged(fresh))
      }
    }
    if needsRestore || needsRemap {
      XMoveResizeWindow(
        display.pointer, window, 0, 0, UInt32(max(1, layout.rootSize.width)),
        UInt32(max(1, layout.rootSize.height)))
      if needsRemap { XMapRaised(display.pointer, window) }
      needsRaise = true
    }
    if needsRaise {
      XRaiseWindow(display.pointer, window)
      events.append(.raised)
    }
    // After a raise or a resize, one round trip: when this returns, the server has done it,
    // so whoever is told next (a test's screenshot, the pad) sees the screen covered.
    if needsRaise || needsLayout { XSync(display.pointer, 0) } else { XFlush(display.pointer) }
    try display.ensureConnected()
    // Errors of the requests above (a window that vanished meanwhile) change nothing.
    display.discardErrors()
    return events
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
