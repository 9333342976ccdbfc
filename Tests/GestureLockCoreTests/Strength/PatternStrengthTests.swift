import GestureLockCore
import Testing

@Suite("Strength meters: domain, extremes and classes")
struct PatternStrengthTests {
  @Test("The weakest and strongest 3x3 patterns score APC's stated minimum and maximum")
  func extremes() throws {
    let weakest = try PatternStrength.sun(Pattern(parsing: "0-1-2-5", on: .standard))
    #expect(abs(weakest.raw - SunScore.minimumRaw) < 1e-12)
    #expect(abs(weakest.normalized) < 1e-12)
    #expect(weakest.strengthClass == .veryWeak)
    let strongest = try PatternStrength.sun(Pattern(parsing: "4-0-8-1-7-2-6-5-3", on: .standard))
    #expect(abs(strongest.raw - SunScore.maximumRaw) < 1e-12)
    #expect(abs(strongest.normalized - 1) < 1e-12)
    #expect(strongest.strengthClass == .veryStrong)
    let andriotis = try PatternStrength.andriotis(
      Pattern(parsing: "4-0-8-1-7-2-6-5-3", on: .standard))
    #expect(andriotis.score == 1 + 4 + 1 + 3 + 4)
    #expect(andriotis.level == 3 && andriotis.levelOfFive == 5)
  }

  @Test("Meters refuse grids other than 3x3 and patterns of fewer than 4 nodes")
  func domain() throws {
    let grid = try Grid(rows: 4, columns: 4)
    let square = try Pattern(parsing: "0-1-2-3-7", on: grid)
    let otherGrid = GestureLockError.invalidGrid(.strengthMetersNeedStandardGrid(grid))
    #expect(throws: otherGrid) { try PatternStrength.sun(square) }
    #expect(throws: otherGrid) { try PatternStrength.andriotis(square) }
    #expect(throws: otherGrid) { try PatternStrength.song(square) }
    #expect(throws: otherGrid) { try PatternStrength.rank(square) }
    let short = try Pattern(parsing: "0-1-2", on: .standard)
    #expect(throws: GestureLockError.invalidPattern(.tooShortToRate(minimum: 4))) {
      try PatternStrength.sun(short)
    }
    #expect(PatternStrength.rates(.standard))
    #expect(!PatternStrength.rates(grid))
    // The features themselves are defined on any grid.
    #expect(PatternFeatures(square).directionChanges == 1)
  }

  @Test("Classes are five equal bins of the normalised score, edges included below")
  func classes() {
    #expect(StrengthClass(normalizedScore: -0.1) == .veryWeak)
    #expect(StrengthClass(normalizedScore: 0.2) == .veryWeak)
    #expect(StrengthClass(normalizedScore: 0.200_000_1) == .weak)
    #expect(StrengthClass(normalizedScore: 0.6) == .medium)
    #expect(StrengthClass(normalizedScore: 0.8) == .strong)
    #expect(StrengthClass(normalizedScore: 0.800_000_1) == .veryStrong)
    #expect(StrengthClass(normalizedScore: 1.5) == .veryStrong)
    #expect(StrengthClass.allCases.map(\.rawValue) == [1, 2, 3, 4, 5])
    #expect(StrengthClass.weak < .medium)
  }
}
