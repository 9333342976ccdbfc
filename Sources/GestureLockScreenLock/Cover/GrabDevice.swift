/// An input device the screen locker grabs: nothing reaches other programs while it is held.
public enum GrabDevice: String, Hashable, Sendable, CaseIterable {
  /// The keyboard (`XGrabKeyboard`).
  case keyboard
  /// The mouse, touch screen or pen, all of which Xlib calls the pointer (`XGrabPointer`).
  case pointer
}
