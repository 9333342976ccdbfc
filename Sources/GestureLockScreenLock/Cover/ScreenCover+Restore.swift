internal import CX11
internal import CXComposite
internal import CXExt
internal import GestureLockCore

extension ScreenCover {
  /// What ``restore()`` did.
  struct Restoration {
    /// The requests of other clients it undid, in the order found (each kind once).
    var undone: [CoverTampering] = []
    /// Whether the pad's window (``windowID``) was made again.
    var surfaceReplaced = false

    mutating func note(_ tampering: CoverTampering) {
      if !undone.contains(tampering) { undone.append(tampering) }
    }
  }

  /// Compares each of the cover's windows with what it must be, asking the server, and puts
  /// back whatever differs: a destroyed window is made again (the overlay window taken again),
  /// a reparented one put back in its parent, a moved or resized one over the whole root, a
  /// shaped one unshaped, a cleared override-redirect attribute set again, an unmapped one
  /// mapped, one with a window above it raised, and the properties another client set on the
  /// cover's own windows deleted. Then it asks the server whether the cover is viewable: when
  /// a map request was intercepted (``CoverTampering/mapIntercepted``), the cover is made again
  /// with new windows and the grabs are taken again.
  ///
  /// Called by the event pump when the server reported a change to one of the cover's windows,
  /// including the changes the cover makes itself (then nothing differs and nothing is done,
  /// so the pump never feeds itself), and at least once a second (some requests, such as
  /// clearing override-redirect, send no event). A few round trips; never on input events.
  ///
  /// The corresponding C functions are `XGetWindowAttributes`, `XQueryTree`,
  /// `XShapeQueryExtents`, `XListProperties` and those that undo: `XReparentWindow`,
  /// `XConfigureWindow`, `XShapeCombineMask`, `XMapWindow`, `XRaiseWindow`, `XDeleteProperty`,
  /// `XCreateWindow` and `XCompositeGetOverlayWindow`.
  func restore() throws(ScreenLockError) -> Restoration {
    var result = Restoration()
    try repair(into: &result)
    // A map request is not always carried out: when another client cleared a window's
    // override-redirect attribute and redirects its parent's children (as a window manager
    // does), the server hands it the request instead. So ask the server whether the cover is
    // viewable now; "mapped again" is said only when it is.
    guard !isViewable() else { return result }
    result.undone.removeAll { $0 == .unmapped }
    result.note(.mapIntercepted)
    try remake()
    result.surfaceReplaced = true
    if !isViewable() { result.note(.notShown) }
    return result
  }

  /// Puts every window of the cover back as ``restore()`` says, without checking the outcome.
  private func repair(into result: inout Restoration) throws(ScreenLockError) {
    let size = layout.rootSize
    if let overlay = windows.overlay {
      if !restore(overlay, parent: display.root, size: size, own: false, into: &result) {
        // Destroyed (and its window inside with it): the server makes a new one for the asking.
        result.note(.destroyed)
        if let inner = windows.inOverlay { XDestroyWindow(display.pointer, inner) }
        windows.inOverlay = nil
        try Self.coverOverlay(&windows, on: display, size: size, extensions: extensions)
        result.surfaceReplaced = true
      } else if let inner = windows.inOverlay,
        !restore(inner, parent: overlay, size: size, own: true, into: &result)
      {
        result.note(.destroyed)
        let fresh = try Self.createWindow(
          on: display, parent: overlay, size: size, extensions: extensions)
        windows.inOverlay = fresh
        XMapRaised(display.pointer, fresh)
        result.surfaceReplaced = true
      }
    }
    if !restore(windows.top, parent: display.root, size: size, own: true, into: &result) {
      result.note(.destroyed)
      let fresh = try Self.createWindow(
        on: display, parent: display.root, size: size, extensions: extensions)
      windows.top = fresh
      XMapRaised(display.pointer, fresh)
      result.surfaceReplaced = result.surfaceReplaced || windows.inOverlay == nil
    }
    if result.undone.contains(.destroyed) { grabAgain() }
  }

  /// Whether every window of the cover is viewable (mapped, and so are its ancestors), as the
  /// server says after it carried out every request made so far.
  ///
  /// The corresponding C function is `XGetWindowAttributes` (its reply comes after the
  /// requests before it were carried out).
  func isViewable() -> Bool {
    let viewable = [windows.top, windows.overlay, windows.inOverlay].compactMap { $0 }.allSatisfy {
      var attributes = XWindowAttributes()
      return XGetWindowAttributes(display.pointer, $0, &attributes) != 0
        && attributes.map_state == IsViewable
    }
    display.discardErrors()
    return viewable
  }

  /// Makes the cover again: new windows of its own (override-redirect from their creation, so
  /// no other client can intercept their map requests), the overlay window taken again, and
  /// both grabs taken again. Another client that knew the old windows' ids does not know these.
  ///
  /// The corresponding C functions are `XDestroyWindow`, `XCompositeReleaseOverlayWindow` and
  /// those of ``createWindow(on:parent:size:extensions:)``, ``coverOverlay(_:on:size:extensions:)``
  /// and ``grabAgain()``.
  private func remake() throws(ScreenLockError) {
    let size = layout.rootSize
    for window in windows.own { XDestroyWindow(display.pointer, window) }
    if windows.overlay != nil {
      XCompositeReleaseOverlayWindow(display.pointer, display.root)
      windows.overlay = nil
      windows.inOverlay = nil
    }
    display.discardErrors()
    windows.top = try Self.createWindow(
      on: display, parent: display.root, size: size, extensions: extensions)
    XMapRaised(display.pointer, windows.top)
    if extensions.hasOverlay {
      try Self.coverOverlay(&windows, on: display, size: size, extensions: extensions)
    }
    grabAgain()
  }

  /// Puts `window` back as a mapped, unshaped, borderless, override-redirect child of `parent`
  /// at the origin and `size`, above its siblings (the overlay window's place excepted), and
  /// deletes the properties another client set when it is one of the cover's `own` windows
  /// (and sets their black background again, which no event reports changed).
  ///
  /// - Returns: `false` when the window no longer exists (nothing done).
  private func restore(
    _ window: Window, parent: Window, size: Size, own: Bool, into result: inout Restoration
  ) -> Bool {
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(display.pointer, window, &attributes) != 0,
      let tree = WindowTree(of: window, on: display)
    else {
      display.discardErrors()
      return false
    }
    // Before anything is mapped again: a window without it can be kept from being mapped.
    if attributes.override_redirect == 0 {
      var fixed = XSetWindowAttributes()
      fixed.override_redirect = 1
      XChangeWindowAttributes(display.pointer, window, UInt(CWOverrideRedirect), &fixed)
      result.note(.overrideRedirectCleared)
    }
    if own {
      // Not reported by the server, so set again whenever the cover is checked.
      var fixed = XSetWindowAttributes()
      fixed.background_pixel = XBlackPixel(display.pointer, XDefaultScreen(display.pointer))
      XChangeWindowAttributes(display.pointer, window, UInt(CWBackPixel), &fixed)
    }
    if tree.parent != parent {
      XReparentWindow(display.pointer, window, parent, 0, 0)
      result.note(.reparented)
    }
    if attributes.x != 0 || attributes.y != 0 || attributes.border_width != 0
      || Double(attributes.width) != size.width || Double(attributes.height) != size.height
    {
      var changes = XWindowChanges()
      changes.x = 0
      changes.y = 0
      changes.width = Int32(max(1, size.width))
      changes.height = Int32(max(1, size.height))
      changes.border_width = 0
      XConfigureWindow(
        display.pointer, window, UInt32(CWX | CWY | CWWidth | CWHeight | CWBorderWidth),
        &changes)
      result.note(.moved)
    }
    if isShaped(window) {
      for kind in [ShapeBounding, ShapeClip, ShapeInput] {
        XShapeCombineMask(display.pointer, window, kind, 0, 0, gl_x11_none(), ShapeSet)
      }
      result.note(.shaped)
    }
    if attributes.map_state == IsUnmapped {
      XMapWindow(display.pointer, window)
      result.note(.unmapped)
    }
    if !isOnTop(window, in: parent) {
      XRaiseWindow(display.pointer, window)
      result.note(.restacked)
    }
    if own, deleteForeignProperties(of: window) { result.note(.propertySet) }
    // The overlay window is shared (a compositor may keep properties on it): only the opacity a
    // compositor would honour is deleted there, and on the pad's pane (another process's
    // window inside the cover's).
    if !own, deleteOpacity(of: window) { result.note(.propertySet) }
    if own, window == windows.surface, let panes = WindowTree(of: window, on: display)?.children {
      for pane in panes where deleteOpacity(of: pane) { result.note(.propertySet) }
    }
    return true
  }

  /// Whether `window` has a bounding or clip shape, or an input shape other than its whole
  /// area (one another client set: the cover never shapes its windows, and undoes any shape on
  /// the overlay window but an input shape a compositor made empty).
  ///
  /// The corresponding C functions are `XShapeQueryExtents` and `XShapeGetRectangles`.
  private func isShaped(_ window: Window) -> Bool {
    guard extensions.shapeEventBase != nil else { return false }
    var bounding: Int32 = 0
    var clip: Int32 = 0
    var (x, y, cx, cy): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    var (width, height, cwidth, cheight): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    guard
      XShapeQueryExtents(
        display.pointer, window, &bounding, &x, &y, &width, &height, &clip, &cx, &cy, &cwidth,
        &cheight) != 0
    else { return false }
    if bounding != 0 || clip != 0 { return true }
    // An empty input shape lets input through; a compositor gives the overlay window one.
    guard window != windows.overlay else { return false }
    var count: Int32 = 0
    var ordering: Int32 = 0
    let rectangles = XShapeGetRectangles(
      display.pointer, window, ShapeInput, &count, &ordering)
    if let rectangles { XFree(rectangles) }
    return count == 0
  }

  /// Deletes `_NET_WM_WINDOW_OPACITY` from `window` when it is there.
  ///
  /// The corresponding C functions are `XInternAtom` (only if it exists), `XListProperties`
  /// and `XDeleteProperty`.
  /// - Returns: Whether it was there.
  private func deleteOpacity(of window: Window) -> Bool {
    let opacity = XInternAtom(display.pointer, "_NET_WM_WINDOW_OPACITY", 1)
    guard opacity != 0 else { return false }
    var count: Int32 = 0
    guard let atoms = XListProperties(display.pointer, window, &count) else { return false }
    defer { XFree(atoms) }
    guard UnsafeBufferPointer(start: atoms, count: Int(count)).contains(opacity) else {
      return false
    }
    XDeleteProperty(display.pointer, window, opacity)
    return true
  }

  /// Whether no mapped sibling is above `window` in `parent` (the overlay window, which the
  /// server keeps above every other child of the root, excepted; an unmapped one shows
  /// nothing).
  ///
  /// The corresponding C functions are `XQueryTree` and `XGetWindowAttributes`.
  private func isOnTop(_ window: Window, in parent: Window) -> Bool {
    guard let siblings = WindowTree(of: parent, on: display)?.children,
      let index = siblings.lastIndex(of: window)
    else { return true }
    return siblings[(index + 1)...].allSatisfy { sibling in
      var attributes = XWindowAttributes()
      return sibling == windows.overlay
        || XGetWindowAttributes(display.pointer, sibling, &attributes) == 0
        || attributes.map_state != IsViewable
    }
  }

  /// Deletes every property of `window` but its name (the only one the cover sets).
  ///
  /// The corresponding C functions are `XListProperties` and `XDeleteProperty`.
  /// - Returns: Whether there was one to delete.
  private func deleteForeignProperties(of window: Window) -> Bool {
    var count: Int32 = 0
    guard let atoms = XListProperties(display.pointer, window, &count) else { return false }
    defer { XFree(atoms) }
    var deleted = false
    for atom in UnsafeBufferPointer(start: atoms, count: Int(count))
    where atom != gl_x11_wm_name() {
      XDeleteProperty(display.pointer, window, atom)
      deleted = true
    }
    return deleted
  }
}

/// A window's parent and children as the server has them now (`XQueryTree`).
private struct WindowTree {
  let parent: Window
  /// Bottom to top.
  let children: [Window]

  /// Asks the server; `nil` when `window` does not exist.
  ///
  /// The corresponding C functions are `XQueryTree` and `XFree`.
  init?(of window: Window, on display: X11Display) {
    var root: Window = 0
    var parent: Window = 0
    var list: UnsafeMutablePointer<Window>?
    var count: UInt32 = 0
    guard XQueryTree(display.pointer, window, &root, &parent, &list, &count) != 0 else {
      display.discardErrors()
      return nil
    }
    children = list.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
    if let list { XFree(list) }
    self.parent = parent
  }
}
