import GestureLockCore
import Testing

@testable import GestureLockSecurity

@Suite("LockService enforces the policy's minimum pattern strength")
struct PatternStrengthPolicyTests {
  /// The cheap test policy with a minimum strength class of `minimum`.
  static func policy(minimum: StrengthClass) -> LockPolicy {
    var policy = LockPolicy.cheap
    policy.patternStrength = PatternPolicy(minimumStrengthClass: minimum)
    return policy
  }

  @Test("A pattern below the minimum class is refused as too weak, and nothing is stored")
  func weakRefused() throws {
    let fixture = try LockFixture(policy: Self.policy(minimum: .medium))
    // 0-1-2-5 is among the weakest patterns (class 1).
    let weak = try secret("0-1-2-5")
    let outcome = try fixture.lock.enroll(weak, confirmation: weak)
    #expect(outcome == .tooWeak(.weakPattern(strengthClass: .veryWeak, minimumClass: .medium)))
    #expect(try fixture.lock.status() == .notEnrolled)
    #expect(fixture.hasher.hashCount == 0)
  }

  @Test("A pattern at or above the minimum class is enrolled")
  func strongEnrolled() throws {
    let fixture = try LockFixture(policy: Self.policy(minimum: .medium))
    let strong = try secret("4-0-8-1-7-2-6-5-3")
    #expect(try fixture.lock.enroll(strong, confirmation: strong) == .enrolled)
  }

  @Test("The policy's evaluation says the same before anything is entered twice")
  func evaluation() throws {
    let policy = Self.policy(minimum: .strong)
    #expect(
      policy.evaluate(try secret("0-1-2-5"))
        == .refused(.tooWeak(.weakPattern(strengthClass: .veryWeak, minimumClass: .strong))))
    #expect(LockPolicy.cheap.evaluate(try secret("0-1-2-5")) == .allowed)
    #expect(policy.evaluate(try Secret.typed("8153", kind: .pin)) == .allowed)
  }

  @Test("A new secret given to change meets the minimum too")
  func change() throws {
    let fixture = try LockFixture(policy: Self.policy(minimum: .medium))
    let strong = try secret("4-0-8-1-7-2-6-5-3")
    #expect(try fixture.lock.enroll(strong, confirmation: strong) == .enrolled)
    let weak = try secret("0-1-2-5")
    #expect(
      try fixture.lock.change(current: strong, to: weak, confirmation: weak)
        == .refused(.tooWeak(.weakPattern(strengthClass: .veryWeak, minimumClass: .medium))))
  }

  @Test("A minimum strength cannot be applied on a grid the meters do not rate: thrown")
  func unratedGrid() throws {
    let fixture = try LockFixture(policy: Self.policy(minimum: .weak))
    let grid = try Grid(rows: 4, columns: 4)
    let drawn = try secret("0-1-2-3-7", on: grid)
    #expect(throws: SecurityError.self) {
      _ = try fixture.lock.enroll(drawn, confirmation: drawn)
    }
    #expect(try fixture.lock.status() == .notEnrolled)
  }
}
