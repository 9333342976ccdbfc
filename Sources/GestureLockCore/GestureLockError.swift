/// The errors of the core: malformed input, each case naming what is wrong.
///
/// Expected outcomes (a too-short pattern, a wrong secret) are values, not errors. Each case
/// carries its reason as a value (`GridProblem`, `PatternProblem`, `LayoutProblem`,
/// `TraceProblem`), so a front end translates the whole message by case; `description` is the
/// English message.
///
/// ```swift
/// do {
///   _ = try Pattern(parsing: "0-0", on: .standard)
/// } catch .invalidPattern(.repeatsNode(let entry)) {
///   print("node \(entry) was already drawn")
/// } catch {
///   print(error)  // "invalid pattern: …"
/// }
/// ```
public enum GestureLockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A grid size outside 2×2 to 9×9, grid text not of the form `RxC`, or a grid a strength
  /// rule does not apply to.
  case invalidGrid(GridProblem)
  /// Pattern text that does not parse, or indices that are not a valid pattern on the grid.
  case invalidPattern(PatternProblem)
  /// A layout parameter outside its range (hit radius factor, node diameter).
  case invalidLayout(LayoutProblem)
  /// A touch trace that is malformed (non-finite coordinates, no samples, …).
  case invalidTrace(TraceProblem)

  /// A one-line English message naming the problem; never contains a secret.
  public var description: String {
    switch self {
    case .invalidGrid(let problem): "invalid grid: \(problem)"
    case .invalidPattern(let problem): "invalid pattern: \(problem)"
    case .invalidLayout(let problem): "invalid layout: \(problem)"
    case .invalidTrace(let problem): "invalid trace: \(problem)"
    }
  }
}
