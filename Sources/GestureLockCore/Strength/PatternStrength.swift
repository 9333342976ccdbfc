/// The published pattern strength meters, on the 3×3 grid they were defined for.
///
/// Three meters, each from its paper's definition as implemented by APC, the companion code of
/// Golla, Rimkus, Aviv, Dürmuth, "On the In-Accuracy and Influence of Android Pattern Strength
/// Meters" (NDSS USEC 2019), and checked against all 525 of APC's reference scores:
/// - `sun(_:)`: Sun et al. (2014), PS = |P| · log₂(length + intersections + overlaps), with a
///   1–5 class. This package's strength class and rank use this meter.
/// - `andriotis(_:)`: Andriotis et al. (2014), points for start node, length, direction
///   changes, knight moves and revisited nodes.
/// - `song(_:)`: Song et al. (2015), weighted span, non-repeated segments and crossings.
///
/// The meters take 3×3 patterns of 4 to 9 nodes, the Android patterns the papers studied; their
/// normalising ranges hold only there. The features they combine are defined on any grid:
/// see `PatternFeatures`.
///
/// ```swift
/// let pattern = try Pattern(parsing: "6-4-2-5-8", on: .standard)
/// let sun = try PatternStrength.sun(pattern)
/// sun.strengthClass                          // .veryWeak (raw 11.36 of 6.34…46.81)
/// try PatternStrength.rank(pattern).rank     // its place among all 389,112 patterns
/// ```
public enum PatternStrength {
  /// The fewest nodes a rated pattern has (the Android minimum the meters were built for).
  public static let minimumLength = 4

  /// The Sun et al. (2014) score of `pattern`.
  ///
  /// - Throws: `GestureLockError.invalidGrid` for a grid other than 3×3;
  ///   `GestureLockError.invalidPattern` for fewer than 4 nodes.
  /// - Complexity: O(n²) for n nodes.
  public static func sun(_ pattern: Pattern) throws(GestureLockError) -> SunScore {
    SunScore(try ratedFeatures(pattern))
  }

  /// The Andriotis et al. (2014) score of `pattern`.
  ///
  /// - Throws: `GestureLockError.invalidGrid` for a grid other than 3×3;
  ///   `GestureLockError.invalidPattern` for fewer than 4 nodes.
  public static func andriotis(_ pattern: Pattern) throws(GestureLockError) -> AndriotisScore {
    AndriotisScore(try ratedFeatures(pattern))
  }

  /// The Song et al. (2015) score of `pattern`.
  ///
  /// - Throws: `GestureLockError.invalidGrid` for a grid other than 3×3;
  ///   `GestureLockError.invalidPattern` for fewer than 4 nodes.
  public static func song(_ pattern: Pattern) throws(GestureLockError) -> SongScore {
    SongScore(try ratedFeatures(pattern))
  }

  /// Whether the meters rate patterns on `grid`: only 3×3.
  public static func rates(_ grid: Grid) -> Bool { grid == .standard }

  /// The features of `pattern` after checking that the meters are defined for it.
  static func ratedFeatures(_ pattern: Pattern) throws(GestureLockError) -> PatternFeatures {
    guard rates(pattern.grid) else {
      throw .invalidGrid(.strengthMetersNeedStandardGrid(pattern.grid))
    }
    guard pattern.count >= minimumLength else {
      throw .invalidPattern(.tooShortToRate(minimum: minimumLength))
    }
    return PatternFeatures(pattern)
  }
}

extension PatternStrength {
  /// The rank of `pattern` among all 389,112 valid 3×3 patterns of 4 to 9 nodes by Sun et al.
  /// score; rank 1 is the strongest, ties share the best rank (see `StrengthRank`).
  ///
  /// The first call enumerates every pattern once (tens of milliseconds in an optimised
  /// build); later calls are a binary search over the 1,657 distinct scores.
  ///
  /// - Throws: `GestureLockError.invalidGrid` for a grid other than 3×3;
  ///   `GestureLockError.invalidPattern` for fewer than 4 nodes.
  public static func rank(_ pattern: Pattern) throws(GestureLockError) -> StrengthRank {
    SunScoreDistribution.standard.rank(ofRaw: try sun(pattern).raw)
  }
}
