/// What a `LockPolicy` says about a new secret, before anything is hashed.
public enum PolicyEvaluation: Hashable, Sendable {
  /// The secret may be enrolled.
  case allowed
  /// The secret may be enrolled, but the user should be warned (and offered to choose
  /// another).
  case allowedWithWarning(PolicyWarning)
  /// The secret may not be enrolled: `outcome` is the `EnrolmentOutcome` enrolment would give
  /// (`.tooShort`, `.tooLong`, `.pinLength` or `.commonPIN`).
  case refused(EnrolmentOutcome)
}

/// A reason to warn about a secret that policy still allows.
public enum PolicyWarning: String, Hashable, Sendable {
  /// The PIN is on the common-PIN list (`BlocklistMode.warn`).
  case commonPIN
}
