import Foundation
import GestureLockSecurity
import TestSupport
import Testing

/// The enrolled pattern, and wrong ones that all differ (a repeat of the last wrong secret is
/// not counted, which these tests must not mix up with a lost failure).
let rightPattern = "0-1-2-5-8"
let wrongPatterns = [
  "2-5-8-7", "3-4-5-8", "6-7-8-5", "0-3-6-7", "1-4-7-8", "2-1-0-3", "8-7-6-3", "5-4-3-6",
  "0-4-8-7", "6-4-2-1", "7-4-1-2", "3-0-1-4", "8-5-2-1", "1-2-5-4", "4-3-6-7", "5-2-1-0",
]

/// The seed of the random kill points: `GESTURELOCK_KILL_SEED` or a fixed default, so a
/// failure can be replayed.
let killSeed =
  ProcessInfo.processInfo.environment["GESTURELOCK_KILL_SEED"].flatMap { UInt64($0) } ?? 20_261_130

/// Waits up to `limit` milliseconds for `condition`, checking every 2 ms.
func waitFor(milliseconds limit: Int, _ condition: () throws -> Bool) rethrows -> Bool {
  for _ in 0..<(limit / 2) {
    if try condition() { return true }
    pause(milliseconds: 2)
  }
  return try condition()
}

@Suite("kill -9 at random points of real gesturelock processes (shipped KDF)")
struct KillTests {
  @Test("Killed verifications: the store opens, the secret works, a started check stays counted")
  func killDuringVerify() throws {
    let processes = try LockProcesses()
    var random = SplitMix64(seed: killSeed)
    #expect(try processes.run(["enroll"], lines: [rightPattern, rightPattern]).status == 0)
    var killedMidCheck = 0
    for iteration in 0..<16 {
      let child = try processes.start(["verify"], lines: [wrongPatterns[iteration]])
      if iteration.isMultiple(of: 2) {
        // Anywhere: from process start-up to after the verdict.
        pause(milliseconds: Int.random(in: 0...300, using: &random))
      } else {
        // Inside the check: once the failure is on the books, the KDF is running.
        _ = try waitFor(milliseconds: 2000) { try processes.record()?.secretAttempts.failures == 1 }
        pause(milliseconds: Int.random(in: 0...150, using: &random))
      }
      let countedBeforeKill = try processes.record()?.secretAttempts.failures == 1
      child.kill()
      let status = child.wait()
      #expect([1, 137].contains(status), "iteration \(iteration): exit \(status)")
      let record = try #require(try processes.record(), "iteration \(iteration): store lost")
      if countedBeforeKill || status == 1 {
        #expect(
          record.secretAttempts.failures == 1, "iteration \(iteration) (seed \(killSeed)): lost")
      } else {
        #expect(record.secretAttempts.failures <= 1)
      }
      if countedBeforeKill && status == 137 { killedMidCheck += 1 }
      let check = try processes.run(["verify"], lines: [rightPattern])
      #expect(check.status == 0, "iteration \(iteration): \(check.stderr)")
    }
    // A check in progress is already counted: the waiting half (at least) found it so and was
    // killed inside the KDF. Counting only after the KDF would leave this at 0.
    #expect(killedMidCheck >= 4, "only \(killedMidCheck) kills found a check in progress counted")
  }

  @Test("Killed enrolments: the store opens, and the profile is either not enrolled or works")
  func killDuringEnrol() throws {
    let processes = try LockProcesses()
    var random = SplitMix64(seed: killSeed &+ 1)
    for iteration in 0..<12 {
      let profile = "p\(iteration)"
      let pattern = wrongPatterns[iteration]
      let child = try processes.start(["enroll"], profile: profile, lines: [pattern, pattern])
      pause(milliseconds: Int.random(in: 0...300, using: &random))
      child.kill()
      let status = child.wait()
      #expect([0, 137].contains(status), "iteration \(iteration): exit \(status)")
      // Exit 5 only when no store was made yet (killed before its first write).
      let storeMade = FileManager.default.fileExists(atPath: processes.store)
      #expect(try processes.run(["status"], profile: profile).status == (storeMade ? 0 : 5))
      let enrolled = try processes.record(profile: profile) != nil
      if status == 0 { #expect(enrolled) }
      let verify = try processes.run(["verify"], profile: profile, lines: [pattern])
      #expect(verify.status == (enrolled ? 0 : 5), "iteration \(iteration): \(verify.stderr)")
    }
    // Every other profile is still readable: one store, twelve interrupted writers (exit 5
    // only if every enrolment was killed before the store was made).
    let storeMade = FileManager.default.fileExists(atPath: processes.store)
    #expect(try processes.run(["status"], profile: "p0").status == (storeMade ? 0 : 5))
  }

  @Test("Killed changes: the old or the new secret works, never neither")
  func killDuringChange() throws {
    let processes = try LockProcesses()
    var random = SplitMix64(seed: killSeed &+ 2)
    let secrets = [rightPattern, "6-7-8-5-4"]
    var current = 0
    #expect(try processes.run(["enroll"], lines: [secrets[0], secrets[0]]).status == 0)
    for iteration in 0..<12 {
      let old = secrets[current]
      let new = secrets[1 - current]
      let child = try processes.start(["change"], lines: [old, new, new])
      // A change runs the KDF twice (check the old secret, hash the new one).
      pause(milliseconds: Int.random(in: 0...500, using: &random))
      child.kill()
      let status = child.wait()
      #expect([0, 137].contains(status), "iteration \(iteration): exit \(status)")
      #expect(try processes.record() != nil, "iteration \(iteration): store lost")
      let newWorks = try processes.run(["verify"], lines: [new]).status == 0
      if newWorks {
        current = 1 - current
      } else {
        let oldWorks = try processes.run(["verify"], lines: [old])
        #expect(oldWorks.status == 0, "iteration \(iteration) (seed \(killSeed)): neither works")
      }
      if status == 0 { #expect(newWorks, "iteration \(iteration): changed but new fails") }
    }
  }
}

@Suite("Several processes at once, and the clock under libfaketime")
struct ConcurrencyTests {
  @Test(
    "8 processes guessing at once never get more guesses than the schedule allows",
    arguments: [(3, 2), (0, 5)])
  func parallelGuesses(failuresBefore: Int, allowedGuesses: Int) throws {
    let processes = try LockProcesses()
    #expect(try processes.run(["enroll"], lines: [rightPattern, rightPattern]).status == 0)
    for n in 0..<failuresBefore {
      #expect(try processes.run(["verify"], lines: [wrongPatterns[n]]).status == 1)
    }
    let children = try (0..<8).map {
      try processes.start(["verify"], lines: [wrongPatterns[failuresBefore + $0]])
    }
    let statuses = children.map { $0.wait() }
    // Exit 1 is a KDF run (a guess evaluated); exit 3 was refused before the KDF.
    #expect(statuses.filter { $0 == 1 }.count == allowedGuesses, "\(statuses)")
    #expect(statuses.filter { $0 == 3 }.count == 8 - allowedGuesses, "\(statuses)")
    let record = try #require(try processes.record())
    #expect(record.secretAttempts.failures == 5)
    #expect(record.secretAttempts.lockedUntil != nil)
    #expect(try processes.run(["verify"], lines: [rightPattern]).status == 3)
  }

  @Test(
    "faketime moves the clock a day back (or forward) during a lockout: still locked (exit 3)",
    .enabled(if: FileManager.default.isExecutableFile(atPath: LockProcesses.faketime)))
  func faketime() throws {
    let processes = try LockProcesses()
    #expect(try processes.run(["enroll"], lines: [rightPattern, rightPattern]).status == 0)
    for n in 0..<5 {
      #expect(try processes.run(["verify"], lines: [wrongPatterns[n]]).status == 1)
    }
    let before = try #require(try processes.record())
    // libfaketime's default also fakes the monotonic clocks; with FAKETIME_DONT_FAKE_MONOTONIC
    // only the wall clock moves, as `date -s` would. Either way: locked.
    for (offset, fakeMonotonic) in [("-1d", true), ("-1d", false), ("+1d", false)] {
      let verify = try processes.runUnderFaketime(
        ["verify"], offset: offset, fakeMonotonic: fakeMonotonic, lines: [rightPattern])
      #expect(verify.status == 3, "\(offset), fake monotonic \(fakeMonotonic): \(verify.stderr)")
      let status = try processes.runUnderFaketime(
        ["status"], offset: offset, fakeMonotonic: fakeMonotonic)
      #expect(status.stdout.contains("\"lockedUntil\":\"20"), "\(status.stdout)")
    }
    let after = try #require(try processes.record())
    #expect(after.secretAttempts.failures == 5)
    #expect(after.secretAttempts.lockedUntil == before.secretAttempts.lockedUntil)
    #expect(try processes.run(["verify"], lines: [rightPattern]).status == 3)
  }
}
