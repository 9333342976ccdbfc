/// Why a pattern is refused: the reason that `GestureLockError.invalidPattern` carries.
///
/// A value, so a front end can say it in its own language case by case; `description` is the
/// English detail. Neither names the pattern's nodes: an entry is a 1-based position in the
/// pattern (the third node drawn, the third index of `0-4-8`), never the node at it.
///
/// ```swift
/// do { _ = try Pattern(parsing: "0-4-0", on: .standard) } catch .invalidPattern(let problem) {
///   problem == .repeatsNode(entry: 3)  // true
///   problem.description  // "entry 3 repeats an earlier node"
/// }
/// ```
public enum PatternProblem: Hashable, Sendable, CustomStringConvertible {
  /// Pattern text with nothing but spaces.
  case empty
  /// Pattern text with nothing between two `-` or after the last one, at 1-based `entry`.
  case emptyEntry(entry: Int)
  /// Pattern text whose 1-based `entry` has a character that is not an ASCII digit.
  case nonDigit(entry: Int)
  /// The compact digit form (`0485`) on a grid of more than 10 nodes.
  case compactFormOnLargeGrid
  /// The index at 1-based `entry` is not a node of `grid` (outside `0..<grid.count`).
  case notANode(entry: Int, grid: Grid)
  /// The node at 1-based `entry` was already visited.
  case repeatsNode(entry: Int)
  /// The move to 1-based `entry` passes over the centre of an unvisited node, which the
  /// skipped-node rule (`RouteMode.skippedNodesIncluded`) forbids.
  case skipsNode(entry: Int)
  /// A pattern on the grid `pattern` given where one on `expected` was needed.
  case wrongGrid(pattern: Grid, expected: Grid)
  /// A pattern of `length` nodes given to a `PatternRanking` (GestureLockAnalytics) of the
  /// pattern lengths `lengths`.
  case lengthNotRanked(length: Int, lengths: ClosedRange<Int>)
  /// A rank at or above the number of ranked patterns, `count`. Both are decimal digits: a
  /// `UInt128` payload would make the type need macOS 15.
  case rankOutOfRange(rank: String, count: String)
  /// A pattern shorter than `minimum` nodes (`PatternStrength.minimumLength`) given to a
  /// strength meter.
  case tooShortToRate(minimum: Int)

  /// The English detail, e.g. `entry 3 repeats an earlier node`.
  public var description: String {
    switch self {
    case .empty: "the pattern is empty"
    case .emptyEntry(let entry): "entry \(entry) is empty (expected indices joined by '-')"
    case .nonDigit(let entry): "entry \(entry) has a character that is not an ASCII digit"
    case .compactFormOnLargeGrid:
      "the compact digit form is only for grids of at most 10 nodes; join indices with '-'"
    case .notANode(let entry, let grid): "entry \(entry) is not a node of a \(grid) grid"
    case .repeatsNode(let entry): "entry \(entry) repeats an earlier node"
    case .skipsNode(let entry):
      "entry \(entry) passes over an unvisited node (the skipped-node rule)"
    case .wrongGrid(let pattern, let expected):
      "the pattern is on a \(pattern) grid, not \(expected)"
    case .lengthNotRanked(let length, let lengths):
      "a pattern of \(length) nodes is outside the ranked lengths \(lengths)"
    case .rankOutOfRange(let rank, let count): "rank \(rank) is outside 0..<\(count)"
    case .tooShortToRate(let minimum):
      "the strength meters rate patterns of at least \(minimum) nodes"
    }
  }
}
