package import GestureLockAccount
package import GestureLockSecurity

/// The lock screen's account password fallback: whose password, checked by which PAM
/// service, throttled by which counter.
package struct AccountPasswordFallback {
  /// The profile's lock service: its account-password counter
  /// (`LockService.verifyAccountPassword(_:)`), stored before PAM is asked, whether or not a
  /// secret is enrolled, and apart from the secret's record, so that restarting the pad's
  /// process gives no free try.
  package let service: LockService
  /// PAM, service `gesturelock` by default.
  package let authenticator: PAMAuthenticator
  /// The account whose password unlocks: the session's user.
  package let user: String

  /// Creates a fallback.
  package init(service: LockService, authenticator: PAMAuthenticator, user: String) {
    self.service = service
    self.authenticator = authenticator
    self.user = user
  }
}
