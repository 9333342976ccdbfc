internal import CPAM

/// A Linux-PAM result code, in the manner of swift-system's `Errno`.
///
/// The answers that are about the password or the account become a ``PAMOutcome``; every other
/// code reaches the caller inside ``AccountError/pam(operation:code:message:)``.
///
/// ```swift
/// if case .pam(_, let code, _) = error, code == .authenticationInfoUnavailable { … }
/// ```
public struct PAMResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The C value, e.g. `PAM_AUTH_ERR`.
  public let rawValue: Int32

  /// Wraps a C value.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// `PAM_SUCCESS`: the call succeeded.
  public static let success = PAMResultCode(rawValue: PAM_SUCCESS)
  /// `PAM_OPEN_ERR`: a module named in the service file could not be loaded.
  public static let openError = PAMResultCode(rawValue: PAM_OPEN_ERR)
  /// `PAM_SYMBOL_ERR`: a symbol was missing from a module.
  public static let symbolError = PAMResultCode(rawValue: PAM_SYMBOL_ERR)
  /// `PAM_SERVICE_ERR`: a module failed in a way that is the service's fault.
  public static let serviceError = PAMResultCode(rawValue: PAM_SERVICE_ERR)
  /// `PAM_SYSTEM_ERR`: a system error, e.g. a bad handle or a missing service file.
  public static let systemError = PAMResultCode(rawValue: PAM_SYSTEM_ERR)
  /// `PAM_BUF_ERR`: memory ran out.
  public static let bufferError = PAMResultCode(rawValue: PAM_BUF_ERR)
  /// `PAM_PERM_DENIED`: the account may not be used now (by this service, at this hour…).
  public static let permissionDenied = PAMResultCode(rawValue: PAM_PERM_DENIED)
  /// `PAM_AUTH_ERR`: authentication failed (most often: the wrong password).
  public static let authenticationError = PAMResultCode(rawValue: PAM_AUTH_ERR)
  /// `PAM_CRED_INSUFFICIENT`: the application lacks the credentials to authenticate.
  public static let credentialsInsufficient = PAMResultCode(rawValue: PAM_CRED_INSUFFICIENT)
  /// `PAM_AUTHINFO_UNAVAIL`: a module could not reach its authentication information
  /// (a network service down, a password database missing).
  public static let authenticationInfoUnavailable = PAMResultCode(rawValue: PAM_AUTHINFO_UNAVAIL)
  /// `PAM_USER_UNKNOWN`: no module knows the user.
  public static let userUnknown = PAMResultCode(rawValue: PAM_USER_UNKNOWN)
  /// `PAM_MAXTRIES`: a module's own limit of attempts is reached; do not try again.
  public static let maximumTries = PAMResultCode(rawValue: PAM_MAXTRIES)
  /// `PAM_NEW_AUTHTOK_REQD`: the password is right but must be changed now.
  public static let newPasswordRequired = PAMResultCode(rawValue: PAM_NEW_AUTHTOK_REQD)
  /// `PAM_ACCT_EXPIRED`: the account has expired.
  public static let accountExpired = PAMResultCode(rawValue: PAM_ACCT_EXPIRED)
  /// `PAM_CONV_ERR`: the conversation failed (e.g. it refused a prompt it cannot answer).
  public static let conversationError = PAMResultCode(rawValue: PAM_CONV_ERR)
  /// `PAM_ABORT`: a module asked for the whole transaction to stop.
  public static let abort = PAMResultCode(rawValue: PAM_ABORT)

  /// PAM's English text for the code and the number, e.g. "Authentication failure (7)".
  /// The corresponding C function is `pam_strerror`.
  public var description: String { "\(PAMFailure.message(for: rawValue)) (\(rawValue))" }
}

/// The one error funnel for libpam: a failed call becomes ``AccountError/pam(operation:code:message:)``
/// with the function's name, the code and PAM's text for it. That text is PAM's fixed table
/// for the code (`pam_strerror`), so no password and no module message can reach it.
enum PAMFailure {
  /// Makes the error for a failed call.
  ///
  /// - Parameters:
  ///   - operation: The C function that failed, e.g. `"pam_authenticate"`.
  ///   - code: The result code it returned.
  static func error(_ operation: String, code: Int32) -> AccountError {
    .pam(operation: operation, code: PAMResultCode(rawValue: code), message: message(for: code))
  }

  /// PAM's text for `code`. The corresponding C function is `pam_strerror`, which in
  /// Linux-PAM reads only the code (the handle may be absent, as after a failed `pam_start`).
  static func message(for code: Int32) -> String {
    guard let text = pam_strerror(nil, code) else { return "PAM error" }
    return String(cString: text)
  }
}
