import GestureLockCore
import Testing

@Suite("Pattern policy: a minimum strength class at enrolment")
struct PatternPolicyTests {
  @Test("No minimum: every pattern passes, on any grid")
  func none() throws {
    let policy = PatternPolicy()
    #expect(try policy.violations(for: Pattern(parsing: "0-1-2-5", on: .standard)).isEmpty)
    let grid = try Grid(rows: 5, columns: 5)
    #expect(try policy.violations(for: Pattern(parsing: "0-1-2-3", on: grid)).isEmpty)
    try policy.validate(for: grid)
  }

  @Test("A pattern below the minimum is refused with a message naming the minimum")
  func weak() throws {
    let policy = PatternPolicy(minimumStrengthClass: .medium)
    let weak = try Pattern(parsing: "0-1-2-5", on: .standard)
    let violations = try policy.violations(for: weak)
    #expect(violations == [.weakPattern(strengthClass: .veryWeak, minimumClass: .medium)])
    let message = try #require(violations.first).message
    #expect(message == .weakPattern(minimumClass: 3))
    #expect(message.text(in: .english).contains("3 of 5"))
    #expect(message.text(in: .simplifiedChinese).contains("3级"))
    let strong = try Pattern(parsing: "4-0-8-1-7-2-6-5-3", on: .standard)
    #expect(try policy.violations(for: strong).isEmpty)
  }

  @Test("The boundary: a pattern of exactly the minimum class passes")
  func boundary() throws {
    let pattern = try Pattern(parsing: "6-4-2-1-0-3-8-5-7", on: .standard)
    let strengthClass = try PatternStrength.sun(pattern).strengthClass
    #expect(strengthClass == .strong)
    #expect(try PatternPolicy(minimumStrengthClass: .strong).violations(for: pattern).isEmpty)
    #expect(
      try PatternPolicy(minimumStrengthClass: .veryStrong).violations(for: pattern) == [
        .weakPattern(strengthClass: .strong, minimumClass: .veryStrong)
      ])
  }

  @Test("Fewer than 4 nodes count as class 1")
  func short() throws {
    let short = try Pattern(parsing: "2-4-6", on: .standard)
    #expect(try PatternPolicy(minimumStrengthClass: .veryWeak).violations(for: short).isEmpty)
    #expect(
      try PatternPolicy(minimumStrengthClass: .weak).violations(for: short) == [
        .weakPattern(strengthClass: .veryWeak, minimumClass: .weak)
      ])
  }

  @Test("A minimum class on another grid is an error, never a silent pass")
  func otherGrid() throws {
    let grid = try Grid(rows: 4, columns: 4)
    let policy = PatternPolicy(minimumStrengthClass: .weak)
    let otherGrid = GestureLockError.invalidGrid(.strengthPolicyNeedsStandardGrid(grid))
    #expect(throws: otherGrid) { try policy.validate(for: grid) }
    #expect(throws: otherGrid) {
      try policy.violations(for: Pattern(parsing: "0-5-10-15", on: grid))
    }
    try policy.validate(for: .standard)
  }

  @Test("The weak-pattern message in both languages, clamped to 1-5")
  func message() {
    #expect(
      PadMessage.weakPattern(minimumClass: 4).text(in: .english)
        == "Pattern too easy to guess. Draw one of strength 4 of 5 or more.")
    #expect(
      PadMessage.weakPattern(minimumClass: 4).text(in: .simplifiedChinese)
        == "图案太容易被猜到，请绘制强度不低于4级（共5级）的图案")
    #expect(
      PadMessage.weakPattern(minimumClass: 9).text(in: .english)
        == PadMessage.weakPattern(minimumClass: 5).text(in: .english))
  }
}
