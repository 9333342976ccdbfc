/// The Song et al. (2015) pattern strength score, 0.175…0.99 on 3×3.
///
/// Song, Cho, Oh, Kim, Huh, "On the effectiveness of pattern lock strength meters: Measuring the
/// strength of real world pattern locks", CHI 2015, as implemented by APC (Golla et al., NDSS
/// USEC 2019, `SongMeter`, which states the weights and the reading of "non-repeated segments"
/// it had to assume):
///
///     score = 0.81 · D/15 + 0.04 · R + 0.15 · min(C, 5)/5
///
/// with D the Σ of maximum norms (`maximumNormLength`), R the ratio of non-repeated segments
/// (`nonRepeatedSegmentRatio`) and C the proper intersections (`properIntersections`).
/// Normalised from [263/1500, 0.99] onto 0…1; three levels with cuts at 0.40 and 0.56.
///
/// ```swift
/// let score = try PatternStrength.song(Pattern(parsing: "0-1-2-3", on: .standard))
/// score.score   // 0.24267 = 0.81·4/15 + 0.04·2/3
/// score.level   // 1
/// ```
public struct SongScore: Hashable, Sendable {
  /// The weighted sum.
  public let score: Double
  /// (score − 263/1500) / (0.99 − 263/1500).
  public let normalized: Double
  /// 1 for a normalised score ≤ 0.40, 2 for ≤ 0.56, else 3.
  public let level: Int
  /// `level` on the 1…5 scale: 1, 3 or 5.
  public let levelOfFive: Int

  /// APC's lowest score: three segments of maximum norm 1 and a third of them non-repeated.
  public static let minimum = 263 / 1500.0
  /// APC's highest score.
  public static let maximum = 0.99

  /// The score of a pattern with these features (operations in APC's order, so the results
  /// agree to the last bit).
  init(_ features: PatternFeatures) {
    score =
      (0.81 * (Double(features.maximumNormLength) / 15.0))
      + (0.04 * features.nonRepeatedSegmentRatio)
      + (0.15 * (min(Double(features.properIntersections), 5.0) / 5.0))
    normalized = (score - SongScore.minimum) / (SongScore.maximum - SongScore.minimum)
    level = normalized <= 0.40 ? 1 : (normalized <= 0.56 ? 2 : 3)
    levelOfFive = 2 * level - 1
  }
}
