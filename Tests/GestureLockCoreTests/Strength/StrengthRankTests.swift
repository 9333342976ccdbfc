import GestureLockCore
import TestSupport
import Testing

@Suite("Rank among all 389,112 patterns by Sun et al. score")
struct StrengthRankTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let pattern: String
    let rank: Int
    let weaker: Int
    let tied: Int
    var testDescription: String { pattern }
  }

  /// Expected places computed independently (a Python model of APC's definitions with exact
  /// score keys, over all 389,112 patterns).
  @Test(
    "Known places: strongest, weakest and between",
    arguments: [
      Case(pattern: "4-0-8-1-7-2-6-5-3", rank: 1, weaker: 389_104, tied: 8),
      Case(pattern: "0-1-2-5", rank: 389_033, weaker: 0, tied: 80),
      Case(pattern: "0-4-8-5", rank: 388_657, weaker: 296, tied: 160),
      Case(pattern: "6-4-2-5-8", rank: 386_649, weaker: 2_064, tied: 400),
      Case(pattern: "0-1-2-4-6-7-8", rank: 365_041, weaker: 23_320, tied: 752),
      Case(pattern: "6-4-2-1-0-3-8-5-7", rank: 176_665, weaker: 211_776, tied: 672),
    ])
  func known(_ known: Case) throws {
    let rank = try PatternStrength.rank(Pattern(parsing: known.pattern, on: .standard))
    #expect(rank.total == 389_112)
    #expect(rank.rank == known.rank)
    #expect(rank.weaker == known.weaker)
    #expect(rank.tied == known.tied)
    #expect(rank.stronger + rank.tied + rank.weaker == rank.total)
  }

  @Test("Percent weaker: the strongest pattern beats all but its 7 ties, the weakest none")
  func percent() throws {
    let strongest = try PatternStrength.rank(Pattern(parsing: "4-0-8-1-7-2-6-5-3", on: .standard))
    #expect(abs(strongest.percentWeaker - 389_104.0 / 389_112.0 * 100) < 1e-12)
    let weakest = try PatternStrength.rank(Pattern(parsing: "0-1-2-5", on: .standard))
    #expect(weakest.percentWeaker == 0)
  }

  /// Every pattern's rank from the distribution (built by the meter's own incremental search)
  /// equals the rank from sorting all 389,112 scores, each computed on its own from
  /// `PatternFeatures`.
  @Test("Exhaustive: ranks equal those from sorting all 389,112 scores computed one by one")
  func exhaustive() throws {
    let all = AllScores.shared
    #expect(all.failures == 0)
    #expect(all.scores.count == 389_112)
    #expect(all.lengths[4...9] == [1_624, 7_152, 26_016, 72_912, 140_704, 140_704])
    let sorted = all.scores.sorted()
    // Distinct scores are far apart, so their order cannot be an artefact of rounding.
    var distinct = [sorted[0]]
    for score in sorted.dropFirst() where score != distinct[distinct.count - 1] {
      #expect(score - distinct[distinct.count - 1] > 3e-5)
      distinct.append(score)
    }
    #expect(distinct.count == 1_657)
    var below = 0
    var index = 0
    for score in distinct {
      var tied = 0
      while index < sorted.count, sorted[index] == score {
        tied += 1
        index += 1
      }
      let pattern = try #require(all.example[score])
      let rank = try PatternStrength.rank(pattern)
      #expect(rank.weaker == below && rank.tied == tied, "score \(score)")
      below += tied
    }
  }

  @Test("Strength classes split the 389,112 patterns 6,064 / 38,592 / 119,992 / 169,216 / 55,248")
  func classes() {
    let counts = AllScores.shared.classes
    #expect(
      StrengthClass.allCases.map { counts[$0] ?? 0 } == [6_064, 38_592, 119_992, 169_216, 55_248])
  }
}

/// The Sun score of every valid 3x3 pattern of 4 to 9 nodes, computed one pattern at a time.
private struct AllScores: Sendable {
  var scores: [Double] = []
  var lengths = [Int](repeating: 0, count: 10)
  var classes: [StrengthClass: Int] = [:]
  /// One pattern per distinct score.
  var example: [Double: Pattern] = [:]
  var failures = 0

  static let shared: AllScores = {
    var all = AllScores()
    all.scores.reserveCapacity(389_112)
    ReferencePatterns(grid: .standard).forEach(firstNodes: 0..<9, lengths: 4...9) { nodes in
      guard let pattern = try? Pattern(nodes: nodes, on: .standard),
        let score = try? PatternStrength.sun(pattern)
      else {
        all.failures += 1
        return
      }
      all.scores.append(score.raw)
      all.lengths[nodes.count] += 1
      all.classes[score.strengthClass, default: 0] += 1
      if all.example[score.raw] == nil { all.example[score.raw] = pattern }
    }
    return all
  }()
}
