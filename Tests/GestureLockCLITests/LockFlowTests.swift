import Foundation
import TestSupport
import Testing

extension CLI {
  /// Runs `arguments` with `lines` on stdin, one per line.
  func run(_ arguments: [String], lines: [String]) throws -> ProcessResult {
    try run(arguments, stdin: lines.map { $0 + "\n" }.joined())
  }

  /// The status JSON of `profile`.
  func status(profile: String? = nil) throws -> [String: Any] {
    let result = try run((profile.map { ["--profile", $0] } ?? []) + ["status"])
    #expect(result.status == 0, "\(result.stderr)")
    return CLI.json(result) ?? [:]
  }
}

@Suite("gesturelock enroll --kind, change, remove, --profile and status, end to end")
struct LockFlowTests {
  @Test("A PIN typed in Arabic-Indic digits unlocks with ASCII and fullwidth digits")
  func pinAcrossScripts() throws {
    let cli = try CLI()
    let enrolled = try cli.run(["enroll", "--kind", "pin"], lines: ["٥٨٢٧", "۵۸۲۷"])
    #expect(enrolled.status == 0, "\(enrolled.stderr)")
    #expect(CLI.json(enrolled)?["kind"] as? String == "pin")
    #expect(enrolled.stderr.contains("PIN saved"))
    #expect(try cli.run(["verify"], lines: ["5827"]).status == 0)
    #expect(try cli.run(["verify"], lines: ["５８２７"]).status == 0)
    let wrong = try cli.run(["verify"], lines: ["5828"])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("Wrong PIN. 4 attempts left"))
    let status = try cli.status()
    #expect(status["kind"] as? String == "pin")
    #expect(status["grid"] is NSNull)
    #expect(status["minimumLength"] as? Int == 4)
    #expect(status["maximumLength"] as? Int == 4)
    #expect(status["failedAttempts"] as? Int == 1)
  }

  @Test(
    "Enrolment refuses what the policy refuses, with exit 2 and nothing stored",
    arguments: [
      (["--kind", "pin"], ["1234", "1234"], "common"),
      (["--kind", "pin"], ["0000", "0000"], "common"),
      (["--kind", "pin"], ["58271", "58271"], "4 or 6 digits"),
      (["--kind", "pin"], ["58a7", "58a7"], "decimal digits only"),
      (["--kind", "numeric"], ["739", "739"], "at least 4 digits"),
      (["--kind", "passcode"], ["abc", "abc"], "at least 4 characters"),
      (["--kind", "passcode"], [String(repeating: "x", count: 1025)] * 2, "1024 UTF-8 bytes"),
      (["--kind", "pin", "--grid", "3x3"], ["5827", "5827"], "--grid is for patterns"),
      (["--kind", "iris"], ["5827", "5827"], "--kind"),
    ])
  func refused(arguments: [String], lines: [String], mentions: String) throws {
    let cli = try CLI()
    let result = try cli.run(["enroll"] + arguments, lines: lines)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
    #expect(!result.stderr.contains(lines[0]) || lines[0].count < 4)
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  @Test("Custom numeric and text passcodes: fullwidth digits, and café composed or decomposed")
  func numericAndText() throws {
    let cli = try CLI()
    #expect(
      try cli.run(
        ["--profile", "num", "enroll", "--kind", "numeric"], lines: ["7391582", "7391582"]
      ).status == 0)
    #expect(try cli.run(["--profile", "num", "verify"], lines: ["７３９１５８２"]).status == 0)
    let text = try cli.run(
      ["--profile", "text", "enroll", "--kind", "passcode"],
      lines: ["Café au lait", "Café au lait"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(
      try cli.run(["--profile", "text", "verify"], lines: ["Cafe\u{301} au lait"]).status == 0)
    #expect(try cli.run(["--profile", "text", "verify"], lines: ["cafe au lait"]).status == 1)
  }

  @Test("Enrolling over an enrolled secret exits 2 and leaves it alone")
  func alreadyEnrolled() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let again = try cli.enroll("6-7-8-5")
    #expect(again.status == 2)
    #expect(again.stderr.contains("already has a secret"))
    #expect(try cli.run(["verify"], lines: ["0-1-2-5-8"]).status == 0)
  }

  @Test("change: current, new, confirmation on stdin; afterwards only the new secret works")
  func change() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let changed = try cli.run(["change"], lines: ["0-1-2-5-8", "6-7-8-5-4", "6-7-8-5-4"])
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(CLI.json(changed)?["changed"] as? Bool == true)
    #expect(try cli.run(["verify"], lines: ["0-1-2-5-8"]).status == 1)
    #expect(try cli.run(["verify"], lines: ["6-7-8-5-4"]).status == 0)
  }

  @Test("change with a wrong current secret exits 1 and counts; a mismatch exits 2 and does not")
  func changeFailures() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let wrong = try cli.run(["change"], lines: ["0-3-6-7", "6-7-8-5-4", "6-7-8-5-4"])
    #expect(wrong.status == 1)
    #expect(try cli.status()["failedAttempts"] as? Int == 1)
    let mismatch = try cli.run(["change"], lines: ["0-1-2-5-8", "6-7-8-5-4", "6-7-8-5-2"])
    #expect(mismatch.status == 2)
    #expect(mismatch.stderr.contains("does not match"))
    #expect(try cli.status()["failedAttempts"] as? Int == 1)
    let short = try cli.run(["change"], lines: ["0-1-2-5-8"])
    #expect(short.status == 2)
    #expect(short.stderr.contains("new pattern"))
    #expect(try cli.run(["verify"], lines: ["0-1-2-5-8"]).status == 0)
  }

  @Test("change to another kind: a pattern becomes a 6-digit PIN")
  func changeKind() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let changed = try cli.run(
      ["change", "--kind", "pin"], lines: ["0-1-2-5-8", "208357", "208357"])
    #expect(changed.status == 0, "\(changed.stderr)")
    let status = try cli.status()
    #expect(status["kind"] as? String == "pin")
    #expect(status["maximumLength"] as? Int == 6)
    #expect(try cli.run(["verify"], lines: ["208357"]).status == 0)
  }

  @Test("Locked out: verify and change exit 3 and say until when, in ISO 8601 UTC")
  func lockedOut() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    for wrong in ["0-3-6-7", "1-4-7-8", "2-5-8-7", "3-4-5-8", "6-7-8-5"] {
      #expect(try cli.run(["verify"], lines: [wrong]).status == 1)
    }
    let verify = try cli.run(["verify"], lines: ["0-1-2-5-8"])
    #expect(verify.status == 3)
    let until = try #require(CLI.json(verify)?["lockedUntil"] as? String)
    #expect(
      until.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression) != nil)
    #expect(verify.stderr.contains("locked out until \(until)"))
    let change = try cli.run(["change"], lines: ["0-1-2-5-8", "6-7-8-5-4", "6-7-8-5-4"])
    #expect(change.status == 3)
    #expect(try cli.status()["lockedUntil"] as? String == until)
    #expect(try cli.status()["failedAttempts"] as? Int == 5)
  }

  @Test("The same wrong secret twice in a row is counted once")
  func sameWrongTwice() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    #expect(try cli.run(["verify"], lines: ["0-3-6-7"]).status == 1)
    let again = try cli.run(["verify"], lines: ["0-3-6-7"])
    #expect(again.status == 1)
    #expect(CLI.json(again)?["attemptsBeforeDelay"] as? Int == 4)
    #expect(try cli.status()["failedAttempts"] as? Int == 1)
  }

  @Test("remove: a wrong secret exits 1 and counts; the right one removes; --force needs none")
  func remove() throws {
    let cli = try CLI()
    #expect(try cli.run(["remove", "--force"]).status == 5)
    #expect(try cli.run(["remove"], lines: ["0-1-2-5-8"]).status == 5)
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    #expect(try cli.run(["remove"], lines: ["0-3-6-7"]).status == 1)
    #expect(try cli.status()["failedAttempts"] as? Int == 1)
    let removed = try cli.run(["remove"], lines: ["0-1-2-5-8"])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(CLI.json(removed)?["removed"] as? Bool == true)
    #expect(try cli.status()["enrolled"] as? Bool == false)
    #expect(try cli.enroll("6-7-8-5").status == 0)
    #expect(try cli.run(["remove", "--force"]).status == 0)
    #expect(try cli.status()["enrolled"] as? Bool == false)
  }

  @Test("--profile keeps secrets and counters apart in one store; status never shows a secret")
  func profiles() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let alice = try cli.run(
      ["--profile", "alice", "enroll", "--kind", "pin"], lines: ["5827", "5827"])
    #expect(alice.status == 0, "\(alice.stderr)")
    for wrong in ["0-3-6-7", "1-4-7-8", "2-5-8-7"] {
      #expect(try cli.run(["verify"], lines: [wrong]).status == 1)
    }
    #expect(try cli.status()["failedAttempts"] as? Int == 3)
    let aliceStatus = try cli.run(["--profile", "alice", "status"])
    let json = try #require(CLI.json(aliceStatus))
    #expect(json["profile"] as? String == "alice")
    #expect(json["failedAttempts"] as? Int == 0)
    #expect(json["kind"] as? String == "pin")
    #expect(!aliceStatus.stdout.contains("5827"))
    #expect(!aliceStatus.stdout.contains("pbkdf2"))
    #expect(try cli.run(["--profile", "alice", "verify"], lines: ["0-1-2-5-8"]).status == 2)
    #expect(try cli.run(["--profile", "bob", "verify"], lines: ["5827"]).status == 5)
    #expect(try cli.run(["--profile", "a\u{7}b", "status"]).status == 2)
  }
}

/// `[x] * 2` is `[x, x]`.
private func * (lines: [String], count: Int) -> [String] {
  Array([[String]](repeating: lines, count: count).joined())
}
