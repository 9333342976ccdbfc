/// Blank when idle: after `seconds` without input the lock screen draws nothing (black); the
/// input that wakes it is swallowed — a press with everything up to its release, or a key —
/// so waking is never part of an attempt. A plain value the pad's device drives.
///
/// Times are seconds on a monotonic clock.
struct IdleBlank: Equatable, Sendable {
  /// Seconds without input before blanking; `nil`: never.
  let seconds: Double?
  /// When input last came.
  private(set) var lastInput: Double
  /// Whether the screen is blank now.
  private(set) var isBlank = false
  /// Whether the rest of a press that woke the screen is being swallowed.
  private var swallowingPress = false

  init(seconds: Double?, now: Double) {
    self.seconds = seconds.flatMap { $0 > 0 ? $0 : nil }
    lastInput = now
  }

  /// When to blank, while awake; `nil` when blank, or never blanking.
  var deadline: Double? {
    guard let seconds, !isBlank else { return nil }
    return lastInput + seconds
  }

  /// Blanks when the deadline passed. Returns whether it blanked now.
  mutating func advance(to now: Double) -> Bool {
    guard let deadline, now >= deadline else { return false }
    isBlank = true
    return true
  }

  /// What to do with one input at `now`.
  enum Verdict: Equatable {
    /// Give it to the pad.
    case pass
    /// Swallow it; the screen just woke (draw again).
    case wake
    /// Swallow it (the rest of the waking press).
    case swallow
  }

  /// Decides about one input: `isPress`/`isRelease` tell a pointer press and release apart
  /// from everything else (moves, keys).
  mutating func take(isPress: Bool, isRelease: Bool, now: Double) -> Verdict {
    lastInput = now
    if isBlank {
      isBlank = false
      swallowingPress = isPress
      return .wake
    }
    if swallowingPress {
      if isRelease { swallowingPress = false }
      return .swallow
    }
    return .pass
  }
}
