internal import CPAM
import Testing

@testable import GestureLockAccount

/// What a PAM result code becomes: an outcome, or an error.
typealias Answer = Result<PAMOutcome, AccountError>

/// One PAM result code and what it must become.
struct CodeCase: Sendable, CustomTestStringConvertible {
  let code: PAMResultCode
  let expected: Answer?
  var testDescription: String { "\(code)" }
}

@Suite("What PAM's result codes mean")
struct PAMOutcomeTests {
  static func failure(_ operation: String, _ code: PAMResultCode) -> Answer {
    .failure(
      .pam(operation: operation, code: code, message: PAMFailure.message(for: code.rawValue)))
  }

  static let authentication: [CodeCase] = [
    CodeCase(code: .success, expected: nil),
    CodeCase(code: .authenticationError, expected: .success(.rejected)),
    CodeCase(code: .userUnknown, expected: .success(.accountUnavailable(.unknownUser))),
    CodeCase(code: .maximumTries, expected: .success(.accountUnavailable(.tooManyAttempts))),
    CodeCase(
      code: .authenticationInfoUnavailable,
      expected: failure("pam_authenticate", .authenticationInfoUnavailable)),
    CodeCase(
      code: .credentialsInsufficient,
      expected: failure("pam_authenticate", .credentialsInsufficient)),
    CodeCase(code: .conversationError, expected: failure("pam_authenticate", .conversationError)),
    CodeCase(code: .abort, expected: failure("pam_authenticate", .abort)),
    CodeCase(code: .systemError, expected: failure("pam_authenticate", .systemError)),
  ]

  static let account: [CodeCase] = [
    CodeCase(code: .success, expected: .success(.accepted)),
    CodeCase(code: .accountExpired, expected: .success(.accountUnavailable(.expired))),
    CodeCase(
      code: .newPasswordRequired, expected: .success(.accountUnavailable(.passwordChangeRequired))),
    CodeCase(code: .permissionDenied, expected: .success(.accountUnavailable(.denied))),
    CodeCase(code: .authenticationError, expected: .success(.accountUnavailable(.denied))),
    CodeCase(code: .userUnknown, expected: .success(.accountUnavailable(.unknownUser))),
    CodeCase(code: .bufferError, expected: failure("pam_acct_mgmt", .bufferError)),
    CodeCase(code: .serviceError, expected: failure("pam_acct_mgmt", .serviceError)),
  ]

  @Test("pam_authenticate's results", arguments: authentication)
  func authenticationResults(_ testCase: CodeCase) {
    #expect(PAMAuthenticator.authenticationOutcome(testCase.code.rawValue) == testCase.expected)
  }

  @Test("pam_acct_mgmt's results", arguments: account)
  func accountResults(_ testCase: CodeCase) {
    #expect(PAMAuthenticator.accountOutcome(testCase.code.rawValue) == testCase.expected)
  }

  @Test("The named codes are libpam's values, and their text is pam_strerror's")
  func namedCodes() {
    #expect(PAMResultCode.success.rawValue == 0)
    #expect(PAMResultCode.authenticationError.rawValue == PAM_AUTH_ERR)
    #expect(PAMResultCode.conversationError.rawValue == PAM_CONV_ERR)
    #expect(PAMResultCode.authenticationError.description == "Authentication failure (7)")
  }

  @Test("A user name that PAM would prompt for, or cannot carry, is refused before PAM")
  func invalidUserNames() throws {
    let password = try AccountPassword(copying: Array("x".utf8))
    for name in ["", "a\u{0}b"] {
      #expect(throws: AccountError.invalidUserName(name)) {
        _ = try PAMAuthenticator().authenticate(user: name, password: password)
      }
    }
  }

  @Test("A service name that is not a plain file name in /etc/pam.d is refused before PAM")
  func invalidServiceNames() throws {
    let password = try AccountPassword(copying: Array("x".utf8))
    for service in [
      "", "../shadow", "a/b", ".hidden", "sp ace", String(repeating: "a", count: 256),
    ] {
      #expect(throws: AccountError.invalidServiceName(service)) {
        _ = try PAMAuthenticator(service: service).authenticate(user: "root", password: password)
      }
    }
    for service in ["gesturelock", "gesturelock-echo", "a.b_c-1"] {
      #expect(PAMAuthenticator.isPlainFileName(service))
    }
  }
}
