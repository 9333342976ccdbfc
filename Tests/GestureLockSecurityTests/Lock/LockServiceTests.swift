import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// A lock service on a fresh store with a manual clock and a KDF counter.
struct LockFixture {
  let directory: TemporaryDirectory
  let path: String
  let clock: ManualLockClock
  let hasher = CountingHasher()
  let policy: LockPolicy
  let lock: LockService

  /// A fresh store; `policy` uses the cheap KDF unless it names another.
  init(
    profile: String = LockService.defaultProfile, policy: LockPolicy = .cheap,
    clock: ManualLockClock = ManualLockClock()
  ) throws {
    directory = try TemporaryDirectory(prefix: "gl-sec-lock")
    // A directory for GestureLock's own use, which the store creates (as the default one).
    path = directory.path("gesturelock/lock.sqlite")
    self.policy = policy
    self.clock = clock
    lock = try LockService(
      store: SQLiteCredentialStore(path: path, directory: .own), profile: profile,
      policy: policy, clock: clock, hasher: hasher)
  }

  /// Another service on the same file, as another process would have.
  func otherService(profile: String = LockService.defaultProfile, policy: LockPolicy? = nil)
    throws(SecurityError) -> LockService
  {
    try LockService(
      store: SQLiteCredentialStore(path: path, directory: .own), profile: profile,
      policy: policy ?? self.policy, clock: clock, hasher: hasher)
  }

  /// The record as stored, read by another connection.
  func stored(profile: String = LockService.defaultProfile) throws -> CredentialRecord? {
    try SQLiteCredentialStore(path: path).record(for: profile)
  }

  /// Enrols `text` on `grid` with cheap KDF parameters.
  @discardableResult
  func enroll(_ text: String = "0-1-2-5-8", on grid: Grid = .standard) throws -> EnrolmentOutcome {
    let drawn = try secret(text, on: grid)
    return try lock.enroll(drawn, confirmation: drawn, rules: .standard, kdf: cheapKDF)
  }
}

@Suite("LockService enrolment")
struct LockServiceEnrolmentTests {
  @Test("Enrolling stores the secret's kind, grid and rules with zero counters")
  func enrolled() throws {
    let fixture = try LockFixture()
    #expect(try fixture.enroll() == .enrolled)
    let status = try fixture.lock.status()
    #expect(status.isEnrolled)
    #expect(status.enrolledStatus?.kind == .pattern)
    #expect(status.enrolledStatus?.grid == .standard)
    #expect(status.enrolledStatus?.rules == .standard)
    #expect(status.failedAttempts == 0)
    #expect(status.lockedUntil == nil)
    #expect(status.enrolledStatus?.attemptsBeforeDelay == 5)
  }

  @Test("A confirmation that differs is a mismatch and stores nothing")
  func mismatch() throws {
    let fixture = try LockFixture()
    let outcome = try fixture.lock.enroll(
      try secret("0-1-2-5-8"), confirmation: try secret("0-1-2-5-7"), rules: .standard,
      kdf: cheapKDF)
    #expect(outcome == .mismatch)
    #expect(try fixture.lock.status().isEnrolled == false)
    #expect(!FileManager.default.fileExists(atPath: fixture.path))
  }

  @Test("The same indices on another grid are a mismatch")
  func mismatchAcrossGrids() throws {
    let fixture = try LockFixture()
    let outcome = try fixture.lock.enroll(
      try secret("0-1-2-5"), confirmation: try secret("0-1-2-5", on: Grid(rows: 4, columns: 4)),
      rules: .standard, kdf: cheapKDF)
    #expect(outcome == .mismatch)
  }

  @Test(
    "Too short and too long secrets are refused before anything is hashed",
    arguments: [
      ("0-1-2", PatternRules.standard, EnrolmentOutcome.tooShort(minimum: 4)),
      ("0-1-2-5-8", PatternRules(minimumLength: 6), .tooShort(minimum: 6)),
      ("0-1-2-5-8", PatternRules(minimumLength: 4, maximumLength: 4), .tooLong(maximum: 4)),
    ])
  func lengths(text: String, rules: PatternRules, expected: EnrolmentOutcome) throws {
    let fixture = try LockFixture()
    let drawn = try secret(text)
    #expect(
      try fixture.lock.enroll(drawn, confirmation: drawn, rules: rules, kdf: cheapKDF)
        == expected)
    #expect(fixture.hasher.hashCount == 0)
    #expect(try fixture.lock.status().isEnrolled == false)
  }

  @Test("A free-route pattern that jumps a node cannot be enrolled under the skip rule")
  func routeRule() throws {
    let fixture = try LockFixture()
    let jump = Secret.pattern(try Pattern(nodes: [0, 2, 5, 8], on: .standard, route: .free))
    let error = securityError { () throws(SecurityError) in
      try fixture.lock.enroll(jump, confirmation: jump, rules: .standard, kdf: cheapKDF)
    }
    #expect(error == .invalidSecret(.patternRefused(.invalidPattern(.skipsNode(entry: 2)))))
    let freeRules = PatternRules(route: .free)
    #expect(
      try fixture.lock.enroll(jump, confirmation: jump, rules: freeRules, kdf: cheapKDF)
        == .enrolled)
    #expect(try fixture.lock.status().enrolledStatus?.rules.route == .free)
  }

  @Test("Enrolling over an enrolled secret is refused before hashing; it stays, counters too")
  func reenrol() throws {
    let fixture = try LockFixture()
    try fixture.enroll("0-1-2-5-8")
    _ = try fixture.lock.verify(try secret("6-7-8-5"))
    let hashes = fixture.hasher.hashCount
    #expect(try fixture.enroll("6-7-8-5") == .alreadyEnrolled)
    #expect(fixture.hasher.hashCount == hashes)
    #expect(try fixture.lock.status().failedAttempts == 1)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    // After a forced removal, enrolment starts afresh.
    #expect(try fixture.lock.forceRemove())
    #expect(try fixture.enroll("6-7-8-5") == .enrolled)
    #expect(try fixture.lock.verify(try secret("6-7-8-5")) == .accepted)
  }

  @Test(
    "Profile names must be 1 to 64 bytes without control characters",
    arguments: zip(
      ["", String(repeating: "a", count: 65), "tab\there", "new\nline", "nul\u{0}"],
      [ProfileProblem.lengthOutOfRange(maximumBytes: 64), .lengthOutOfRange(maximumBytes: 64)]
        + Array(repeating: .controlCharacter, count: 3)))
  func invalidProfiles(name: String, problem: ProfileProblem) throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-lock")
    let error = securityError { () throws(SecurityError) in
      try LockService(
        store: SQLiteCredentialStore(path: directory.path("lock.sqlite")), profile: name)
    }
    #expect(error == .invalidProfile(problem))
  }
}

@Suite("LockService verification and throttling")
struct LockServiceVerificationTests {
  @Test("With nothing enrolled, verify answers notEnrolled and creates no store")
  func notEnrolled() throws {
    let fixture = try LockFixture()
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .notEnrolled)
    #expect(try fixture.lock.status().isEnrolled == false)
    #expect(!FileManager.default.fileExists(atPath: fixture.path))
    #expect(fixture.hasher.verifyCount == 0)
  }

  @Test("The right pattern is accepted and clears earlier failures")
  func acceptedResets() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    #expect(try fixture.lock.verify(try secret("0-1-2-5-7")) == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.verify(try wrong(0)) == .rejected(attemptsBeforeDelay: 3))
    #expect(try fixture.lock.status().failedAttempts == 2)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    #expect(try fixture.lock.status().failedAttempts == 0)
  }

  @Test(
    "Five failures count down 4, 3, 2, 1, 0; the sixth try is throttled for 60 s without the KDF")
  func fiveFailuresThenThrottled() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    var answers: [VerificationOutcome] = []
    for n in 0..<5 {
      answers.append(try fixture.lock.verify(try wrong(n)))
      fixture.clock.advance(by: 1)
    }
    #expect(answers == [4, 3, 2, 1, 0].map { .rejected(attemptsBeforeDelay: $0) })
    #expect(fixture.hasher.verifyCount == 5)

    let lockEnd = fixture.clock.now() - 1 + 60
    // Even the right pattern is refused unevaluated during the delay, and not counted.
    for attempt in [try wrong(5), try secret("0-1-2-5-8")] {
      #expect(try fixture.lock.verify(attempt) == .throttled(until: lockEnd))
    }
    #expect(fixture.hasher.verifyCount == 5)
    #expect(try fixture.lock.status().failedAttempts == 5)
    #expect(try fixture.lock.status().lockedUntil == lockEnd)
  }

  @Test("After the 1-minute lockout the next failure locks for 5 minutes, then 15")
  func escalation() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    fixture.clock.advance(by: 59.5)
    #expect(try fixture.lock.verify(try wrong(5)) == .throttled(until: fixture.clock.now() + 0.5))
    fixture.clock.advance(by: 0.5)
    #expect(try fixture.lock.verify(try wrong(5)) == .rejected(attemptsBeforeDelay: 0))
    #expect(try fixture.lock.status().lockedUntil == fixture.clock.now() + 300)
    fixture.clock.advance(by: 300)
    #expect(try fixture.lock.verify(try wrong(6)) == .rejected(attemptsBeforeDelay: 0))
    #expect(try fixture.lock.status().lockedUntil == fixture.clock.now() + 900)
    #expect(try fixture.lock.status().failedAttempts == 7)
  }

  @Test("A success after a lockout has ended clears the counter and the lockout")
  func successAfterLockout() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    fixture.clock.advance(by: 60)
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
    let status = try fixture.lock.status()
    #expect(status.failedAttempts == 0)
    #expect(status.lockedUntil == nil)
    #expect(try fixture.lock.verify(try secret("2-5-8-7")) == .rejected(attemptsBeforeDelay: 4))
  }

  @Test("A new service (a restart) finds the counter and the lockout in the store")
  func restoredFromStore() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for n in 0..<5 { _ = try fixture.lock.verify(try wrong(n)) }
    let restarted = try fixture.otherService()
    let status = try restarted.status()
    #expect(status.failedAttempts == 5)
    #expect(status.lockedUntil == fixture.clock.now() + 60)
    #expect(
      try restarted.verify(try secret("0-1-2-5-8")) == .throttled(until: fixture.clock.now() + 60))
  }

  @Test("The failure is counted and committed before the KDF runs")
  func countedBeforeKDF() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let observer = try fixture.otherService()
    var seen: [Int] = []
    fixture.hasher.duringVerify = { seen.append(try observer.status().failedAttempts) }
    // The hook captures the fixture's services, which hold the hasher: no cycle left.
    defer { fixture.hasher.duringVerify = nil }
    _ = try fixture.lock.verify(try secret("2-5-8-7"))
    _ = try fixture.lock.verify(try secret("0-1-2-5-8"))
    // Even the right pattern is on the books as a failure while it is being checked.
    #expect(seen == [1, 2])
    #expect(try observer.status().failedAttempts == 0)
  }

  @Test("A crash inside the KDF leaves the attempt counted")
  func crashInKDF() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    fixture.hasher.duringVerify = { throw CancellationError() }
    // The hook captures the fixture's services, which hold the hasher: no cycle left.
    defer { fixture.hasher.duringVerify = nil }
    let right = try secret("0-1-2-5-8")
    let error = securityError { () throws(SecurityError) in try fixture.lock.verify(right) }
    #expect(error.map(ErrorCase.init) == .cryptoFailure)
    #expect(try fixture.otherService().status().failedAttempts == 1)
  }

  @Test("While the attempt that starts a delay is checked, a parallel attempt is throttled")
  func parallelAttemptDuringFifthCheck() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    for n in 0..<4 { _ = try fixture.lock.verify(try wrong(n)) }
    let other = try fixture.otherService()
    var parallel: VerificationOutcome?
    fixture.hasher.duringVerify = { parallel = try other.verify(try wrong(5)) }
    // The hook captures the fixture's services, which hold the hasher: no cycle left.
    defer { fixture.hasher.duringVerify = nil }
    #expect(try fixture.lock.verify(try wrong(4)) == .rejected(attemptsBeforeDelay: 0))
    #expect(parallel == .throttled(until: fixture.clock.now() + 60))
    #expect(try fixture.lock.status().failedAttempts == 5)
  }

  @Test("A pattern on another grid is an error, not a counted failure")
  func gridMismatch() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    let other = try secret("0-1-2-5", on: Grid(rows: 4, columns: 4))
    let error = securityError { () throws(SecurityError) in try fixture.lock.verify(other) }
    #expect(
      error
        == .invalidSecret(.gridMismatch(drawn: try Grid(rows: 4, columns: 4), stored: .standard)))
    #expect(try fixture.lock.status().failedAttempts == 0)
    #expect(fixture.hasher.verifyCount == 0)
  }

  @Test("A too-short pattern is not evaluated and not counted")
  func tooShort() throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    #expect(try fixture.lock.verify(try secret("0-1-2")) == .tooShort(minimum: 4))
    #expect(try fixture.lock.status().failedAttempts == 0)
    #expect(fixture.hasher.verifyCount == 0)
  }

  @Test("Profiles keep separate secrets and counters")
  func profiles() throws {
    let fixture = try LockFixture()
    try fixture.enroll("0-1-2-5-8")
    let alice = try fixture.otherService(profile: "alice")
    let drawn = try secret("6-3-0-1")
    #expect(
      try alice.enroll(drawn, confirmation: drawn, rules: .standard, kdf: cheapKDF) == .enrolled)
    #expect(try alice.verify(try secret("0-1-2-5-8")) == .rejected(attemptsBeforeDelay: 4))
    #expect(try fixture.lock.status().failedAttempts == 0)
    #expect(try fixture.lock.verify(try secret("6-3-0-1")) == .rejected(attemptsBeforeDelay: 4))
    #expect(try alice.verify(drawn) == .accepted)
  }
}

@Suite("LockService fails closed")
struct LockServiceDamageTests {
  @Test("A damaged store throws on verify and status; it never accepts")
  func damagedStore() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-lock")
    let path = directory.path("lock.sqlite")
    let right = try secret("0-1-2-5-8")
    do {
      // Closed at the end of this scope: the WAL is folded into the file and removed.
      let lock = try LockService(store: SQLiteCredentialStore(path: path))
      _ = try lock.enroll(right, confirmation: right, rules: .standard, kdf: cheapKDF)
    }
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.write(contentsOf: Data(repeating: 0x5A, count: 100))
    try handle.close()
    let restarted = try LockService(store: SQLiteCredentialStore(path: path))
    for attempt in [right, try secret("2-5-8-7")] {
      let error = securityError { () throws(SecurityError) in try restarted.verify(attempt) }
      #expect(error.map(ErrorCase.init) == .storeUnavailable)
    }
    let status = securityError { () throws(SecurityError) in try restarted.status() }
    #expect(status.map(ErrorCase.init) == .storeUnavailable)
  }

  @Test(
    "A damaged stored hash throws storeUnavailable, never a verdict, and is not counted",
    arguments: [
      "", "$pbkdf2-sha256$i=1000$AAAA", "$scrypt$ln=30,r=8,p=1$AAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA",
    ])
  func damagedHash(phc: String) throws {
    let fixture = try LockFixture()
    try fixture.enroll()
    try SQLiteDatabase(path: fixture.path, create: false).execute(
      "UPDATE credential SET phc = ?1", [.text(phc)])
    let right = try secret("0-1-2-5-8")
    let error = securityError { () throws(SecurityError) in
      try fixture.otherService().verify(right)
    }
    #expect(error.map(ErrorCase.init) == .storeUnavailable)
    let status = securityError { () throws(SecurityError) in try fixture.lock.status() }
    #expect(status.map(ErrorCase.init) == .storeUnavailable)
    // Damage is never a counted failure, and the KDF never ran on it.
    let failures = try SQLiteDatabase(path: fixture.path, create: false).scalar(
      "SELECT failed_attempts FROM credential")
    #expect(failures == .integer(0))
    #expect(fixture.hasher.verifyCount == 0)
  }
}

@Suite("No secret reaches the store's files")
struct SecretAtRestTests {
  /// Whether `needle` occurs in `haystack`.
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains {
      haystack[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  @Test("After enrolling 0-1-2-5-8, no form of it is in the database or its WAL")
  func noPatternInFiles() throws {
    let fixture = try LockFixture()
    try fixture.enroll("0-1-2-5-8")
    _ = try fixture.lock.verify(try secret("0-1-2-5-8"))
    let drawn = try pattern("0-1-2-5-8")
    let forms: [(String, [UInt8])] = [
      ("text form", Array("0-1-2-5-8".utf8)), ("compact digits", Array("01258".utf8)),
      ("index bytes", [0, 1, 2, 5, 8]), ("canonical bytes", Array(drawn.canonicalBytes)),
    ]
    // The connection is open: the change is in the WAL. Check every file there is.
    let files = [fixture.path, fixture.path + "-wal"]
    let walSize = try #require(
      FileManager.default.attributesOfItem(atPath: fixture.path + "-wal")[.size] as? Int)
    #expect(walSize > 0)
    for file in files {
      let contents = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      for (name, needle) in forms {
        #expect(!Self.contains(contents, needle), "\(name) found in \(file)")
      }
    }
    // The search itself works: the stored hash string is there.
    let phc = try #require(
      try SQLiteCredentialStore(path: fixture.path).record(for: "default")?.phc)
    let everything = try files.flatMap { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
    #expect(Self.contains(everything, Array(phc.utf8)))
  }
}
