/// The Andriotis et al. (2014) pattern complexity score, 0…13 on 3×3.
///
/// Andriotis, Tryfonas, Oikonomou, "Complexity metrics and user strength perceptions of the
/// pattern-lock graphical authentication method", HAS 2014 (LNCS 8533). The score adds one point
/// per property, as implemented by APC (Golla et al., NDSS USEC 2019, `AndriotisMeter`):
///
///     score = x₁ + x₂ + x₃ + x₄ + x₅
///     x₁ = 1 if the first node is not node 0 (top left), else 0
///     x₂ = |P| − 5 if |P| ≥ 6, else 0            (length beyond five nodes)
///     x₃ = 1 if there are at least 2 direction changes, else 0
///     x₄ = number of knight moves
///     x₅ = number of revisited nodes
///
/// ```swift
/// let score = try PatternStrength.andriotis(Pattern(parsing: "0-1-3-2", on: .standard))
/// score.score          // 2: two direction changes (x₃) and one knight move (x₄)
/// score.level          // 2 of 3
/// ```
public struct AndriotisScore: Hashable, Sendable {
  /// The sum of the five properties, 0…13 on 3×3.
  public let score: Int
  /// `score` / 13, 0…1.
  public let normalized: Double
  /// The paper's three levels: 1 for a score of 0 or 1, 2 for 2, 3 for 3 or more.
  public let level: Int
  /// `level` on the 1…5 scale of the other meters: 1, 3 or 5 (APC's "quantized normalised").
  public let levelOfFive: Int

  /// The highest score on 3×3, APC's normalising constant.
  public static let maximum = 13

  /// The score of a pattern with these features.
  init(_ features: PatternFeatures) {
    let x1 = features.startNode != 0 ? 1 : 0
    let x2 = features.length >= 6 ? features.length - 5 : 0
    let x3 = features.directionChanges >= 2 ? 1 : 0
    score = x1 + x2 + x3 + features.knightMoves + features.revisitedNodes
    normalized = Double(score) / Double(AndriotisScore.maximum)
    level = min(3, max(1, score))
    levelOfFive = 2 * level - 1
  }
}
