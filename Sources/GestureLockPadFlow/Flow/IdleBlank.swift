package import GestureLockCore

/// Blank when idle (a lock screen's `LockScreenPolicy.blankAfter`): after `seconds` without
/// input the screen shows nothing (black); the input that wakes it is swallowed — a press with
/// everything up to its release, or a key, a move — so waking is never part of an attempt.
/// A plain value `PadSession` keeps (`PadSession+IdleBlank.swift`); no device decides it.
///
/// Times are seconds on a monotonic clock.
package struct IdleBlank: Equatable, Sendable {
  /// What a blank screen shows: black, every pixel.
  package static let colour = Color(rgb8: 0, 0, 0)

  /// Seconds without input before blanking; `nil`: never.
  package let seconds: Double?
  /// When input last came (or the idle time last restarted).
  package private(set) var lastInput: Double
  /// Whether the screen is blank now.
  package private(set) var isBlank = false
  /// The pointer whose press woke the screen, while the rest of that press (up to its
  /// release) is being swallowed.
  private var swallowedPointer: Int?

  /// - Parameters:
  ///   - seconds: Seconds without input before blanking; `nil` or not above 0: never.
  ///   - now: The start of the idle time.
  package init(seconds: Double?, now: Double) {
    self.seconds = seconds.flatMap { $0 > 0 ? $0 : nil }
    lastInput = now
  }

  /// When to blank, while awake; `nil` when blank, or never blanking.
  package var deadline: Double? {
    guard let seconds, !isBlank else { return nil }
    return lastInput + seconds
  }

  /// Blanks when the deadline passed. Returns whether it blanked now.
  package mutating func advance(to now: Double) -> Bool {
    guard let deadline, now >= deadline else { return false }
    isBlank = true
    return true
  }

  /// Starts the idle time again at `now` without waking (a verdict shown: the user watches
  /// it). Nothing while blank.
  package mutating func restart(at now: Double) {
    guard !isBlank else { return }
    lastInput = now
  }

  /// What to do with one input.
  package enum Verdict: Equatable, Sendable {
    /// Give it to the pad.
    case pass
    /// Swallow it; the screen just woke (draw again).
    case wake
    /// Swallow it (the rest of the waking press).
    case swallow
  }

  /// Decides about one person's input at `now`: a touch's phases tell a press and its release
  /// (by pointer) from everything else (keys, text, moves, `PadInput.activity`). A resize
  /// ends the swallowing of a press (the device forgets its press then too); `.quit`,
  /// `.redraw` and `.resized` are no person's input and always pass.
  package mutating func take(_ input: PadInput, now: Double) -> Verdict {
    switch input {
    case .quit, .redraw: return .pass
    case .resized:
      swallowedPointer = nil
      return .pass
    case .touch, .key, .text, .activity: break
    }
    lastInput = now
    if isBlank {
      isBlank = false
      if case .touch(_, .began, let pointer) = input { swallowedPointer = pointer }
      return .wake
    }
    guard let swallowed = swallowedPointer else { return .pass }
    if case .touch(_, let phase, let pointer) = input, pointer == swallowed,
      phase == .ended || phase == .cancelled
    {
      swallowedPointer = nil
    }
    return .swallow
  }
}
