/// Why a grid is refused: the reason that `GestureLockError.invalidGrid` carries.
///
/// A value, so a front end can say it in its own language case by case; `description` is the
/// English detail (for logs and the English CLI), never a secret.
///
/// ```swift
/// do { _ = try Grid(rows: 0, columns: 3) } catch .invalidGrid(let problem) {
///   problem == .outOfRange(rows: 0, columns: 3)  // true
///   problem.description  // "0x3 is outside 2x2 to 9x9"
/// }
/// ```
public enum GridProblem: Hashable, Sendable, CustomStringConvertible {
  /// Rows or columns outside `Grid.sizeRange` (2...9); both as given, rows first.
  case outOfRange(rows: Int, columns: Int)
  /// Grid text that is not of the form `RxC` (`3x3`); `text` as given.
  case malformed(text: String)
  /// A minimum strength class (`PatternPolicy`) for patterns on `grid`, which is not 3×3:
  /// the strength meters are defined on 3×3 only.
  case strengthPolicyNeedsStandardGrid(Grid)
  /// A strength meter (`PatternStrength`) asked to rate a pattern on `grid`, which is not 3×3.
  case strengthMetersNeedStandardGrid(Grid)

  /// The English detail, e.g. `0x3 is outside 2x2 to 9x9`.
  public var description: String {
    switch self {
    case .outOfRange(let rows, let columns): "\(rows)x\(columns) is outside 2x2 to 9x9"
    case .malformed(let text): "'\(text)' is not of the form RxC, e.g. 3x3"
    case .strengthPolicyNeedsStandardGrid(let grid):
      "a minimum strength class needs the 3x3 grid (the strength meters are defined only "
        + "there), not \(grid)"
    case .strengthMetersNeedStandardGrid(let grid):
      "the strength meters (Sun et al., Andriotis et al., Song et al.) are defined on the 3x3 "
        + "grid only, not \(grid)"
    }
  }
}
