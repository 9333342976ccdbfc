import GestureLockBiometrics
import GestureLockFingerprint
import Testing

extension FingerprintTests {
  @Suite("fprintd's result names") struct ScanNames {
    struct Case: Sendable, CustomTestStringConvertible {
      let name: String
      let scan: FingerprintScan
      var final = true
      var testDescription: String { name }
    }

    static let cases: [Case] = [
      Case(name: "verify-match", scan: .match),
      Case(name: "verify-no-match", scan: .noMatch),
      Case(name: "verify-retry-scan", scan: .retry(.scanAgain), final: false),
      Case(name: "verify-swipe-too-short", scan: .retry(.swipeTooShort), final: false),
      Case(name: "verify-finger-not-centered", scan: .retry(.fingerNotCentered), final: false),
      Case(name: "verify-remove-and-retry", scan: .retry(.removeAndRetry), final: false),
      Case(name: "verify-disconnected", scan: .disconnected),
      Case(name: "verify-unknown-error", scan: .unknownError),
      Case(name: "verify-something-new", scan: .unknownError),
      Case(name: "", scan: .unknownError),
    ]

    @Test("Each VerifyStatus result name maps to its scan", arguments: cases)
    func mapping(_ testCase: Case) {
      let scan = FingerprintScan(fprintdResult: testCase.name)
      #expect(scan == testCase.scan)
      #expect(scan.isFinal == testCase.final)
    }
  }
}
