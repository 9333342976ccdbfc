internal import CX11
internal import CXExt
public import GestureLockCore

/// A window inside the locked screen's cover where a pad is drawn: a child of the cover
/// window (``ScreenCover/windowID``, possibly another process's), over the active monitor.
///
/// The pad's process creates it on its own connection and draws frames into it with
/// `XPutImage`; it takes no input (the grab holder reads every key and pointer event and
/// forwards them). When the process that created it dies, the server destroys it and the
/// black cover shows again: the screen is never uncovered by a pane going away. Another client
/// may unmap, move, shape, reparent or destroy the pane as any window: the cover shows where
/// it was, never the desktop; ``pumpExposures()`` maps, moves and unshapes it back, and throws
/// when it was reparented or destroyed (the pad's process then ends and the holder starts it
/// again with a new pane).
///
/// ```swift
/// let display = try X11Display()
/// let pane = try PadPane(display: display, parent: coverWindowID, frame: monitor.frame)
/// try pane.draw(pixels, width: w, height: h, stride: s)   // 0xAARRGGBB words
/// ```
///
/// Not `Sendable`: Xlib objects belong to one thread.
public final class PadPane {
  /// The display the pane is on.
  public let display: X11Display
  private let window: Window
  private let context: GC
  /// The pane's frame in its parent's (the cover's, i.e. root) points.
  public private(set) var frame: Rect
  /// The window the pane was made in.
  private let parent: Window
  /// The Shape extension's event number, when the server has Shape.
  private let shapeNotify: Int32?
  /// Whether the pane is mapped (shown); an unmapped pane shows the black cover beneath.
  public private(set) var isVisible = true

  /// Creates and maps the pane as a child of window `parent` at `frame`.
  ///
  /// The corresponding C functions are `XCreateWindow`, `XCreateGC` and `XMapWindow`.
  /// - Throws: ``ScreenLockError/requestFailed(_:)`` when the parent does not exist or the
  ///   default depth is not 24 bits (the pixel layout `draw` sends);
  ///   ``ScreenLockError/displayLost``.
  public init(display: X11Display, parent: UInt, frame: Rect) throws(ScreenLockError) {
    self.display = display
    self.frame = frame
    self.parent = Window(parent)
    let depth = XDefaultDepth(display.pointer, XDefaultScreen(display.pointer))
    guard depth == 24 else {
      throw .requestFailed(
        XProtocolError(
          operation: "PadPane", code: 0, majorOpcode: 0, minorOpcode: 0,
          message: "the default depth is \(depth) bits, not 24"))
    }
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    let shapeNotify =
      XShapeQueryExtension(display.pointer, &eventBase, &errorBase) != 0
      ? eventBase + ShapeNotify : nil
    self.shapeNotify = shapeNotify
    let (window, context) = try display.checked("XCreateWindow") { () -> (Window, GC?) in
      var attributes = XSetWindowAttributes()
      attributes.background_pixel = XBlackPixel(display.pointer, XDefaultScreen(display.pointer))
      attributes.event_mask = ExposureMask | StructureNotifyMask
      let window = XCreateWindow(
        display.pointer, Window(parent), Int32(frame.origin.x), Int32(frame.origin.y),
        UInt32(max(1, frame.size.width)), UInt32(max(1, frame.size.height)), 0, 0,
        UInt32(InputOutput), nil, UInt(CWBackPixel | CWEventMask), &attributes)
      let context = XCreateGC(display.pointer, window, 0, nil)
      if shapeNotify != nil { XShapeSelectInput(display.pointer, window, UInt(ShapeNotifyMask)) }
      XMapWindow(display.pointer, window)
      return (window, context)
    }
    guard let context else {
      throw .requestFailed(
        XProtocolError(
          operation: "XCreateGC", code: 0, majorOpcode: 0, minorOpcode: 0, message: "no GC"))
    }
    self.window = window
    self.context = context
  }

  deinit {
    guard !display.isLost else { return }
    XFreeGC(display.pointer, context)
    XDestroyWindow(display.pointer, window)
    XFlush(display.pointer)
    display.discardErrors()
  }

  /// Moves and resizes the pane to `frame` (the active monitor changed).
  ///
  /// The corresponding C function is `XMoveResizeWindow`.
  public func move(to frame: Rect) throws(ScreenLockError) {
    try display.ensureConnected()
    self.frame = frame
    XMoveResizeWindow(
      display.pointer, window, Int32(frame.origin.x), Int32(frame.origin.y),
      UInt32(max(1, frame.size.width)), UInt32(max(1, frame.size.height)))
    XFlush(display.pointer)
  }

  /// Shows or hides the pane (hidden: the black cover shows; blank when idle).
  ///
  /// The corresponding C functions are `XMapWindow` and `XUnmapWindow`.
  public func setVisible(_ visible: Bool) throws(ScreenLockError) {
    try display.ensureConnected()
    guard visible != isVisible else { return }
    isVisible = visible
    if visible {
      XMapWindow(display.pointer, window)
    } else {
      XUnmapWindow(display.pointer, window)
    }
    XSync(display.pointer, 0)
    display.discardErrors()
  }

  /// Draws `width` × `height` pixels at the pane's top-left corner: rows of native-endian
  /// 32-bit words `0x00RRGGBB` (alpha ignored; Cairo's ARGB32 and `PixelBuffer`'s layout),
  /// `stride` bytes apart. Returns once the server has the image (one round trip), so what
  /// is told next sees it drawn.
  ///
  /// The corresponding C functions are `XInitImage`, `XPutImage` and `XSync`.
  /// - Precondition: `pixels` holds at least `stride * height` bytes, `stride >= width * 4`.
  /// - Throws: ``ScreenLockError/displayLost``.
  public func draw(_ pixels: [UInt8], width: Int, height: Int, stride: Int)
    throws(ScreenLockError)
  {
    try draw(
      pixels, width: width, height: height, stride: stride,
      region: PixelRect(x: 0, y: 0, width: width, height: height))
  }

  /// Draws only `region` of a frame the pane's size: the pixels of `region` (in the frame's
  /// pixels) are put at the same place in the pane, the rest of the pane keeps what it shows
  /// (damage regions: a finger move on a 3840×2160 screen sends a few hundred pixels square,
  /// not 33 MB). The frame is `width` × `height` pixels laid out as for
  /// ``draw(_:width:height:stride:)``; it is read, not copied. Returns once the server has
  /// the image (one round trip).
  ///
  /// The corresponding C functions are `XInitImage`, `XPutImage` (with source and destination
  /// offsets) and `XSync`.
  /// - Precondition: `pixels` holds at least `stride * height` bytes, `stride >= width * 4`.
  /// - Throws: ``ScreenLockError/displayLost``.
  public func draw(
    _ pixels: [UInt8], width: Int, height: Int, stride: Int, region: PixelRect
  ) throws(ScreenLockError) {
    try display.ensureConnected()
    precondition(stride >= width * 4 && pixels.count >= stride * height)
    let x0 = max(0, region.x)
    let y0 = max(0, region.y)
    let x1 = min(width, region.x + region.width)
    let y1 = min(height, region.y + region.height)
    guard x1 > x0, y1 > y0 else { return }
    let (left, top) = (Int32(x0), Int32(y0))
    let (columns, rows) = (UInt32(x1 - x0), UInt32(y1 - y0))
    pixels.withUnsafeBytes { raw in
      var image = XImage()
      image.width = Int32(width)
      image.height = Int32(height)
      image.xoffset = 0
      image.format = ZPixmap
      // XPutImage and XInitImage only read the data; Xlib's type is not const.
      image.data = UnsafeMutablePointer(
        mutating: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      image.byte_order = LSBFirst
      image.bitmap_unit = 32
      image.bitmap_bit_order = LSBFirst
      image.bitmap_pad = 32
      image.depth = 24
      image.bytes_per_line = Int32(stride)
      image.bits_per_pixel = 32
      image.red_mask = 0xff_0000
      image.green_mask = 0x00_ff00
      image.blue_mask = 0x00_00ff
      XInitImage(&image)
      XPutImage(
        display.pointer, window, context, &image, left, top, left, top, columns, rows)
    }
    XSync(display.pointer, 0)
    try display.ensureConnected()
    display.discardErrors()
  }

  /// Handles the events queued for the pane without waiting, and undoes what another client
  /// did to it: mapped again when it was unmapped while shown, put back at ``frame`` when
  /// moved or resized, unshaped when shaped.
  ///
  /// The corresponding C functions are `XPending`, `XNextEvent`, `XMapWindow`,
  /// `XMoveResizeWindow` and `XShapeCombineMask`.
  /// - Returns: Whether part of it must be drawn again (`Expose`, or it was put back).
  /// - Throws: ``ScreenLockError/displayLost``; ``ScreenLockError/requestFailed(_:)`` when
  ///   another client reparented or destroyed the pane (a pad can no longer be shown in it).
  public func pumpExposures() throws(ScreenLockError) -> Bool {
    try display.ensureConnected()
    var exposed = false
    var lost = false
    var putBack = false
    while XPending(display.pointer) > 0 {
      var event = XEvent()
      XNextEvent(display.pointer, &event)
      switch event.type {
      case Expose:
        exposed = exposed || event.xexpose.count == 0
      case DestroyNotify:
        lost = lost || event.xdestroywindow.window == window
      case ReparentNotify:
        lost = lost || (event.xreparent.window == window && event.xreparent.parent != parent)
      case UnmapNotify:
        putBack = putBack || (event.xunmap.window == window && isVisible)
      case ConfigureNotify:
        let configure = event.xconfigure
        putBack =
          putBack
          || (configure.window == window
            && (Double(configure.x) != frame.origin.x || Double(configure.y) != frame.origin.y
              || Double(configure.width) != frame.size.width
              || Double(configure.height) != frame.size.height || configure.border_width != 0))
      case let type where type == shapeNotify:
        // The pane never shapes itself.
        putBack = putBack || event.xany.window == window
      default:
        break
      }
    }
    try display.ensureConnected()
    if lost {
      throw .requestFailed(
        XProtocolError(
          operation: "PadPane", code: 0, majorOpcode: 0, minorOpcode: 0,
          message: "another X client reparented or destroyed the pad's pane"))
    }
    if putBack {
      if shapeNotify != nil {
        for kind in [ShapeBounding, ShapeClip] {
          XShapeCombineMask(display.pointer, window, kind, 0, 0, gl_x11_none(), ShapeSet)
        }
      }
      var changes = XWindowChanges()
      changes.x = Int32(frame.origin.x)
      changes.y = Int32(frame.origin.y)
      changes.width = Int32(max(1, frame.size.width))
      changes.height = Int32(max(1, frame.size.height))
      changes.border_width = 0
      XConfigureWindow(
        display.pointer, window, UInt32(CWX | CWY | CWWidth | CWHeight | CWBorderWidth),
        &changes)
      if isVisible { XMapWindow(display.pointer, window) }
      XSync(display.pointer, 0)
      display.discardErrors()
    }
    return exposed || putBack
  }
}
