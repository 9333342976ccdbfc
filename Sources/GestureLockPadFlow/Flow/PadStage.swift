package import GestureLockSecurity

/// Where the pad is in its flow: enrolment stages, verification, or a refusal to take input.
///
/// Enrolment is draw (or type), then again to confirm (SPEC.md §4); a mismatch returns to the
/// first stage. Whether the pad enrols or verifies, and whether it is locked out, is read from the
/// store at start, never assumed.
package enum PadStage: Equatable {
  /// Enrolment: the first drawing (or typing) of a new secret.
  case enrolFirst
  /// Enrolment: the confirming entry; holds the first secret in memory only.
  case enrolConfirm(Secret)
  /// Verification of the enrolled pattern.
  case verify
  /// Too many failures: input is refused until this wall-clock time (seconds since 1970).
  case lockedOut(until: Double)
  /// The store cannot be read: the pad stays locked and takes no input.
  case storeUnavailable

  /// The stage as the event log shows it (without the secret a confirmation holds).
  package var logged: PadLogEvent.Stage {
    switch self {
    case .enrolFirst: .enrol
    case .enrolConfirm: .confirm
    case .verify: .verify
    case .lockedOut(let until): .lockedOut(until: until)
    case .storeUnavailable: .storeUnavailable
    }
  }

  package static func == (lhs: PadStage, rhs: PadStage) -> Bool {
    switch (lhs, rhs) {
    case (.enrolFirst, .enrolFirst), (.verify, .verify), (.storeUnavailable, .storeUnavailable):
      true
    case (.enrolConfirm(let a), .enrolConfirm(let b)): a == b
    case (.lockedOut(let a), .lockedOut(let b)): a == b
    default: false
    }
  }
}
