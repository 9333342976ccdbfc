package import GestureLockCore
package import GestureLockSecurity

/// The pad's messages chosen by the kind of secret: a drawn pattern has its own words
/// ("Draw…", "Wrong pattern"), a PIN its own ("Enter your PIN", as the refusal of a common PIN
/// says), the numeric code and the passcode share the passcode's ("Enter…", "Wrong passcode").
extension PadMessage {
  /// The prompt of `stage` for a secret of `kind`; a lockout's shows the seconds left at
  /// wall-clock time `wallNow` (seconds since 1970).
  package static func prompt(for stage: PadStage, kind: SecretKind, wallNow: Double)
    -> PadMessage
  {
    switch stage {
    case .enrolFirst:
      kind == .pin ? .enterNewPIN : kind.isTyped ? .enterNewPasscode : .drawNewPattern
    case .enrolConfirm:
      kind == .pin ? .confirmPIN : kind.isTyped ? .confirmPasscode : .confirmPattern
    case .verify: kind == .pin ? .enterPIN : kind.isTyped ? .enterPasscode : .drawPattern
    case .lockedOut(let until):
      .lockedOut(secondsRemaining: max(0, Int((until - wallNow).rounded(.up))))
    case .storeUnavailable: .storeUnavailable
    }
  }

  /// The verification prompt while fingerprint unlock is offered beside the pad.
  package static func touchOrEnter(kind: SecretKind) -> PadMessage {
    kind == .pin ? .touchOrEnterPIN : kind.isTyped ? .touchOrEnterPasscode : .touchOrDrawPattern
  }

  /// Fewer than `minimum` nodes, digits or characters (not a failed attempt).
  package static func tooShort(minimum: Int, kind: SecretKind) -> PadMessage {
    kind.isTyped ? .passcodeTooShort(minimum: minimum) : .tooShort(minimum: minimum)
  }

  /// The confirmation differed; enrolment starts over.
  package static func mismatch(kind: SecretKind) -> PadMessage {
    kind == .pin ? .pinMismatch : kind.isTyped ? .passcodeMismatch : .mismatch
  }

  /// A new secret was stored.
  package static func saved(kind: SecretKind) -> PadMessage {
    kind == .pin ? .pinSaved : kind.isTyped ? .passcodeSaved : .enrolled
  }

  /// A wrong secret, with `attemptsLeft` before a delay.
  package static func wrong(kind: SecretKind, attemptsLeft: Int?) -> PadMessage {
    switch kind {
    case .pin: .wrongPIN(attemptsLeft: attemptsLeft)
    case .pattern: .wrongPattern(attemptsLeft: attemptsLeft)
    default: .wrongPasscode(attemptsLeft: attemptsLeft)
    }
  }
}
