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
  /// shaped one unshaped, an unmapped one mapped, one with a window above it raised, and the
  /// properties another client set on the cover's own windows deleted.
  ///
  /// Called by the event pump when the server reported a change to one of the cover's windows,
  /// including the changes the cover makes itself: then nothing differs and nothing is done,
  /// so the pump never feeds itself. A few round trips; never on input events.
  ///
  /// The corresponding C functions are `XGetWindowAttributes`, `XQueryTree`,
  /// `XShapeQueryExtents`, `XListProperties` and those that undo: `XReparentWindow`,
  /// `XConfigureWindow`, `XShapeCombineMask`, `XMapWindow`, `XRaiseWindow`, `XDeleteProperty`,
  /// `XCreateWindow` and `XCompositeGetOverlayWindow`.
  func restore() throws(ScreenLockError) -> Restoration {
    var result = Restoration()
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
    return result
  }

  /// Puts `window` back as a mapped, unshaped, borderless child of `parent` at the origin and
  /// `size`, above its siblings (the overlay window's place excepted), and deletes the
  /// properties another client set when it is one of the cover's `own` windows.
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
      for kind in [ShapeBounding, ShapeClip] {
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
    return true
  }

  /// Whether `window` has a bounding or clip shape (one another client set: the cover never
  /// shapes its windows, and undoes any shape on the overlay window).
  ///
  /// The corresponding C function is `XShapeQueryExtents`.
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
    return bounding != 0 || clip != 0
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
