/// Where a pattern stands among all valid 3×3 patterns of 4 to 9 nodes by Sun et al. score.
///
/// The population is the 389,112 patterns the Android rules allow (SPEC.md §6). Ties share the
/// best place (competition ranking, "1-2-2-4"): rank 1 is the strongest score, and a pattern's
/// rank is one more than the number of patterns with a strictly higher score. Scores are equal
/// exactly when the patterns have the same number of nodes and the same
/// length + intersections + overlaps (`PatternFeatures` keeps the length exact, so equal scores
/// are equal to the last bit).
///
/// ```swift
/// let rank = try PatternStrength.rank(Pattern(parsing: "0-1-2-5", on: .standard))
/// rank.rank              // 389,033: tied with 79 others for the weakest score
/// rank.percentWeaker     // 0: stronger than no pattern
/// ```
public struct StrengthRank: Hashable, Sendable {
  /// 1 + the number of patterns with a strictly higher score; 1 is the strongest.
  public let rank: Int
  /// The size of the population, 389,112.
  public let total: Int
  /// Patterns with a strictly lower score.
  public let weaker: Int
  /// Patterns with exactly this score (the pattern itself included when it is in the
  /// population).
  public let tied: Int

  /// Patterns with a strictly higher score, `rank` − 1.
  public var stronger: Int { rank - 1 }

  /// The share of patterns with a strictly lower score, in percent: "stronger than X % of all
  /// patterns".
  public var percentWeaker: Double { Double(weaker) / Double(total) * 100 }
}
