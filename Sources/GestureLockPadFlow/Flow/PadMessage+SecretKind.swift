package import GestureLockCore
package import GestureLockSecurity

/// The pad's messages chosen by the kind of secret: a drawn pattern has its own words
/// ("Draw…", "Wrong pattern"), every typed kind (PIN, numeric code, passcode) shares the
/// passcode's ("Enter…", "Wrong passcode").
extension PadMessage {
  /// The prompt of `stage` for a secret of `kind`; a lockout's shows the seconds left at
  /// wall-clock time `wallNow` (seconds since 1970).
  package static func prompt(for stage: PadStage, kind: SecretKind, wallNow: Double)
    -> PadMessage
  {
    switch stage {
    case .enrolFirst: kind.isTyped ? .enterNewPasscode : .drawNewPattern
    case .enrolConfirm: kind.isTyped ? .confirmPasscode : .confirmPattern
    case .verify: kind.isTyped ? .enterPasscode : .drawPattern
    case .lockedOut(let until):
      .lockedOut(secondsRemaining: max(0, Int((until - wallNow).rounded(.up))))
    case .storeUnavailable: .storeUnavailable
    }
  }

  /// Fewer than `minimum` nodes, digits or characters (not a failed attempt).
  package static func tooShort(minimum: Int, kind: SecretKind) -> PadMessage {
    kind.isTyped ? .passcodeTooShort(minimum: minimum) : .tooShort(minimum: minimum)
  }

  /// The confirmation differed; enrolment starts over.
  package static func mismatch(kind: SecretKind) -> PadMessage {
    kind.isTyped ? .passcodeMismatch : .mismatch
  }

  /// A new secret was stored.
  package static func saved(kind: SecretKind) -> PadMessage {
    kind.isTyped ? .passcodeSaved : .enrolled
  }

  /// A wrong secret, with `attemptsLeft` before a delay.
  package static func wrong(kind: SecretKind, attemptsLeft: Int?) -> PadMessage {
    kind.isTyped
      ? .wrongPasscode(attemptsLeft: attemptsLeft) : .wrongPattern(attemptsLeft: attemptsLeft)
  }
}
