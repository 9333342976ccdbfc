/// What can go wrong when asking PAM about the account password, other than a wrong password
/// or an unavailable account (those are ``PAMOutcome`` values).
///
/// No case carries the password or anything derived from it.
public enum AccountError: Error, Equatable, Sendable {
  /// The user name is empty or holds a NUL byte (PAM would otherwise prompt for a name).
  case invalidUserName(String)
  /// The service name is not a plain file name that could sit in `/etc/pam.d`.
  case invalidServiceName(String)
  /// The password holds a NUL byte, which a C string cannot carry.
  case passwordContainsNUL
  /// The password is longer than PAM accepts in one answer (``AccountPassword/capacity``).
  case passwordTooLong(maximum: Int)
  /// A PAM call failed: the C function, its result code and PAM's text for the code.
  case pam(operation: String, code: PAMResultCode, message: String)
}
