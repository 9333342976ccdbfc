/// What an enrolment policy asks of a pattern beyond its length: a minimum strength class.
///
/// The strength is the Sun et al. (2014) class of `PatternStrength.sun(_:)`, 1–5. Expected
/// outcomes are values: a pattern that is too weak gives a `PolicyViolation` carrying the pad
/// message that explains why. Patterns of fewer than 4 nodes, below the meters' domain, count
/// as class 1 (`.veryWeak`); the length rules of `PatternRules` usually refuse them first.
///
/// The meters are defined on the 3×3 grid only, so a minimum class cannot be applied to
/// patterns on other grids: `violations(for:)` throws for them rather than let them through
/// unchecked, and `validate(for:)` reports the conflict when the pad is configured.
///
/// ```swift
/// let policy = PatternPolicy(minimumStrengthClass: .medium)
/// let weak = try Pattern(parsing: "0-1-2-5", on: .standard)
/// try policy.violations(for: weak)
/// // [.weakPattern(strengthClass: .veryWeak, minimumClass: .medium)]
/// try policy.violations(for: weak).first?.message.text(in: .english)
/// // "Pattern too easy to guess. Draw one of strength 3 of 5 or more."
/// ```
public struct PatternPolicy: Hashable, Sendable, Codable {
  /// The weakest class accepted; `nil` accepts every pattern (the default).
  public var minimumStrengthClass: StrengthClass?

  /// Creates a policy.
  ///
  /// - Parameter minimumStrengthClass: The weakest Sun et al. class accepted, or `nil`.
  public init(minimumStrengthClass: StrengthClass? = nil) {
    self.minimumStrengthClass = minimumStrengthClass
  }

  /// Checks that the policy can be applied to patterns on `grid`.
  ///
  /// - Throws: `GestureLockError.invalidGrid` when a minimum class is set and `grid` is not
  ///   3×3, where the strength meters are not defined.
  public func validate(for grid: Grid) throws(GestureLockError) {
    guard minimumStrengthClass != nil, !PatternStrength.rates(grid) else { return }
    throw .invalidGrid(.strengthPolicyNeedsStandardGrid(grid))
  }

  /// The rules of this policy that `pattern` breaks; empty when it may be enrolled.
  ///
  /// - Returns: `[.weakPattern(…)]` when the pattern's class is below `minimumStrengthClass`,
  ///   else `[]`.
  /// - Throws: `GestureLockError.invalidGrid` when a minimum class is set and the pattern is
  ///   not on a 3×3 grid (see `validate(for:)`).
  /// - Complexity: O(n²) for n nodes.
  public func violations(for pattern: Pattern) throws(GestureLockError) -> [PolicyViolation] {
    guard let minimum = minimumStrengthClass else { return [] }
    try validate(for: pattern.grid)
    let strengthClass =
      pattern.count < PatternStrength.minimumLength
      ? StrengthClass.veryWeak : try PatternStrength.sun(pattern).strengthClass
    guard strengthClass < minimum else { return [] }
    return [.weakPattern(strengthClass: strengthClass, minimumClass: minimum)]
  }
}

/// A rule of a `PatternPolicy` that a pattern breaks, with the message that explains it.
public enum PolicyViolation: Hashable, Sendable {
  /// The pattern's Sun et al. strength class is below the policy's minimum.
  case weakPattern(strengthClass: StrengthClass, minimumClass: StrengthClass)

  /// The message for the pad, in every language `PadMessage` speaks. It names the required
  /// class, never the pattern.
  public var message: PadMessage {
    switch self {
    case .weakPattern(_, let minimum): .weakPattern(minimumClass: minimum.rawValue)
    }
  }
}
