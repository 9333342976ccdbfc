/// What a person presses on a pad's surface, and where (view points): the gesture pad's nodes
/// on their grid layout, with the route mode that decides which nodes a stroke selects, or the
/// passcode pad's keys. What a host names to scripts ("press here") and to screen readers.
///
/// ```swift
/// switch surface.targets {
/// case .grid(let layout, _): layout.center(of: 4)       // the middle node
/// case .keypad(let keypad): keypad.center(of: .digit(5))
/// }
/// ```
public enum PadTargets: Hashable, Sendable {
  /// The gesture pad: the grid laid out in the view (node centres, hit radius) and the route
  /// mode of its patterns.
  case grid(GridLayout, route: RouteMode)
  /// The passcode pad: the keypad laid out in the view (key centres and radius).
  case keypad(Keypad)
}
