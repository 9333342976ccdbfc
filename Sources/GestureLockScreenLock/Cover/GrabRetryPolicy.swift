/// How hard the cover tries for a grab another program holds: a number of attempts with a
/// pause between them.
///
/// A grab is often held for a moment by a menu or a key binding that is closing, which is why
/// i3lock and xsecurelock retry for about a second before giving up. Attempts are counted, not
/// timed, so the number of tries is the same on a slow machine.
public struct GrabRetryPolicy: Hashable, Sendable {
  /// How many times each grab is tried in all (at least 1).
  public var attempts: Int
  /// The pause after a failed attempt, in microseconds.
  public var pauseMicroseconds: UInt32

  /// Creates a policy; `attempts` below 1 count as 1.
  public init(attempts: Int, pauseMicroseconds: UInt32) {
    self.attempts = max(1, attempts)
    self.pauseMicroseconds = pauseMicroseconds
  }

  /// 100 attempts 10 ms apart: about one second, as i3lock and xsecurelock allow.
  public static let standard = GrabRetryPolicy(attempts: 100, pauseMicroseconds: 10_000)
}
