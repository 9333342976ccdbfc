package import GestureLockCore

/// Blank when idle, a lock screen's policy (`LockScreenPolicy.blankAfter`, `lock
/// --blank-after`) decided here for every device: after the idle time without input the
/// session's scene is black (`isBlank`); the loop wakes for it as for any deadline
/// (`nextDeadline(now:)`); the input that wakes the screen — a press with the rest of it up to
/// its release, a key, a move — is swallowed (`PadController` asks `idleBlankVerdict`
/// before the session sees an input), so waking is never part of an attempt.
///
/// The session never blanks while a check is pending, and the idle time starts again when a
/// verdict comes (`conclude(_:at:)`). Holds and a lockout's countdown go on under the blank;
/// fingerprint results neither wake it nor wait for it (a finger unlocks or is counted all
/// the same).
extension PadSession {
  /// Whether the lock screen is blank now: `scene(viewSize:)` is black.
  package var isBlank: Bool { idleBlank.isBlank }

  /// The frame for a screen without the pad (a lock screen's other outputs): the pad's
  /// background, or black while blank.
  package func backdrop(viewSize: Size) -> Scene {
    Scene(size: viewSize, background: isBlank ? IdleBlank.colour : PadStyle.standard.background)
  }

  /// When the screen blanks (monotonic seconds): `nil` while blank, never blanking, while a
  /// check is pending, and once unlocked (nothing left to hide: the loop ends).
  var blankDeadline: Double? {
    pendingCheck == nil && !hasUnlocked ? idleBlank.deadline : nil
  }

  /// Blanks when the idle time is over at `now` (not while a check is pending, nor once
  /// unlocked).
  func blankIfIdle(at now: Double) {
    if blankDeadline != nil { _ = idleBlank.advance(to: now) }
  }

  /// Passes one input through the idle blank at monotonic time `now`: `.pass` gives it to the
  /// pad; `.wake` (the screen woke: draw again) and `.swallow` (the rest of the waking press)
  /// keep it from the pad.
  package func idleBlankVerdict(for input: PadInput, at now: Double) -> IdleBlank.Verdict {
    idleBlank.take(input, now: now)
  }
}
