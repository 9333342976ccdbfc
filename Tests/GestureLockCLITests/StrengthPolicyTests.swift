import Foundation
import TestSupport
import Testing

@Suite("A minimum strength class at enrolment, and counting the free route")
struct StrengthPolicyTests {
  @Test("enroll --min-strength refuses a weaker pattern, says why, and stores nothing")
  func weakPatternRefused() throws {
    let cli = try CLI()
    // 0-1-2-5 is among the weakest patterns (class 1).
    let weak = try cli.run(["enroll", "--min-strength", "3"], stdin: "0-1-2-5\n0-1-2-5\n")
    #expect(weak.status == 2)
    #expect(weak.stderr.contains("too weak"), "\(weak.stderr)")
    #expect(weak.stderr.contains("3"), "\(weak.stderr)")
    #expect(!weak.stderr.contains("0-1-2-5"))
    #expect(!FileManager.default.fileExists(atPath: cli.store))

    // The strongest class is accepted.
    let strong = try cli.run(
      ["enroll", "--min-strength", "3"], stdin: "4-0-8-1-7-2-6-5-3\n4-0-8-1-7-2-6-5-3\n")
    #expect(strong.status == 0, "\(strong.stderr)")
  }

  @Test(
    "--min-strength needs a class 1–5 on a 3×3 pattern",
    arguments: [
      ["enroll", "--min-strength", "6"], ["enroll", "--min-strength", "x"],
      ["enroll", "--min-strength", "2", "--grid", "4x4"],
      ["enroll", "--min-strength", "2", "--kind", "pin"],
      ["pad", "--min-strength", "2", "--passcode"], ["pad", "--min-strength", "0"],
    ])
  func badMinimum(_ arguments: [String]) throws {
    let cli = try CLI()
    let result = try cli.run(arguments, stdin: "0-4-8-2-6\n0-4-8-2-6\n")
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("min-strength"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  @Test("count --route free gives the k-permutations: 985,824 on 3×3 from length 4")
  func countFreeRoute() throws {
    let cli = try CLI()
    let result = try cli.run(["count", "--route", "free"], withStore: false)
    #expect(result.status == 0, "\(result.stderr)")
    // 9!/5! + 9!/4! + 9!/3! + 9!/2! + 9!/1! + 9!/0! = 3024 + … + 362880.
    #expect(result.stdout.contains("\"total\":985824"), "\(result.stdout)")
    #expect(result.stdout.contains("\"route\":\"free\""))
  }
}
