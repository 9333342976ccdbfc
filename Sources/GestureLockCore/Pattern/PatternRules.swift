/// The rules a drawn pattern must meet to be submitted: length limits and the route mode.
///
/// The same rules govern enrolment and verification, so a secret that could be enrolled can
/// always be entered again (SPEC.md §4).
public struct PatternRules: Hashable, Sendable, Codable {
  /// Fewest nodes a submitted pattern has; shorter strokes are "too short" (default 4).
  public var minimumLength: Int
  /// Most nodes a pattern may have; `nil` means every node of the grid.
  public var maximumLength: Int?
  /// Whether moves over unvisited nodes select them (default) or not (free route).
  public var route: RouteMode

  /// Creates rules.
  ///
  /// - Parameters:
  ///   - minimumLength: At least 1; default 4 (SPEC.md §2).
  ///   - maximumLength: `nil` for no limit below the grid's node count.
  ///   - route: The skipped-node mode.
  public init(
    minimumLength: Int = 4, maximumLength: Int? = nil,
    route: RouteMode = .skippedNodesIncluded
  ) {
    self.minimumLength = max(1, minimumLength)
    self.maximumLength = maximumLength
    self.route = route
  }

  /// The default rules: at least 4 nodes, skipped nodes included.
  public static let standard = PatternRules()

  /// Whether a pattern of `length` nodes may be submitted under these rules.
  public func accepts(length: Int) -> Bool {
    length >= minimumLength && length <= (maximumLength ?? Int.max)
  }
}
