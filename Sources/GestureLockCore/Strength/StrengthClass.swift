/// A pattern's strength class, 1 (weakest) to 5 (strongest): the Sun et al. meter's score
/// quantised into five equal bins of its normalised range.
///
/// The bins are those of APC (Golla et al., NDSS USEC 2019, `SunMeter.computeQuantizedScore`):
/// class k holds normalised scores in ((k − 1)/5, k/5], class 1 also everything at or below
/// 0.2. The case names are this package's labels for the five classes.
///
/// ```swift
/// let score = try PatternStrength.sun(Pattern(parsing: "0-1-2-5", on: .standard))
/// score.strengthClass           // .veryWeak
/// score.strengthClass < .medium // true
/// ```
public enum StrengthClass: Int, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// Class 1: normalised Sun score at most 0.2.
  case veryWeak = 1
  /// Class 2: above 0.2, at most 0.4.
  case weak = 2
  /// Class 3: above 0.4, at most 0.6.
  case medium = 3
  /// Class 4: above 0.6, at most 0.8.
  case strong = 4
  /// Class 5: above 0.8.
  case veryStrong = 5

  /// The class of a normalised Sun score (any value; below 0 is class 1, above 1 class 5).
  public init(normalizedScore: Double) {
    self =
      switch normalizedScore {
      case ...(1 / 5.0): .veryWeak
      case ...(2 / 5.0): .weak
      case ...(3 / 5.0): .medium
      case ...(4 / 5.0): .strong
      default: .veryStrong
      }
  }

  public static func < (lhs: StrengthClass, rhs: StrengthClass) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
