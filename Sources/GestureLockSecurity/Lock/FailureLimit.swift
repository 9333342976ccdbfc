/// What happens when failed attempts reach a hard limit: the optional last step of a
/// `ThrottlePolicy` (off by default, SPEC.md §4).
///
/// The attempt that reaches the limit is counted (and its consequence recorded) before the
/// secret is checked, like every other failure, and undone only when that attempt turns out
/// to be right or a repeat of the previous wrong secret. A process killed during that check
/// therefore ends in the limit's consequence, never in a free guess. While that attempt is
/// being checked, a parallel attempt already sees the permanent lock; with a schedule that has
/// no delay at the limit, a parallel attempt then wipes (the check's verdict counts as lost).
///
/// ```swift
/// let policy = ThrottlePolicy(limit: FailureLimit(failures: 10, action: .wipe))
/// ```
public struct FailureLimit: Hashable, Sendable {
  /// The consequence of reaching the limit.
  public enum Action: String, Hashable, Sendable {
    /// Erase the profile's record: the secret and the counters are gone, verification answers
    /// `.wiped` once and `.notEnrolled` afterwards. The host erases the data it protected.
    case wipe
    /// Refuse every attempt (`.lockedPermanently`, without running the KDF) until a forced
    /// reset: `LockService.forceRemove()`, then a new enrolment.
    case lockPermanently
  }

  /// The failed attempt that triggers `action`, counting from 1.
  public let failures: Int
  /// What happens then.
  public let action: Action

  /// Creates a limit.
  ///
  /// - Parameters:
  ///   - failures: The failure that triggers the action, 1 or more (iOS offers 10 for wipe).
  ///   - action: Wipe or lock permanently.
  /// - Precondition: `failures` is at least 1 (a policy is code, not input).
  public init(failures: Int, action: Action) {
    precondition(failures >= 1, "a failure limit is at least 1")
    self.failures = failures
    self.action = action
  }
}
