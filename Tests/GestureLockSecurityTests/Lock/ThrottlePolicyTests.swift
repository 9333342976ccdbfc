import Testing

@testable import GestureLockSecurity

@Suite("ThrottlePolicy")
struct ThrottlePolicyTests {
  @Test(
    "The default schedule is the iOS one: 4 free failures, then 1, 5, 15, 15 minutes, then hours",
    arguments: [
      (0, 0.0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 60), (6, 300), (7, 900), (8, 900), (9, 3600),
      (10, 3600), (50, 3600), (-1, 0),
    ])
  func defaultDelays(failures: Int, seconds: Double) {
    #expect(ThrottlePolicy.default.delay(afterFailures: failures) == seconds)
  }

  @Test(
    "Attempts before a delay count down 5, 4, 3, 2, 1, then 0 while delays apply",
    arguments: [(0, 5), (1, 4), (2, 3), (3, 2), (4, 1), (5, 0), (6, 0), (9, 0), (100, 0)])
  func defaultAttempts(failures: Int, attempts: Int) {
    #expect(ThrottlePolicy.default.attemptsBeforeDelay(failures: failures) == attempts)
  }

  @Test("A custom schedule repeats its last entry")
  func customSchedule() {
    let policy = ThrottlePolicy(delays: [0, 0, 30])
    #expect(policy.delay(afterFailures: 3) == 30)
    #expect(policy.delay(afterFailures: 7) == 30)
    #expect(policy.attemptsBeforeDelay(failures: 0) == 3)
    #expect(policy.attemptsBeforeDelay(failures: 2) == 1)
  }

  @Test("A schedule without delays never throttles", arguments: [[], [0.0], [0.0, 0.0]])
  func neverDelays(delays: [Double]) {
    let policy = ThrottlePolicy(delays: delays)
    #expect(policy.delay(afterFailures: 1000) == 0)
    #expect(policy.attemptsBeforeDelay(failures: 1000) == Int.max)
  }
}

@Suite("FailureLimit")
struct FailureLimitTests {
  @Test("No limit by default; attempts before the limit count down to 0 when one is set")
  func attemptsBeforeLimit() {
    #expect(ThrottlePolicy.default.limit == nil)
    #expect(ThrottlePolicy.default.attemptsBeforeLimit(failures: 3) == nil)
    let policy = ThrottlePolicy(limit: FailureLimit(failures: 10, action: .wipe))
    #expect(policy.delays == ThrottlePolicy.iOSDelays)
    #expect(
      [0, 1, 9, 10, 11].map { policy.attemptsBeforeLimit(failures: $0) } == [10, 9, 1, 0, 0])
    #expect(policy.reaches(.wipe, failures: 10))
    #expect(!policy.reaches(.wipe, failures: 9))
    #expect(!policy.reaches(.lockPermanently, failures: 10))
  }
}
