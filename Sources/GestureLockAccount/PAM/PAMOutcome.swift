/// PAM's answer about an account password: accepted, rejected, or the account cannot be used.
///
/// Expected answers are values; a PAM failure that says nothing about the password (a missing
/// module, memory) is thrown as ``AccountError/pam(operation:code:message:)`` instead.
///
/// ```swift
/// switch try PAMAuthenticator().authenticate(user: "ana", password: password) {
/// case .accepted: unlock()
/// case .rejected: countFailure()
/// case .accountUnavailable(let reason): show(reason)
/// }
/// ```
public enum PAMOutcome: Hashable, Sendable {
  /// `pam_authenticate` and `pam_acct_mgmt` both succeeded.
  case accepted
  /// `pam_authenticate` said `PAM_AUTH_ERR`: most often the wrong password. Stacks such as
  /// Debian's `common-auth` also answer this way for a user they do not know.
  case rejected
  /// The account cannot be used now, whatever the password.
  case accountUnavailable(AccountUnavailableReason)
}

/// Why PAM will not let an account in, from `pam_authenticate` or `pam_acct_mgmt`.
public enum AccountUnavailableReason: Hashable, Sendable {
  /// No module knows the user (`PAM_USER_UNKNOWN`).
  case unknownUser
  /// A module's own attempt limit is reached, e.g. `pam_faillock` (`PAM_MAXTRIES`).
  case tooManyAttempts
  /// The account has expired (`PAM_ACCT_EXPIRED`).
  case expired
  /// The password was right but has expired and must be changed first
  /// (`PAM_NEW_AUTHTOK_REQD`). A screen locker may choose to unlock anyway: the user has
  /// proved who they are, and changing the password is the session's business.
  case passwordChangeRequired
  /// The account check refused: locked, outside its hours, not allowed for this service
  /// (`PAM_PERM_DENIED`, or `PAM_AUTH_ERR` from `pam_acct_mgmt`).
  case denied
}
