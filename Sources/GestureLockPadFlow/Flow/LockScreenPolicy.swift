/// What a lock screen asks of the pad's flow beyond a pad's (SPEC.md §9): it never enrols —
/// with nothing enrolled (a secret removed while locked) or a damaged store only the account
/// password can unlock, and the pad takes no input — and, when its host can check one, it
/// offers the account password one Tab away (`PadStage`-like sub-state of `PadSession`, see
/// `PadSession+AccountPassword.swift`).
package struct LockScreenPolicy: Equatable, Sendable {
  /// The account password, or `nil` where it cannot be checked (no PAM): then nothing
  /// enrolled or a damaged store leaves the screen locked.
  package var accountPassword: AccountPasswordOffer?

  /// A lock screen's policy.
  package init(accountPassword: AccountPasswordOffer?) {
    self.accountPassword = accountPassword
  }
}

/// The account password a lock screen offers: whose, and how long it may be.
package struct AccountPasswordOffer: Equatable, Sendable {
  /// The account whose password unlocks (named on its screen).
  package var user: String
  /// The most bytes a password may have (PAM's largest answer less its NUL: 511).
  package var maximumByteCount: Int

  /// An offer for `user`'s password.
  package init(user: String, maximumByteCount: Int) {
    self.user = user
    self.maximumByteCount = maximumByteCount
  }
}
