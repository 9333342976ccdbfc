internal import CX11
internal import CXRandR
public import GestureLockCore

extension X11Display {
  /// The monitors of the screen, from RandR, in the server's order; the whole root as one
  /// monitor named `"screen"` when the server lacks RandR 1.5 or reports none.
  ///
  /// Monitors defined by a client (`xrandr --setmonitor`) are included: they are how one X
  /// screen is split into several monitors, by the server or by a test.
  ///
  /// The corresponding C functions are `XRRGetMonitors`, `XGetAtomName` and `XRRFreeMonitors`.
  /// - Throws: ``ScreenLockError/displayLost``, or ``ScreenLockError/requestFailed(_:)``.
  public func monitors() throws(ScreenLockError) -> [MonitorRect] {
    var found: [MonitorRect] = []
    if randrEventBase != nil {
      found = try checked("XRRGetMonitors") {
        var count: Int32 = 0
        guard let list = XRRGetMonitors(pointer, root, 1, &count) else { return [] }
        defer { XRRFreeMonitors(list) }
        return (0..<Int(max(0, count))).map { index in
          let info = list[index]
          return MonitorRect(
            name: atomName(info.name) ?? "monitor-\(index)",
            frame: Rect(
              x: Double(info.x), y: Double(info.y), width: Double(info.width),
              height: Double(info.height)),
            isPrimary: info.primary != 0)
        }
      }
    }
    if found.isEmpty {
      found = [
        MonitorRect(name: "screen", frame: Rect(origin: Point(x: 0, y: 0), size: try rootSize()))
      ]
    }
    return found
  }

  /// Where the pointer is, in root points.
  ///
  /// The corresponding C function is `XQueryPointer`.
  /// - Throws: ``ScreenLockError/displayLost``; a pointer on another screen of the display
  ///   reads as the root's origin.
  public func pointerPosition() throws(ScreenLockError) -> Point {
    try ensureConnected()
    var rootReturn: Window = 0
    var child: Window = 0
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var windowX: Int32 = 0
    var windowY: Int32 = 0
    var mask: UInt32 = 0
    let sameScreen = XQueryPointer(
      pointer, root, &rootReturn, &child, &rootX, &rootY, &windowX, &windowY, &mask)
    try ensureConnected()
    return sameScreen != 0 ? Point(x: Double(rootX), y: Double(rootY)) : Point(x: 0, y: 0)
  }

  /// The root size, the monitors and the one under the pointer, read now.
  ///
  /// - Throws: ``ScreenLockError/displayLost``, or ``ScreenLockError/requestFailed(_:)``.
  public func layout() throws(ScreenLockError) -> CoverLayout {
    let monitors = try monitors()
    let pointer = try pointerPosition()
    return CoverLayout(
      rootSize: try rootSize(), monitors: monitors,
      activeIndex: MonitorRect.index(under: pointer, in: monitors))
  }

  /// The text of `atom`, or `nil` when it has none.
  ///
  /// The corresponding C functions are `XGetAtomName` and `XFree`.
  func atomName(_ atom: Atom) -> String? {
    guard atom != 0, let name = XGetAtomName(pointer, atom) else { return nil }
    defer { XFree(name) }
    return String(cString: name)
  }
}
