internal import CPAM

/// Checks an account password with PAM, the way the system's login does.
///
/// One PAM transaction per call: `pam_start` with the service and user, `pam_authenticate`
/// (the password, through a conversation function that answers only hidden prompts),
/// `pam_acct_mgmt` (is the account usable now: not expired, not locked, allowed for this
/// service), `pam_end`. The service's stack is read from `/etc/pam.d/<service>`; `make install` puts `gesturelock` there, which includes
/// Debian's `common-auth` and `common-account`.
///
/// The call **blocks**, often for seconds: modules may sleep after a failure (`pam_faildelay`,
/// `pam_unix`'s delay of about 2 s), ask a network service, or spawn helpers such as
/// `unix_chkpwd`. Run it off any UI thread; that is the caller's job. Throttling is the
/// caller's job too (SPEC.md §9: the account password has its own counter).
///
/// ```swift
/// let pam = PAMAuthenticator()  // service "gesturelock"
/// var password = AccountPassword()
/// // … append the typed bytes …
/// if try pam.authenticate(user: userName, password: password) == .accepted { unlock() }
/// ```
public struct PAMAuthenticator: Hashable, Sendable {
  /// The service this package installs: `/etc/pam.d/gesturelock`.
  public static let defaultService = "gesturelock"

  /// The PAM service name: the file under `/etc/pam.d` that holds the stack.
  public let service: String

  /// Creates an authenticator for `service` (tests name a service of their own).
  public init(service: String = PAMAuthenticator.defaultService) {
    self.service = service
  }

  /// Asks PAM whether `password` is `user`'s and whether the account may be used now.
  ///
  /// - Parameters:
  ///   - user: The account name, e.g. the session's user; never prompted for.
  ///   - password: The password; only the conversation reads it, and only for a hidden
  ///     prompt. Nothing here copies it, logs it, or puts it in an error.
  /// - Returns: `.accepted` when both the authentication and the account check succeed,
  ///   `.rejected` for `PAM_AUTH_ERR` from authentication, `.accountUnavailable` with the
  ///   reason otherwise (see ``AccountUnavailableReason``).
  /// - Throws: `AccountError.invalidUserName` / `.invalidServiceName` before PAM is called;
  ///   `AccountError.pam` for every other PAM result (a missing module, a failed
  ///   conversation, `PAM_AUTHINFO_UNAVAIL`…), naming the C function that returned it.
  /// - Note: May block for seconds (see the type's overview). The corresponding C functions
  ///   are `pam_start`, `pam_authenticate`, `pam_acct_mgmt` and `pam_end`.
  public func authenticate(user: String, password: borrowing AccountPassword)
    throws(AccountError) -> PAMOutcome
  {
    guard !user.isEmpty, !user.utf8.contains(0) else { throw .invalidUserName(user) }
    guard Self.isPlainFileName(service) else { throw .invalidServiceName(service) }
    let result: Result<PAMOutcome, AccountError> = password.withCString { secret in
      var conversation = pam_conv(
        conv: PAMConversation.function,
        appdata_ptr: UnsafeMutableRawPointer(mutating: secret))
      var handle: OpaquePointer?
      let started = pam_start(service, user, &conversation, &handle)
      guard started == PAM_SUCCESS, let handle else {
        // A handle may exist even after a failure; pam_end releases it.
        if let handle { pam_end(handle, started) }
        return .failure(PAMFailure.error("pam_start", code: started))
      }
      var last = PAM_SUCCESS
      // pam_end wipes what libpam kept (the PAM_AUTHTOK item holds the password) and frees
      // the handle; it runs before `secret` goes out of scope.
      defer { pam_end(handle, last) }
      last = pam_authenticate(handle, 0)
      if let answer = Self.authenticationOutcome(last) { return answer }
      last = pam_acct_mgmt(handle, 0)
      return Self.accountOutcome(last)
    }
    return try result.get()
  }

  /// What a result of `pam_authenticate` means: `nil` to go on to the account check.
  static func authenticationOutcome(_ code: Int32) -> Result<PAMOutcome, AccountError>? {
    switch code {
    case PAM_SUCCESS: nil
    case PAM_AUTH_ERR: .success(.rejected)
    case PAM_USER_UNKNOWN: .success(.accountUnavailable(.unknownUser))
    case PAM_MAXTRIES: .success(.accountUnavailable(.tooManyAttempts))
    default: .failure(PAMFailure.error("pam_authenticate", code: code))
    }
  }

  /// What a result of `pam_acct_mgmt` means.
  static func accountOutcome(_ code: Int32) -> Result<PAMOutcome, AccountError> {
    switch code {
    case PAM_SUCCESS: .success(.accepted)
    case PAM_ACCT_EXPIRED: .success(.accountUnavailable(.expired))
    case PAM_NEW_AUTHTOK_REQD: .success(.accountUnavailable(.passwordChangeRequired))
    case PAM_PERM_DENIED, PAM_AUTH_ERR: .success(.accountUnavailable(.denied))
    case PAM_USER_UNKNOWN: .success(.accountUnavailable(.unknownUser))
    default: .failure(PAMFailure.error("pam_acct_mgmt", code: code))
    }
  }

  /// Whether `name` could be a file directly in `/etc/pam.d`: letters, digits, `.`, `_`, `-`,
  /// not starting with a dot, at most 255 bytes.
  static func isPlainFileName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard !bytes.isEmpty, bytes.count <= 255, bytes[0] != UInt8(ascii: ".") else { return false }
    return bytes.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "-"):
        true
      default: false
      }
    }
  }
}
