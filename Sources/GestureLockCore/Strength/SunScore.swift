/// The Sun et al. (2014) pattern strength score: raw, normalised and its class 1–5.
///
/// Sun, Cao, Chen, Wang, "Dissecting pattern unlock: The effect of pattern strength meter on
/// pattern selection", Journal of Information Security and Applications 19(4–5), 2014:
///
///     PS_P = S_P · log₂(L_P + I_P + O_P)
///
/// with S_P the number of nodes, L_P the Euclidean length of the polyline, I_P the
/// intersections and O_P the overlapping segments (`PatternFeatures`). Normalisation and classes
/// follow APC (Golla et al., NDSS USEC 2019): on 3×3 patterns of 4 to 9 nodes the raw score runs
/// from 4·log₂ 3 ≈ 6.33985 (`0-1-2-5`) to ≈ 46.80739 (`4-0-8-1-7-2-6-5-3`), mapped linearly
/// onto 0…1 and cut into five equal bins.
///
/// ```swift
/// let score = try PatternStrength.sun(Pattern(parsing: "0-1-2-3", on: .standard))
/// score.raw            // 8.3309…  = 4 · log₂(2 + √5)
/// score.strengthClass  // .veryWeak
/// ```
public struct SunScore: Hashable, Sendable {
  /// PS_P = S_P · log₂(L_P + I_P + O_P).
  public let raw: Double
  /// (raw − `minimumRaw`) / (`maximumRaw` − `minimumRaw`), 0…1 on 3×3.
  public let normalized: Double
  /// The normalised score quantised into five equal bins.
  public let strengthClass: StrengthClass

  /// The lowest raw score of a 3×3 pattern of at least 4 nodes, as APC states it
  /// (4·log₂ 3, pattern `0-1-2-5`).
  public static let minimumRaw = 6.339_850_002_884_625
  /// The highest raw score of a 3×3 pattern, as APC states it (pattern `4-0-8-1-7-2-6-5-3`).
  public static let maximumRaw = 46.807_389_076_825_84

  /// The score of a pattern with these features.
  init(_ features: PatternFeatures) {
    var sum = features.exactEuclideanLength
    sum.add(features.intersections + features.overlaps)
    self.init(raw: SunScore.raw(nodes: features.length, sum: sum))
  }

  /// S_P · log₂(L_P + I_P + O_P), from the node count and the exact sum in the logarithm.
  static func raw(nodes: Int, sum: RadicalSum) -> Double {
    Double(nodes) * BinaryLogarithm.log2(sum.value)
  }

  /// The normalised score and class of a raw score.
  init(raw: Double) {
    self.raw = raw
    normalized = (raw - SunScore.minimumRaw) / (SunScore.maximumRaw - SunScore.minimumRaw)
    strengthClass = StrengthClass(normalizedScore: normalized)
  }
}
