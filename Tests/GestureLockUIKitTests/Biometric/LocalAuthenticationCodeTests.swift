import GestureLockBiometrics
import GestureLockUIKit
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

  /// One reading of the two domain states and what it gives.
  struct DomainStateCase: Sendable, CustomTestStringConvertible {
    let legacy: [UInt8]?
    let stateHash: [UInt8]?
    let names: [String]?
    let migration: EnrolledNamesMigration?
    let testDescription: String
  }

  static let domainStateCases: [DomainStateCase] = [
    DomainStateCase(
      legacy: [0x0a], stateHash: nil, names: ["la-domain-state:0a"], migration: nil,
      testDescription: "before iOS 18: the old value alone"),
    DomainStateCase(
      legacy: [0x0a], stateHash: [0xb1], names: ["la-biometry-state:b1"],
      migration: EnrolledNamesMigration(
        previous: ["la-domain-state:0a"], current: ["la-biometry-state:b1"]),
      testDescription: "iOS 18: the new value, and the old one's name to carry over"),
    DomainStateCase(
      legacy: nil, stateHash: [0xb1], names: ["la-biometry-state:b1"], migration: nil,
      testDescription: "iOS 18, the old value gone: the new value, nothing to carry over"),
    DomainStateCase(
      legacy: [], stateHash: [0xb1], names: ["la-biometry-state:b1"], migration: nil,
      testDescription: "an empty old value is none"),
    DomainStateCase(
      legacy: [0x0a], stateHash: [], names: ["la-domain-state:0a"], migration: nil,
      testDescription: "an empty new value is none"),
    DomainStateCase(
      legacy: nil, stateHash: nil, names: nil, migration: nil,
      testDescription: "neither: not available (the secret is asked for)"),
  ]

  @Test(
    "The two domain states: the new one names the set when there is one; the old one is carried over",
    arguments: domainStateCases)
  func domainStateReading(_ row: DomainStateCase) {
    let reading = BiometryDomainState.reading(legacy: row.legacy, stateHash: row.stateHash)
    #expect(reading?.names == row.names)
    #expect(reading?.migration == row.migration)
  }

  @Test("The old and new values' names never collide, even for the same bytes")
  func domainStatePrefixes() {
    let old = BiometryDomainState.reading(legacy: [1, 2], stateHash: nil)?.names
    let new = BiometryDomainState.reading(legacy: nil, stateHash: [1, 2])?.names
    #expect(old != nil && new != nil && old != new)
  }

  @Test("The domain state becomes one enrolled-set name; an empty one is no binding")
  func domainState() {
    #expect(BiometryDomainState.enrolledNames([0x00, 0xab, 0x7f]) == ["la-domain-state:00ab7f"])
    #expect(BiometryDomainState.enrolledNames([UInt8]()) == nil)
    #expect(
      BiometryDomainState.enrolledNames([1, 2]) != BiometryDomainState.enrolledNames([1, 3]))
  }
}
