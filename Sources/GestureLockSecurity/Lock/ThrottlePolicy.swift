/// The delay schedule after failed attempts, and an optional hard limit.
///
/// `delays[i]` is the delay, in seconds, after failure number `i + 1`; the last entry repeats
/// for every later failure. The default is the iOS schedule of SPEC.md §4: failures 1–4 no
/// delay; after the 5th 1 minute, the 6th 5 minutes, the 7th and 8th 15 minutes each, the 9th
/// and later 1 hour each. *(source: Apple Platform Security guide, "Passcodes and passwords")*
/// `limit` optionally wipes the secret or locks it for good after N failures; it is off by
/// default.
///
/// ```swift
/// let policy = ThrottlePolicy.default
/// policy.delay(afterFailures: 5)              // 60
/// policy.attemptsBeforeDelay(failures: 1)     // 4
/// let strict = ThrottlePolicy(limit: FailureLimit(failures: 10, action: .wipe))
/// ```
public struct ThrottlePolicy: Hashable, Sendable {
  /// Delay after each failure, in seconds; the last entry repeats. Empty: never any delay.
  public let delays: [Double]
  /// Wipe or permanent lock after a number of failures; `nil` (the default) for none.
  public let limit: FailureLimit?

  /// The iOS delays: 0, 0, 0, 0, 60, 300, 900, 900, then 3600 seconds for every later failure.
  public static let iOSDelays: [Double] = [0, 0, 0, 0, 60, 300, 900, 900, 3600]

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - delays: `delays[i]` is the delay after failure `i + 1`, in seconds, finite and not
  ///     negative; the last entry repeats for later failures. The iOS schedule by default.
  ///   - limit: An optional wipe or permanent lock after N failures; none by default.
  /// - Precondition: Every delay is finite and at least 0 (a policy is code, not input).
  public init(delays: [Double] = ThrottlePolicy.iOSDelays, limit: FailureLimit? = nil) {
    precondition(delays.allSatisfy { $0.isFinite && $0 >= 0 }, "delays must be finite and >= 0")
    self.delays = delays
    self.limit = limit
  }

  /// The iOS schedule without a limit: 0, 0, 0, 0, 60, 300, 900, 900, then 3600 seconds for
  /// every later failure.
  public static let `default` = ThrottlePolicy()

  /// No delay ever and no limit: a count kept without throttling (fingerprint no-matches,
  /// after which the secret is required instead).
  static let unthrottled = ThrottlePolicy(delays: [])

  /// The delay after the `n`-th consecutive failure, in seconds; 0 for `n` ≤ 0.
  public func delay(afterFailures n: Int) -> Double {
    guard n > 0, let last = delays.last else { return 0 }
    return n <= delays.count ? delays[n - 1] : last
  }

  /// How many more attempts may fail before a delay starts, after `failures` failures.
  ///
  /// The attempt that starts a delay is included: with the default schedule after 1 failure
  /// this is 4 (the 2nd to 5th; the 5th starts 1 minute). 0 when a delay is already due after
  /// `failures` failures; `Int.max` when the policy never delays. The `limit` is not counted
  /// here: see `attemptsBeforeLimit(failures:)`.
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

  /// How many more attempts may fail before the limit acts (the one that reaches it
  /// included), after `failures` failures; `nil` without a limit.
  public func attemptsBeforeLimit(failures: Int) -> Int? {
    limit.map { max(0, $0.failures - max(0, failures)) }
  }

  /// Whether `failures` failures reach the limit with `action`.
  func reaches(_ action: FailureLimit.Action, failures: Int) -> Bool {
    guard let limit, limit.action == action else { return false }
    return failures >= limit.failures
  }
}
