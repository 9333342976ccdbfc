/// The delay schedule after failed attempts.
///
/// `delays[i]` is the delay, in seconds, after failure number `i + 1`; the last entry repeats
/// for every later failure. The default is the iOS schedule of SPEC.md §4: failures 1–4 no
/// delay; after the 5th 1 minute, the 6th 5 minutes, the 7th and 8th 15 minutes each, the 9th
/// and later 1 hour each. *(source: Apple Platform Security guide, "Passcodes and passwords")*
///
/// ```swift
/// let policy = ThrottlePolicy.default
/// policy.delay(afterFailures: 5)              // 60
/// policy.attemptsBeforeDelay(failures: 1)     // 4
/// ```
public struct ThrottlePolicy: Hashable, Sendable {
  /// Delay after each failure, in seconds; the last entry repeats. Empty: never any delay.
  public let delays: [Double]

  /// Creates a policy.
  ///
  /// - Parameter delays: `delays[i]` is the delay after failure `i + 1`, in seconds, finite and
  ///   not negative; the last entry repeats for later failures.
  /// - Precondition: Every delay is finite and at least 0 (a policy is code, not input).
  public init(delays: [Double]) {
    precondition(delays.allSatisfy { $0.isFinite && $0 >= 0 }, "delays must be finite and >= 0")
    self.delays = delays
  }

  /// The iOS schedule: 0, 0, 0, 0, 60, 300, 900, 900, then 3600 seconds for every later
  /// failure.
  public static let `default` = ThrottlePolicy(delays: [0, 0, 0, 0, 60, 300, 900, 900, 3600])

  /// The delay after the `n`-th consecutive failure, in seconds; 0 for `n` ≤ 0.
  public func delay(afterFailures n: Int) -> Double {
    guard n > 0, let last = delays.last else { return 0 }
    return n <= delays.count ? delays[n - 1] : last
  }

  /// How many more attempts may fail before a delay starts, after `failures` failures.
  ///
  /// The attempt that starts a delay is included: with the default schedule after 1 failure
  /// this is 4 (the 2nd to 5th; the 5th starts 1 minute). 0 when a delay is already due after
  /// `failures` failures; `Int.max` when the policy never delays.
  public func attemptsBeforeDelay(failures: Int) -> Int {
    let failures = max(0, failures)
    if delay(afterFailures: failures) > 0 { return 0 }
    var next = failures + 1
    while next <= max(delays.count, failures + 1) {
      if delay(afterFailures: next) > 0 { return next - failures }
      next += 1
    }
    return Int.max
  }
}
