import GestureLockCore
import Testing

/// The meters against every reference score of APC's `selected-scores.csv` (525 patterns):
/// raw and normalised scores to 1e-9, classes exactly.
@Suite("Strength meters reproduce APC's 525 reference scores")
struct APCReferenceTests {
  static let tolerance = 1e-9

  @Test("The fixture has 525 distinct valid 3x3 patterns of 4 to 9 nodes")
  func fixture() throws {
    let rows = try APCFixture.rows("selected-scores")
    #expect(rows.count == 525)
    let patterns = try rows.map { try APCFixture.pattern($0["pattern"] ?? "") }
    #expect(Set(patterns).count == 525)
    #expect(patterns.allSatisfy { (4...9).contains($0.count) })
  }

  @Test("Sun et al.: raw score, normalised score and class 1-5 (sun, sun-n, sun-q, sun-qn)")
  func sun() throws {
    var checked = 0
    for row in try APCFixture.rows("selected-scores") {
      let name = row["pattern"] ?? "?"
      let score = try PatternStrength.sun(APCFixture.pattern(name))
      #expect(abs(score.raw - row.number("sun")) <= Self.tolerance, "\(name)")
      #expect(abs(score.normalized - row.number("sun-n")) <= Self.tolerance, "\(name)")
      #expect(Double(score.strengthClass.rawValue) == row.number("sun-q"), "\(name)")
      #expect(Double(score.strengthClass.rawValue) == row.number("sun-qn"), "\(name)")
      checked += 1
    }
    #expect(checked == 525)
  }

  @Test("Andriotis et al.: score, normalised, 3 levels and levels on 1-5 (andriotis, -n, -q, -qn)")
  func andriotis() throws {
    var checked = 0
    for row in try APCFixture.rows("selected-scores") {
      let name = row["pattern"] ?? "?"
      let score = try PatternStrength.andriotis(APCFixture.pattern(name))
      #expect(Double(score.score) == row.number("andriotis"), "\(name)")
      #expect(abs(score.normalized - row.number("andriotis-n")) <= Self.tolerance, "\(name)")
      #expect(Double(score.level) == row.number("andriotis-q"), "\(name)")
      #expect(Double(score.levelOfFive) == row.number("andriotis-qn"), "\(name)")
      checked += 1
    }
    #expect(checked == 525)
  }

  @Test("Song et al.: score, normalised, 3 levels and levels on 1-5 (song, -n, -q, -qn)")
  func song() throws {
    var checked = 0
    for row in try APCFixture.rows("selected-scores") {
      let name = row["pattern"] ?? "?"
      let score = try PatternStrength.song(APCFixture.pattern(name))
      #expect(abs(score.score - row.number("song")) <= Self.tolerance, "\(name)")
      #expect(abs(score.normalized - row.number("song-n")) <= Self.tolerance, "\(name)")
      #expect(Double(score.level) == row.number("song-q"), "\(name)")
      #expect(Double(score.levelOfFive) == row.number("song-qn"), "\(name)")
      checked += 1
    }
    #expect(checked == 525)
  }

  @Test("Features match APC's selected-patterns.csv (26 patterns, one of 3 nodes)")
  func features() throws {
    let rows = try APCFixture.rows("selected-patterns")
    #expect(rows.count == 26)
    for row in rows {
      let name = row["patternString"] ?? "?"
      let features = PatternFeatures(try APCFixture.pattern(name))
      #expect(Double(features.startNode) == row.number("startPointIndex"), "\(name)")
      #expect(Double(features.length) == row.number("pointLength"), "\(name)")
      #expect(Double(features.intersections) == row.number("sunIs"), "\(name)")
      #expect(Double(features.properIntersections) == row.number("songIs"), "\(name)")
      #expect(Double(features.revisitedNodes) == row.number("revisited"), "\(name)")
      #expect(Double(features.overlaps) == row.number("overlappingSegments"), "\(name)")
      #expect(Double(features.knightMoves) == row.number("kMoves"), "\(name)")
      #expect(Double(features.directionChanges) == row.number("dirChanges"), "\(name)")
      #expect(
        abs(features.euclideanLength - row.number("sumOfEuclideanDistances")) <= Self.tolerance,
        "\(name)")
      #expect(Double(features.maximumNormLength) == row.number("sumOfMaximumNorms"), "\(name)")
      #expect(
        abs(features.nonRepeatedSegmentRatio - row.number("ratioOfNonRepeatedSegments"))
          <= Self.tolerance, "\(name)")
    }
  }
}
