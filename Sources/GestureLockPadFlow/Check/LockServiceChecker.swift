package import GestureLockCore
package import GestureLockSecurity

/// The Linux pads' checker: the profile's `LockService`, and its fingerprint rules when
/// fingerprint unlock is on (a right secret then also records the reader's fingers).
package final class LockServiceChecker: PadChecker {
  private let service: LockService
  private let fingerprintRecorder: (any FingerprintRecorder)?
  private let accountPassword: ((SecretBytes) -> Bool?)?

  /// A checker on `service`.
  ///
  /// - Parameter fingerprintRecorder: Where a right secret records the enrolled fingers
  ///   (`PadCheck.verify` with fingers); `nil` without fingerprint unlock.
  /// - Parameter accountPassword: Checks an account password (the lock screen's PAM):
  ///   `true` accepted, `false` rejected, `nil` could not check; `nil`: none is offered (the
  ///   answer is then `.notChecked`).
  package init(
    service: LockService, fingerprintRecorder: (any FingerprintRecorder)? = nil,
    accountPassword: ((SecretBytes) -> Bool?)? = nil
  ) {
    self.service = service
    self.fingerprintRecorder = fingerprintRecorder
    self.accountPassword = accountPassword
  }

  package func run(_ check: PadCheck) -> PadVerdict {
    do throws(SecurityError) {
      switch check {
      case .verify(let secret, let fingerprintOn, let fingers):
        let outcome =
          if fingerprintOn, let fingerprintRecorder {
            try fingerprintRecorder.verify(secret, enrolledFingers: fingers)
          } else {
            try service.verify(secret)
          }
        guard case .rejected = outcome else { return .verified(outcome, lockedUntil: nil) }
        return .verified(outcome, lockedUntil: try service.status().lockedUntil)
      case .enrol(let first, let confirmation, let rules):
        let outcome =
          if let rules {
            try service.enroll(first, confirmation: confirmation, rules: rules)
          } else {
            try service.enroll(first, confirmation: confirmation)
          }
        guard outcome == .alreadyEnrolled else { return .enrolled(outcome, stored: nil) }
        return .enrolled(outcome, stored: (try? service.status())?.enrolledStatus)
      case .refreshStatus:
        return .status(try service.status())
      case .accountPassword(let bytes):
        guard let accountPassword else { return .accountPassword(.notChecked) }
        return .accountPassword(try service.verifyAccountPassword { accountPassword(bytes) })
      }
    } catch {
      return .failed(error)
    }
  }
}
