public import GestureLockBiometrics

/// What the biometric Keychain binding says about the enrolled faces or fingers: the answer
/// of reading the binding's Keychain item, an item created with `.biometryCurrentSet` access
/// control, which the system invalidates when a face or finger is added or removed
/// (https://developer.apple.com/documentation/security/secaccesscontrolcreateflags/biometrycurrentset).
///
/// Platform-free, so the decisions are tested on Linux; GestureLockUIKit's
/// `BiometricKeychainBinding` reads the item and maps the `OSStatus` here. Only a successful
/// read is `.intact`; nothing here unlocks, and anything unexpected asks for the secret.
public enum KeychainBindingOutcome: Hashable, Sendable {
  /// The item was read: the enrolled set is the one bound at enable time.
  case intact
  /// The item is gone or cannot be opened by a successful biometric evaluation: the set
  /// changed since it was bound (or the item was removed). The secret is required.
  case biometrySetChanged
  /// The app may not use the data protection keychain: it has no keychain access group
  /// entitlement (`errSecMissingEntitlement`), which macOS requires of it (an app signed
  /// without `keychain-access-groups` or an application identifier, a command-line tool). The
  /// binding cannot exist there: biometric unlock is refused (`.permissionDenied`) for as long
  /// as the app asks for a binding, rather than silently running without the binding it asked
  /// for. Add the entitlement, or give the unlocker no binding.
  case entitlementMissing
  /// The Keychain could not say (no keychain, a cancellation, a prompt that was not allowed,
  /// an unknown status). Biometric unlock is not used now.
  case unavailable(FingerprintUnavailable)

  /// What reading the item with an already evaluated `LAContext` (`kSecUseAuthenticationContext`,
  /// with `interactionNotAllowed` set, so there is no second prompt) returned.
  ///
  /// - `errSecSuccess` → `.intact`.
  /// - `errSecItemNotFound` (the item was invalidated or removed) and `errSecAuthFailed` (the
  ///   evaluated faces or fingers do not open it) → `.biometrySetChanged`.
  /// - `errSecMissingEntitlement` → `.entitlementMissing`.
  /// - Anything else (`errSecInteractionNotAllowed`, `errSecUserCanceled`, …) →
  ///   `.unavailable(.failed(fault))`, the fault naming `SecItemCopyMatching` and the status.
  public init(readingAfterEvaluation status: KeychainStatus) {
    switch status {
    case .success: self = .intact
    case .itemNotFound, .authFailed: self = .biometrySetChanged
    case .missingEntitlement: self = .entitlementMissing
    default: self = .unavailable(.failed(status.fault(operation: "SecItemCopyMatching")))
    }
  }

  /// What a read without any prompt (a fresh `LAContext` with `interactionNotAllowed`, before
  /// any evaluation) returned: a cheap look, before the evaluation, for an item that is gone.
  ///
  /// - `errSecItemNotFound` → `.biometrySetChanged` (nothing to open any more).
  /// - `errSecInteractionNotAllowed` (the item is there and wants Face ID / Touch ID) and
  ///   `errSecSuccess` → `.intact` so far: the read after the evaluation decides.
  /// - `errSecMissingEntitlement` → `.entitlementMissing`.
  /// - Anything else → `.unavailable(.failed(fault))`.
  public init(probing status: KeychainStatus) {
    switch status {
    case .success, .interactionNotAllowed: self = .intact
    case .itemNotFound: self = .biometrySetChanged
    case .missingEntitlement: self = .entitlementMissing
    default: self = .unavailable(.failed(status.fault(operation: "SecItemCopyMatching")))
    }
  }

  /// Why making or removing the binding's item failed, for `BiometricKeychainBinding.bind()`
  /// and `unbind()`: `.permissionDenied` for `errSecMissingEntitlement` (the app may not use
  /// the data protection keychain: see `entitlementMissing`), else `.failed(fault)` naming
  /// `operation` and the status.
  ///
  /// - Parameters:
  ///   - status: What `SecItemAdd` or `SecItemDelete` returned (not `errSecSuccess`).
  ///   - operation: The call, e.g. `"SecItemAdd"`.
  public static func failure(_ status: KeychainStatus, in operation: String)
    -> FingerprintUnavailable
  {
    status == .missingEntitlement ? .permissionDenied : .failed(status.fault(operation: operation))
  }
}
