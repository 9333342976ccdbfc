package import GestureLockAccount
package import GestureLockCore
package import GestureLockPadFlow
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

extension AccountPasswordFallback {
  /// What the session offers: the account, and PAM's longest password.
  package var offer: AccountPasswordOffer {
    AccountPasswordOffer(user: user, maximumByteCount: AccountPassword.capacity)
  }

  /// PAM's answer for `typed` (the session's bytes, copied into an `AccountPassword` that is
  /// wiped when it ends): `true` accepted, `false` rejected (or the account cannot be used),
  /// `nil` when PAM could not check it. The counter around it is `LockService`'s
  /// (`LockServiceChecker`).
  package func check(_ typed: SecretBytes) -> Bool? {
    var password = AccountPassword()
    for index in 0..<typed.count where !password.append(typed[index]) { return nil }
    switch try? authenticator.authenticate(user: user, password: password) {
    case .accepted?: return true
    case .rejected?, .accountUnavailable?: return false
    case nil: return nil
    }
  }
}
