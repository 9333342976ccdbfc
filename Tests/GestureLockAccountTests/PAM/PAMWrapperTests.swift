import Foundation
import TestSupport
import Testing

/// One authentication through the real libpam and the expected line from the probe.
struct PAMCase: Sendable, CustomTestStringConvertible {
  let label: String
  let user: String
  let password: [UInt8]
  let service: String?
  /// The probe's line on standard output.
  let expected: String

  var testDescription: String { label }

  init(
    _ label: String, user: String, password: [UInt8], service: String? = nil, expected: String
  ) {
    self.label = label
    self.user = user
    self.password = password
    self.service = service
    self.expected = expected
  }

  static let all: [PAMCase] = {
    let alice = PAMWrapperFixture.alice
    let bob = PAMWrapperFixture.bob
    let dave = PAMWrapperFixture.dave
    let erin = PAMWrapperFixture.erin
    return [
      PAMCase("the right password", user: "alice", password: alice.password, expected: "accepted"),
      PAMCase(
        "a wrong password", user: "alice", password: Array("Kq7-s3cret-ALICF".utf8),
        expected: "rejected"),
      PAMCase(
        "the right password with one byte more", user: "alice", password: alice.password + [0x21],
        expected: "rejected"),
      PAMCase(
        "another user's password", user: "alice", password: bob.password, expected: "rejected"),
      PAMCase(
        "a user pam_matrix does not know (it answers PAM_AUTH_ERR)", user: "mallory",
        password: alice.password, expected: "rejected"),
      PAMCase(
        "an empty password for a user who has one", user: "alice", password: [],
        expected: "rejected"),
      PAMCase(
        "an empty password for a user whose password is empty", user: "carol",
        password: [], expected: "accepted"),
      PAMCase(
        "a UTF-8 password beyond ASCII", user: "bob", password: bob.password,
        expected: "accepted"),
      PAMCase(
        "the same password in another normal form (é as e + U+0301) is another password",
        user: "bob", password: Array("e\u{301}té-密码-🔑-BOB".utf8), expected: "rejected"),
      PAMCase(
        "a password that is not UTF-8 (Latin-1)", user: "erin", password: erin.password,
        expected: "accepted"),
      PAMCase(
        "the right password for an account this service may not use (pam_acct_mgmt)",
        user: "dave", password: dave.password, expected: "unavailable denied"),
      PAMCase(
        "the service name reaches pam_start: the same user in the service they may use",
        user: "dave", password: dave.password, service: "otherapp", expected: "accepted"),
      PAMCase(
        "a visible prompt is refused (pam_matrix turns PAM_CONV_ERR into PAM_AUTHINFO_UNAVAIL)",
        user: "alice", password: alice.password, service: "gesturelock-echo",
        expected: "error pam pam_authenticate 9"),
      PAMCase(
        "the longest password PAM takes reaches PAM", user: "alice",
        password: Array(repeating: 0x61, count: 511), expected: "rejected"),
    ]
  }()
}

/// `PAMAuthenticator` against the real libpam under pam_wrapper, one probe process per case
/// (pam_wrapper must be preloaded when a process starts).
///
/// Serialized: pam_wrapper copies the configuration into `/tmp/pam.<one letter>` it picks
/// with a check-then-create, so many processes started at once could collide.
@Suite("PAM through pam_wrapper and pam_matrix", .serialized)
struct PAMWrapperTests {
  let fixture: PAMWrapperFixture

  init() throws { fixture = try PAMWrapperFixture() }

  @Test("The probe's answer", arguments: PAMCase.all)
  func outcome(_ testCase: PAMCase) throws {
    let result = try fixture.authenticate(
      user: testCase.user, password: testCase.password, service: testCase.service)
    #expect(result.stdout == testCase.expected + "\n", "stderr: \(result.stderr)")
    #expect(result.status == (testCase.expected.hasPrefix("error") ? 1 : 0))
  }

  @Test("No password ever appears in the probe's standard output or error", arguments: PAMCase.all)
  func passwordNeverPrinted(_ testCase: PAMCase) throws {
    let result = try fixture.authenticate(
      user: testCase.user, password: testCase.password, service: testCase.service)
    // pam_wrapper's debug log is on (PAM_WRAPPER_DEBUGLEVEL=2): standard error is not empty.
    #expect(!result.stderr.isEmpty)
    for user in PAMWrapperFixture.users where !user.password.isEmpty {
      let output = Array(result.stdout.utf8) + Array(result.stderr.utf8)
      #expect(
        output.firstRange(of: user.password) == nil, "\(user.name)'s password was printed")
    }
    let typed = Array(testCase.password.prefix(16))
    if typed.count >= 4 {
      let output = Array(result.stdout.utf8) + Array(result.stderr.utf8)
      #expect(output.firstRange(of: typed) == nil, "the typed password was printed")
    }
  }
}
