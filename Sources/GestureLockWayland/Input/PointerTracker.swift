internal import GestureLockCore

/// The pointer's focus, position and left button on the lock surfaces (`wl_pointer`), and the
/// events they make.
///
/// `wl_pointer` names the surface only on `enter`; motion and buttons carry no surface. The
/// tracker keeps the focused output and the last position, so that a button event has a
/// location and every event names its output. Losing the focus with the button down cancels
/// the stroke (a stroke is never completed by leaving).
struct PointerTracker {
  /// The output whose lock surface has the pointer, or `nil`.
  private(set) var output: WaylandOutputID?
  private(set) var location = Point(x: 0, y: 0)
  /// Whether the left button is down.
  private(set) var isPressed = false

  /// The pointer entered `output`'s lock surface at `location` (a move there).
  mutating func enter(output: WaylandOutputID, location: Point) -> WaylandPointerEvent {
    self.output = output
    self.location = location
    return WaylandPointerEvent(phase: .moved, location: location, output: output)
  }

  /// The pointer left the focused surface: a stroke in progress is cancelled.
  mutating func leave() -> WaylandPointerEvent? {
    defer {
      output = nil
      isPressed = false
    }
    guard let output, isPressed else { return nil }
    return WaylandPointerEvent(phase: .cancelled, location: location, output: output)
  }

  /// The pointer moved on the focused surface; `nil` without a focus.
  mutating func motion(to location: Point) -> WaylandPointerEvent? {
    guard let output else { return nil }
    self.location = location
    return WaylandPointerEvent(phase: .moved, location: location, output: output)
  }

  /// The left button went down (`pressed`) or up, where the pointer is; `nil` without a focus
  /// or when the button was already in that state.
  mutating func leftButton(pressed: Bool) -> WaylandPointerEvent? {
    guard let output, pressed != isPressed else { return nil }
    isPressed = pressed
    return WaylandPointerEvent(
      phase: pressed ? .pressed : .released, location: location, output: output)
  }

  /// `output`'s lock surface went away: the focus with it (and a stroke there is cancelled).
  mutating func surfaceGone(_ gone: WaylandOutputID) -> WaylandPointerEvent? {
    guard output == gone else { return nil }
    return leave()
  }
}
