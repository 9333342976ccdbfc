import Foundation
import GestureLockSecurity
import TestSupport
import Testing

/// The `lockedUntil` of a `verify` or `status` JSON line, as seconds since 1970.
func announcedEnd(_ output: String) -> Double? {
  guard let line = output.split(separator: "\n").last,
    let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
    let text = object["lockedUntil"] as? String,
    let date = ISO8601DateFormatter().date(from: text)
  else { return nil }
  return date.timeIntervalSince1970
}

/// Results gathered from several threads.
final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [ProcessResult] = []
  func append(_ result: ProcessResult) { lock.withLock { items.append(result) } }
  var all: [ProcessResult] { lock.withLock { items } }
}

@Suite("Lockout clocks and announced ends, with real processes")
struct ClockProcessTests {
  @Test(
    "One verify with the wall clock a year ahead (libfaketime) does not lock anyone out for a year",
    .enabled(if: FileManager.default.isExecutableFile(atPath: LockProcesses.faketime)))
  func yearAheadWallClock() throws {
    let processes = try LockProcesses()
    #expect(try processes.run(["enroll"], lines: [rightPattern, rightPattern]).status == 0)
    // Only the wall clock is faked, as a bad NTP answer or a Pi without a clock would do.
    let ahead = try processes.runUnderFaketime(
      ["verify"], offset: "+365d", fakeMonotonic: false, lines: [wrongPatterns[0]])
    #expect(ahead.status == 1, "\(ahead.stderr)")
    for n in 1..<5 {
      #expect(try processes.run(["verify"], lines: [wrongPatterns[n]]).status == 1)
    }
    let now = Date().timeIntervalSince1970
    let status = try processes.run(["status"])
    let end = try #require(announcedEnd(status.stdout), "\(status.stdout)")
    // The fifth failure's 60 s, from the real clock: not a year.
    #expect(end > now + 50 && end <= now + 61, "locked until \(end - now) s from now")
    #expect(try processes.run(["verify"], lines: [rightPattern]).status == 3)
    // A faked wall clock shows its own end but changes nothing stored.
    let faked = try processes.runUnderFaketime(
      ["verify"], offset: "+365d", fakeMonotonic: false, lines: [rightPattern])
    #expect(faked.status == 3, "\(faked.stderr)")
    #expect(announcedEnd(try processes.run(["status"]).stdout) == end)
  }

  @Test("Eight parallel wrong verifies announce one lockout end, and it never moves later")
  func parallelAnnouncedEnd() throws {
    let processes = try LockProcesses()
    #expect(try processes.run(["enroll"], lines: [rightPattern, rightPattern]).status == 0)
    for n in 0..<4 {
      #expect(try processes.run(["verify"], lines: [wrongPatterns[n]]).status == 1)
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      if let result = try? processes.run(["verify"], lines: [wrongPatterns[4 + index]]) {
        results.append(result)
      }
    }
    let all = results.all
    #expect(all.count == 8)
    #expect(all.filter { $0.status == 1 }.count == 1, "\(all.map(\.status))")
    var ends = Set(all.compactMap { announcedEnd($0.stdout) })
    #expect(all.allSatisfy { announcedEnd($0.stdout) != nil }, "\(all.map(\.stdout))")
    pause(milliseconds: 1_100)
    ends.insert(try #require(announcedEnd(try processes.run(["status"]).stdout)))
    ends.insert(
      try #require(announcedEnd(try processes.run(["verify"], lines: [rightPattern]).stdout)))
    #expect(ends.count == 1, "announced ends: \(ends.sorted())")
  }
}
