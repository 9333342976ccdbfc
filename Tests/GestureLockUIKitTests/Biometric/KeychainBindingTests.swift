import GestureLockBiometrics
import GestureLockCore
import GestureLockSecurity
import GestureLockUIKit
import TestSupport
import Testing

/// The decisions of the optional Keychain binding of Face ID / Touch ID (issue 16): the
/// Security result codes, what a read of the `.biometryCurrentSet` item means, and what the
/// store sees, checked here because they are platform-free (the Keychain calls themselves are
/// Apple-only and only type-checked by `make check-apple`). Nothing but a read item is intact.
@Suite("Keychain binding")
struct KeychainBindingTests {
  @Test("The statuses carry SecBase.h's numbers and Security's names")
  func statusValues() {
    let documented: [(KeychainStatus, Int32, String)] = [
      (.success, 0, "errSecSuccess"), (.param, -50, "errSecParam"),
      (.userCanceled, -128, "errSecUserCanceled"), (.notAvailable, -25291, "errSecNotAvailable"),
      (.authFailed, -25293, "errSecAuthFailed"), (.duplicateItem, -25299, "errSecDuplicateItem"),
      (.itemNotFound, -25300, "errSecItemNotFound"),
      (.interactionNotAllowed, -25308, "errSecInteractionNotAllowed"),
      (.missingEntitlement, -34018, "errSecMissingEntitlement"),
    ]
    for (status, value, name) in documented {
      #expect(status.rawValue == value)
      #expect(status.description == name)
    }
    #expect(KeychainStatus(rawValue: -4).description == "OSStatus -4")
    #expect(
      KeychainStatus.itemNotFound.fault(operation: "SecItemDelete")
        == BiometricFault(
          operation: "SecItemDelete", name: "errSecItemNotFound", message: nil, code: -25300))
  }

  /// One read status and the outcomes it gives after an evaluation and without a prompt.
  struct ReadCase: Sendable, CustomTestStringConvertible {
    let status: KeychainStatus
    let afterEvaluation: KeychainBindingOutcome
    let probing: KeychainBindingOutcome
    var testDescription: String { status.description }
  }

  static func fault(_ status: KeychainStatus) -> KeychainBindingOutcome {
    .unavailable(.failed(status.fault(operation: "SecItemCopyMatching")))
  }

  static let readCases: [ReadCase] = [
    ReadCase(status: .success, afterEvaluation: .intact, probing: .intact),
    ReadCase(
      status: .itemNotFound, afterEvaluation: .biometrySetChanged, probing: .biometrySetChanged),
    ReadCase(
      status: .authFailed, afterEvaluation: .biometrySetChanged,
      probing: fault(.authFailed)),
    ReadCase(
      status: .interactionNotAllowed, afterEvaluation: fault(.interactionNotAllowed),
      probing: .intact),
    ReadCase(
      status: .userCanceled, afterEvaluation: fault(.userCanceled),
      probing: fault(.userCanceled)),
    ReadCase(
      status: .notAvailable, afterEvaluation: fault(.notAvailable),
      probing: fault(.notAvailable)),
    ReadCase(
      status: .missingEntitlement, afterEvaluation: .entitlementMissing,
      probing: .entitlementMissing),
    ReadCase(
      status: KeychainStatus(rawValue: -1), afterEvaluation: fault(KeychainStatus(rawValue: -1)),
      probing: fault(KeychainStatus(rawValue: -1))),
  ]

  @Test(
    "A read after the evaluation: only success is intact; an item gone or not opened is a changed set",
    arguments: readCases)
  func readAfterEvaluation(_ row: ReadCase) {
    #expect(KeychainBindingOutcome(readingAfterEvaluation: row.status) == row.afterEvaluation)
  }

  @Test(
    "A read without a prompt: an item gone is a changed set; one that wants biometry is intact so far",
    arguments: readCases)
  func probe(_ row: ReadCase) {
    #expect(KeychainBindingOutcome(probing: row.status) == row.probing)
  }

  @Test("What the store sees: the names unchanged while intact, one more when the set changed")
  func enrolledNames() throws {
    let names = try #require(BiometryDomainState.enrolledNames([0x01, 0x02, 0x03]))
    #expect(BiometryKeychainState.enrolledNames(names, binding: nil) == .success(names))
    #expect(BiometryKeychainState.enrolledNames(names, binding: .intact) == .success(names))
    #expect(
      BiometryKeychainState.enrolledNames(names, binding: .biometrySetChanged)
        == .success(names + ["keychain-binding:biometry-set-changed"]))
    #expect(
      BiometryKeychainState.enrolledNames(names, binding: .unavailable(.noReader))
        == .failure(.noReader))
  }

  @Test(
    "No keychain access group entitlement (macOS): biometric unlock is refused as not permitted, never run without the binding"
  )
  func missingEntitlement() throws {
    let names = try #require(BiometryDomainState.enrolledNames([0x01]))
    #expect(
      BiometryKeychainState.enrolledNames(names, binding: .entitlementMissing)
        == .failure(.permissionDenied))
    #expect(
      BiometryKeychainState.verification(afterMatch: .entitlementMissing)
        == .unavailable(.permissionDenied))
  }

  @Test("Making or removing the item: a missing entitlement is 'not permitted', the rest a fault")
  func bindingFailures() {
    #expect(
      KeychainBindingOutcome.failure(.missingEntitlement, in: "SecItemAdd") == .permissionDenied)
    for status in [
      KeychainStatus.param, .duplicateItem, .notAvailable, KeychainStatus(rawValue: -9),
    ] {
      #expect(
        KeychainBindingOutcome.failure(status, in: "SecItemAdd")
          == .failed(status.fault(operation: "SecItemAdd")))
    }
  }

  @Test("A match stands only with the item intact; never a match otherwise")
  func verification() {
    #expect(BiometryKeychainState.verification(afterMatch: .intact) == .finished(.match))
    #expect(
      BiometryKeychainState.verification(afterMatch: .unavailable(.permissionDenied))
        == .unavailable(.permissionDenied))
    guard
      case .unavailable(.failed(let fault)) = BiometryKeychainState.verification(
        afterMatch: .biometrySetChanged)
    else {
      Issue.record("a changed set must not verify")
      return
    }
    #expect(fault.operation == "SecItemCopyMatching")
  }

  @Test("A changed set seen by the binding makes LockService require the secret, until it is used")
  func changedSetRequiresTheSecret() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-keychain-binding")
    let service = try LockService(store: SQLiteCredentialStore(path: directory.path("lock.sqlite")))
    let pattern = try Pattern(parsing: "0-1-2-5-8", on: .standard)
    _ = try service.enroll(
      .pattern(pattern), confirmation: .pattern(pattern), rules: PatternRules(),
      kdf: .pbkdf2SHA256(iterations: 1_000))
    let domain = try #require(BiometryDomainState.enrolledNames([0x0a, 0x0b]))
    let intact = try BiometryKeychainState.enrolledNames(domain, binding: .intact).get()
    #expect(
      try service.enableFingerprint(verifying: .pattern(pattern), enrolledFingers: intact)
        == .accepted)
    #expect(try service.fingerprintStatus(enrolledFingers: intact)?.secretRequired == nil)
    #expect(try service.recordFingerprint(.match, enrolledFingers: intact) == .unlocked)

    // Same domain state, but the item is gone: the set changed.
    let changed = try BiometryKeychainState.enrolledNames(domain, binding: .biometrySetChanged)
      .get()
    #expect(
      try service.fingerprintStatus(enrolledFingers: changed)?.secretRequired == .fingersChanged)
    #expect(
      try service.recordFingerprint(.match, enrolledFingers: changed)
        == .secretRequired(.fingersChanged))
    // Sticky: an intact read later (a fresh item bound without the secret) does not undo it.
    #expect(
      try service.fingerprintStatus(enrolledFingers: intact)?.secretRequired == .fingersChanged)

    // The secret records the set again (the app binds a fresh item then).
    #expect(try service.verify(.pattern(pattern), enrolledFingers: intact) == .accepted)
    #expect(try service.fingerprintStatus(enrolledFingers: intact)?.secretRequired == nil)
  }
}
