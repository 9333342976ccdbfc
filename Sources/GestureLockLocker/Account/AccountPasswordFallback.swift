public import GestureLockAccount

/// The lock screen's account password fallback: whose password, checked by which PAM
/// service, throttled by which counter (``AccountPasswordCounter``).
package struct AccountPasswordFallback {
  /// The counter: the profile's `LockService` (its account-password counter in the store).
  package let counter: any AccountPasswordCounter
  /// PAM, service `gesturelock` by default.
  package let authenticator: PAMAuthenticator
  /// The account whose password unlocks: the session's user.
  package let user: String

  /// Creates a fallback.
  package init(counter: any AccountPasswordCounter, authenticator: PAMAuthenticator, user: String) {
    self.counter = counter
    self.authenticator = authenticator
    self.user = user
  }
}
