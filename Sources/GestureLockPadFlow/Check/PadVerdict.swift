package import GestureLockSecurity

/// The store's answer to a `PadCheck`, handed back to the session
/// (`PadSession.conclude(_:at:)`): the one verdict type every host gives, whether it checked
/// synchronously (the Linux pads) or not. What is shown, held, counted down and logged follows
/// from it inside the session.
package enum PadVerdict: Equatable, Sendable {
  /// The answer to `.verify`; `lockedUntil`: the lockout in force after a rejection (the
  /// store's status read after it), else `nil`.
  case verified(VerificationOutcome, lockedUntil: Double?)
  /// The answer to `.enrol`; `stored`: after `.alreadyEnrolled`, what another process
  /// enrolled meanwhile (`nil` when it could not be read), else `nil`.
  case enrolled(EnrolmentOutcome, stored: EnrolledStatus?)
  /// The answer to `.refreshStatus`.
  case status(LockStatus)
  /// The answer to `.accountPassword`.
  case accountPassword(AccountPasswordOutcome)
  /// The store (or the KDF) failed: nothing was decided. The session fails closed.
  case failed(SecurityError)
}
