import GestureLockPadFlow
import Testing

/// LocalAuthentication's error codes mapped to the biometric protocol's outcomes (issue 16):
/// the mapping the iOS unlocker uses, checked here because it is platform-free. Nothing but a
/// success is a match.
@Suite("LocalAuthentication codes")
struct LocalAuthenticationCodeTests {
  @Test("The raw values are LAError.Code's")
  func rawValues() {
    let documented: [LocalAuthenticationCode: Int] = [
      .authenticationFailed: -1, .userCancel: -2, .userFallback: -3, .systemCancel: -4,
      .passcodeNotSet: -5, .biometryNotAvailable: -6, .biometryNotEnrolled: -7,
      .biometryLockout: -8, .appCancel: -9, .invalidContext: -10, .biometryNotPaired: -12,
      .biometryDisconnected: -13, .notInteractive: -1004,
    ]
    #expect(documented.count == LocalAuthenticationCode.allCases.count)
    for (code, value) in documented { #expect(code.rawValue == value) }
  }

  @Test("A failed recognition is a no-match; cancellations are cancelled; no code is a match")
  func verification() {
    #expect(LocalAuthenticationCode.authenticationFailed.verification == .finished(.noMatch))
    for code in [LocalAuthenticationCode.userCancel, .userFallback, .systemCancel, .appCancel] {
      #expect(code.verification == .cancelled)
    }
    #expect(
      LocalAuthenticationCode.biometryNotEnrolled.verification
        == .unavailable(.noEnrolledFingers))
    #expect(LocalAuthenticationCode.biometryNotAvailable.verification == .unavailable(.noReader))
    for code in LocalAuthenticationCode.allCases {
      #expect(code.verification != .finished(.match), "\(code)")
    }
  }

  @Test("Lockout and other domains are faults naming the code; never available")
  func faults() {
    let lockout = LocalAuthenticationCode.verification(
      domain: LocalAuthenticationCode.domain, code: -8, message: "locked")
    #expect(
      lockout
        == .unavailable(
          .failed(
            BiometricFault(
              operation: "LAContext.evaluatePolicy", name: "LAError.biometryLockout",
              message: nil, code: -8))))
    let other = LocalAuthenticationCode.verification(
      domain: "NSOSStatusErrorDomain", code: -25293, message: nil)
    #expect(
      other
        == .unavailable(
          .failed(
            BiometricFault(
              operation: "LAContext.evaluatePolicy", name: "NSOSStatusErrorDomain",
              message: nil, code: -25293))))
    #expect(
      LocalAuthenticationCode.unavailability(
        domain: LocalAuthenticationCode.domain, code: -1004, message: nil) == .permissionDenied)
    #expect(
      LocalAuthenticationCode.unavailability(
        domain: LocalAuthenticationCode.domain, code: 42, message: nil)
        == .failed(
          BiometricFault(
            operation: "LAContext.canEvaluatePolicy", name: LocalAuthenticationCode.domain,
            message: nil, code: 42)))
  }

  @Test("The domain state becomes one enrolled-set name; an empty one is no binding")
  func domainState() {
    #expect(BiometryDomainState.enrolledNames([0x00, 0xab, 0x7f]) == ["la-domain-state:00ab7f"])
    #expect(BiometryDomainState.enrolledNames([UInt8]()) == nil)
    #expect(
      BiometryDomainState.enrolledNames([1, 2]) != BiometryDomainState.enrolledNames([1, 3]))
  }
}
