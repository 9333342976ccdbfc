internal import CX11
public import GestureLockCore

/// A window inside the locked screen's cover where a pad is drawn: a child of the cover
/// window (``ScreenCover/windowID``, possibly another process's), over the active monitor.
///
/// The pad's process creates it on its own connection and draws frames into it with
/// `XPutImage`; it takes no input (the grab holder reads every key and pointer event and
/// forwards them). When the process that created it dies, the server destroys it and the
/// black cover shows again: the screen is never uncovered by a pane going away.
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
    let depth = XDefaultDepth(display.pointer, XDefaultScreen(display.pointer))
    guard depth == 24 else {
      throw .requestFailed(
        XProtocolError(
          operation: "PadPane", code: 0, majorOpcode: 0, minorOpcode: 0,
          message: "the default depth is \(depth) bits, not 24"))
    }
    let (window, context) = try display.checked("XCreateWindow") { () -> (Window, GC?) in
      var attributes = XSetWindowAttributes()
      attributes.background_pixel = XBlackPixel(display.pointer, XDefaultScreen(display.pointer))
      attributes.event_mask = ExposureMask
      let window = XCreateWindow(
        display.pointer, Window(parent), Int32(frame.origin.x), Int32(frame.origin.y),
        UInt32(max(1, frame.size.width)), UInt32(max(1, frame.size.height)), 0, 0,
        UInt32(InputOutput), nil, UInt(CWBackPixel | CWEventMask), &attributes)
      let context = XCreateGC(display.pointer, window, 0, nil)
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

  /// Handles the events queued for the pane without waiting.
  ///
  /// The corresponding C functions are `XPending` and `XNextEvent`.
  /// - Returns: Whether part of it must be drawn again (`Expose`).
  /// - Throws: ``ScreenLockError/displayLost``.
  public func pumpExposures() throws(ScreenLockError) -> Bool {
    try display.ensureConnected()
    var exposed = false
    while XPending(display.pointer) > 0 {
      var event = XEvent()
      XNextEvent(display.pointer, &event)
      if event.type == Expose, event.xexpose.count == 0 { exposed = true }
    }
    try display.ensureConnected()
    return exposed
  }
}
