/// Whether a move over the centre of an unvisited node selects it first.
///
/// The mode is stored with an enrolled secret and applied again at verification (SPEC.md §2).
public enum RouteMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// The Android rule: nodes whose centres lie strictly between two selected nodes on the
  /// straight line are added first, in order along the line.
  case skippedNodesIncluded = "skip-rule"
  /// The "free route" (Alipay style): no automatic inclusion; only nodes the finger hits count.
  case free = "free"
}
