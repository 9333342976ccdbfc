import Foundation
import TestSupport
import Testing

@Suite("gesturelock CLI, end to end on a temporary store")
struct CLIEndToEndTests {
  @Test("Enrol by stdin, then the right pattern unlocks (0) and a wrong one is refused (1)")
  func enrolAndVerify() throws {
    let cli = try CLI()
    let enrolled = try cli.enroll("0-1-2-5-8")
    #expect(enrolled.status == 0, "\(enrolled.stderr)")
    #expect(CLI.json(enrolled)?["enrolled"] as? Bool == true)

    let right = try cli.run(["verify"], stdin: "0-1-2-5-8\n")
    #expect(right.status == 0, "\(right.stderr)")
    #expect(CLI.json(right)?["result"] as? String == "accepted")

    let wrong = try cli.run(["verify"], stdin: "0-3-6-7\n")
    #expect(wrong.status == 1)
    #expect(CLI.json(wrong)?["result"] as? String == "rejected")
    #expect(CLI.json(wrong)?["attemptsBeforeDelay"] as? Int == 4)
    #expect(wrong.stderr.contains("4 attempts left"))

    // The compact digit form is the same pattern.
    let compact = try cli.run(["verify"], stdin: "01258\n")
    #expect(compact.status == 0)
  }

  @Test("Status reports enrolment and failures as JSON, never the secret or its hash")
  func status() throws {
    let cli = try CLI()
    // No store at the path: said so, exit 5 (issue 11: no longer a silent enrolled:false).
    let before = try cli.run(["status"])
    #expect(before.status == 5)
    #expect(before.stderr.contains("there is no store at"))
    #expect(!FileManager.default.fileExists(atPath: cli.store), "status must not create a store")

    #expect(try cli.enroll("2-4-6-7-8").status == 0)
    #expect(try cli.run(["verify"], stdin: "0-1-2-3\n").status == 1)
    let after = try cli.run(["status"])
    let json = try #require(CLI.json(after))
    #expect(json["enrolled"] as? Bool == true)
    #expect(json["kind"] as? String == "pattern")
    #expect(json["grid"] as? String == "3x3")
    #expect(json["failedAttempts"] as? Int == 1)
    #expect(!after.stdout.contains("2-4-6-7-8"))
    #expect(!after.stdout.contains("pbkdf2"))
  }

  @Test("The fifth wrong pattern says at once that a lockout started, and until when")
  func fifthFailureAnnouncesLockout() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let wrong = ["0-3-6-7", "0-4-8-7", "1-4-7-8", "2-5-8-7"]
    for pattern in wrong {
      let result = try cli.run(["verify"], stdin: pattern + "\n")
      #expect(result.status == 1)
      #expect(CLI.json(result)?["lockedUntil"] == nil)
    }
    let fifth = try cli.run(["verify"], stdin: "3-4-5-8\n")
    #expect(fifth.status == 1)
    #expect(CLI.json(fifth)?["attemptsBeforeDelay"] as? Int == 0)
    #expect(CLI.json(fifth)?["lockedUntil"] is String)
    #expect(fifth.stderr.contains("locked out until"))
    #expect(try cli.run(["verify"], stdin: "0-1-2-5-8\n").status == 3)
  }

  @Test("Verifying with nothing enrolled exits 5 and creates nothing")
  func notEnrolled() throws {
    let cli = try CLI()
    let result = try cli.run(["verify"], stdin: "0-1-2-5\n")
    #expect(result.status == 5)
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  @Test("A damaged store exits 4, says so, and never unlocks")
  func damagedStore() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    try cli.damageStoreHeader()
    let verify = try cli.run(["verify"], stdin: "0-1-2-5-8\n")
    #expect(verify.status == 4)
    #expect(verify.stderr.contains("store damaged or unreadable"))
    #expect(!verify.stdout.contains("accepted"))
    #expect(try cli.run(["status"]).status == 4)
  }

  @Test("A store that is not SQLite at all exits 4")
  func notSQLite() throws {
    let cli = try CLI()
    try Data("this is not a database, just text\n".utf8).write(to: URL(fileURLWithPath: cli.store))
    #expect(try cli.run(["verify"], stdin: "0-1-2-5\n").status == 4)
    #expect(try cli.enroll("0-1-2-5").status == 4)
  }

  @Test("Too-short and repeating patterns are bad input (2) and never counted")
  func notCounted() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    for input in ["0-1-2\n", "0-1-2-1\n", "0-2-5-8\n"] {
      let result = try cli.run(["verify"], stdin: input)
      #expect(result.status == 2, "\(input)")
    }
    let status = try #require(CLI.json(try cli.run(["status"])))
    #expect(status["failedAttempts"] as? Int == 0)
  }
}
