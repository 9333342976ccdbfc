/// The errors of the core: malformed input, each case naming what is wrong.
///
/// Expected outcomes (a too-short pattern, a wrong secret) are values, not errors.
public enum GestureLockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A grid size outside 2×2 to 9×9, or grid text not of the form `RxC`.
  case invalidGrid(String)
  /// Pattern text that does not parse, or indices that are not a valid pattern on the grid.
  case invalidPattern(String)
  /// A layout parameter outside its range (hit radius factor, node diameter, …).
  case invalidLayout(String)
  /// A touch trace that is malformed (non-finite coordinates, unknown phase, …).
  case invalidTrace(String)

  /// A one-line message naming the problem; never contains a secret.
  public var description: String {
    switch self {
    case .invalidGrid(let why): "invalid grid: \(why)"
    case .invalidPattern(let why): "invalid pattern: \(why)"
    case .invalidLayout(let why): "invalid layout: \(why)"
    case .invalidTrace(let why): "invalid trace: \(why)"
    }
  }
}
