public import GestureLockBiometrics

/// What the store sees of the biometric Keychain binding: the enrolled-set names reported to
/// the fingerprint rules, from LocalAuthentication's names (`BiometryDomainState`) and the
/// binding's latest `KeychainBindingOutcome`.
///
/// The store's rule is the fprintd one: a set of names other than the one recorded at the
/// last secret unlock requires the secret (`SecretRequirement.fingersChanged`,
/// GestureLockSecurity's `LockService+Fingerprint`), and stays so until the secret records a
/// fresh set. A binding whose item is gone adds one more name, so the set differs from any set
/// recorded while the item was readable; the app binds a fresh item when it turns biometric
/// unlock on again (`LockService.enableFingerprint`, with the secret).
///
/// ```swift
/// let names = BiometryKeychainState.enrolledNames(domainNames, binding: .biometrySetChanged)
/// // ["la-domain-state:…", "keychain-binding:biometry-set-changed"]
/// ```
public enum BiometryKeychainState {
  /// The name added when the binding's item is gone (`.biometrySetChanged`).
  public static let changedName = "keychain-binding:biometry-set-changed"

  /// The names to report to the fingerprint rules (`BiometricUnlocker.availability()`).
  ///
  /// - Parameters:
  ///   - names: LocalAuthentication's names (`BiometryDomainState.enrolledNames`).
  ///   - binding: The binding's latest outcome, or `nil` when no binding is used.
  /// - Returns: `names` when the binding is unused or intact; `names` plus `changedName` when
  ///   the set changed; `.permissionDenied` when the app may not keep the binding's item (no
  ///   keychain access group entitlement); the failure when the binding is unavailable
  ///   (biometric unlock is not offered: the secret is the way in).
  public static func enrolledNames(_ names: [String], binding: KeychainBindingOutcome?)
    -> Result<[String], FingerprintUnavailable>
  {
    switch binding {
    case nil, .intact: .success(names)
    case .biometrySetChanged: .success(names + [changedName])
    case .entitlementMissing: .failure(.permissionDenied)
    case .unavailable(let why): .failure(why)
    }
  }

  /// How a verification that LocalAuthentication accepted ends once the binding was read
  /// with the evaluated context: a match only when the item is intact; otherwise not a match,
  /// and the fault says why (the next `availability()` reports the changed set).
  ///
  /// - Parameter binding: The outcome of the read after the evaluation.
  /// - Returns: `.finished(.match)` for `.intact`; `.unavailable(…)` otherwise.
  public static func verification(afterMatch binding: KeychainBindingOutcome)
    -> FingerprintVerification
  {
    switch binding {
    case .intact: .finished(.match)
    case .biometrySetChanged:
      .unavailable(
        .failed(
          BiometricFault(
            operation: "SecItemCopyMatching", name: "keychain-binding",
            message: "the enrolled faces or fingers changed since the binding", code: 0)))
    case .entitlementMissing: .unavailable(.permissionDenied)
    case .unavailable(let why): .unavailable(why)
    }
  }
}
