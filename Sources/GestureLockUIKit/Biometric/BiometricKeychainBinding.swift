// The optional Keychain binding of Face ID / Touch ID: an item readable only with the faces or
// fingers enrolled when it was made (`.biometryCurrentSet`), so a new one requires the secret.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/security/secaccesscontrolcreatewithflags(_:_:_:_:)
// https://developer.apple.com/documentation/security/secaccesscontrolcreateflags/biometrycurrentset
// https://developer.apple.com/documentation/security/ksecattraccesscontrol
// https://developer.apple.com/documentation/security/ksecattraccessiblewhenpasscodesetthisdeviceonly
// https://developer.apple.com/documentation/security/ksecuseauthenticationcontext
// https://developer.apple.com/documentation/security/ksecusedataprotectionkeychain
// https://developer.apple.com/documentation/security/secitemadd(_:_:)
// https://developer.apple.com/documentation/security/secitemcopymatching(_:_:)
// https://developer.apple.com/documentation/security/secitemdelete(_:)
// https://developer.apple.com/documentation/security/secrandomcopybytes(_:_:_:)
// https://developer.apple.com/documentation/security/security-framework-result-codes
// https://developer.apple.com/documentation/localauthentication/lacontext/interactionnotallowed
#if canImport(LocalAuthentication) && canImport(Security)
  internal import Foundation
  public import LocalAuthentication
  internal import Security
  public import GestureLockBiometrics

  /// The Keychain binding of biometric unlock: a random token in a generic-password item whose
  /// access control is `.biometryCurrentSet`, readable only after Face ID / Touch ID with the
  /// faces or fingers enrolled when it was made. The system invalidates the item when one is
  /// added or removed, so reading it tells whether the set changed
  /// (`KeychainBindingOutcome`; the decisions are GestureLockPadFlow's, tested on Linux).
  ///
  /// The item lives in the data protection keychain (`kSecUseDataProtectionKeychain`), the
  /// only one whose items take biometric access control. On macOS an app may use it only with a
  /// keychain access group entitlement (`keychain-access-groups`, or an application
  /// identifier); without one every call answers `errSecMissingEntitlement`, and the binding
  /// says so as a typed outcome (`KeychainBindingOutcome.entitlementMissing`): `bind()` throws
  /// `.permissionDenied`, and an unlocker given the binding reports biometric unlock
  /// unavailable (`.permissionDenied`) rather than running without the binding it was asked
  /// for. Add the entitlement, or give the unlocker no binding.
  ///
  /// Opt-in, next to LocalAuthentication's domain state (`BiometryDomainState`): give it to
  /// `LocalAuthenticationUnlocker(reason:keychainBinding:)`, call ``bind()`` when the person
  /// turns biometric unlock on, before reading the unlocker's `availability()` names for
  /// `LockService.enableFingerprint(verifying:enrolledFingers:)`, and ``unbind()`` when they
  /// turn it off. After a changed set the store requires the secret until it is turned on
  /// again that way. The
  /// item is `WhenPasscodeSetThisDeviceOnly`: never in backups or on another device, and gone
  /// with the device passcode. The token is not a secret of the lock; only whether it can be
  /// read matters.
  ///
  /// ```swift
  /// let binding = BiometricKeychainBinding(profile: "default")
  /// let unlocker = LocalAuthenticationUnlocker(reason: "Unlock", keychainBinding: binding)
  /// try binding.bind()  // when biometric unlock is turned on
  /// let names = try unlocker.availability().get()
  /// _ = try lock.enableFingerprint(verifying: secret, enrolledFingers: names)
  /// ```
  public final class BiometricKeychainBinding: Sendable {
    /// Whether a read since the last ``bind()`` found the set changed: remembered so that
    /// ``probe()`` says so before the next evaluation, whatever the item answers then.
    private let changed = ChangedFlag()

    /// The item's service (`kSecAttrService`).
    public let service: String
    /// The item's account (`kSecAttrAccount`): the profile's name.
    public let account: String

    /// The binding of one profile.
    ///
    /// - Parameters:
    ///   - profile: The lock profile's name, the item's account.
    ///   - service: The item's service; one per app is enough.
    public init(profile: String, service: String = "GestureLock.biometric-binding") {
      self.service = service
      self.account = profile
    }

    /// The attributes naming the item (class, service, account, data protection keychain).
    private var itemQuery: [String: Any] {
      [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: account,
        kSecUseDataProtectionKeychain as String: true,
      ]
    }

    /// Makes a fresh item (a new random 32-byte token) readable only with the faces or fingers
    /// enrolled now, replacing an old one. Call it when biometric unlock is turned on, before
    /// reading the names to enable it with (the item is no secret: one left by an enable that
    /// was refused does no harm).
    ///
    /// - Throws: `FingerprintUnavailable.permissionDenied` when the app has no keychain access
    ///   group entitlement (`errSecMissingEntitlement`: on macOS the data protection keychain
    ///   requires one; see `KeychainBindingOutcome.entitlementMissing`); otherwise
    ///   `FingerprintUnavailable.failed` naming the call (`SecRandomCopyBytes`,
    ///   `SecAccessControlCreateWithFlags`, `SecItemDelete`, `SecItemAdd`) and its status,
    ///   e.g. when no face or finger is enrolled or the device has no passcode.
    public func bind() throws(FingerprintUnavailable) {
      var token = [UInt8](repeating: 0, count: 32)
      let random = token.withUnsafeMutableBytes {
        SecRandomCopyBytes(kSecRandomDefault, $0.count, $0.baseAddress!)
      }
      guard random == errSecSuccess else {
        throw .failed(KeychainStatus(rawValue: random).fault(operation: "SecRandomCopyBytes"))
      }
      guard
        let access = SecAccessControlCreateWithFlags(
          nil, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryCurrentSet, nil)
      else {
        throw .failed(
          BiometricFault(
            operation: "SecAccessControlCreateWithFlags", name: nil, message: nil, code: 0))
      }
      try unbind()
      var attributes = itemQuery
      attributes[kSecAttrAccessControl as String] = access
      attributes[kSecValueData as String] = Data(token)
      let status = SecItemAdd(attributes as CFDictionary, nil)
      guard status == errSecSuccess else {
        throw KeychainBindingOutcome.failure(KeychainStatus(rawValue: status), in: "SecItemAdd")
      }
      changed.value = false
    }

    /// Reads the item with `context`, a context on which Face ID / Touch ID was just evaluated
    /// successfully: no second prompt (`interactionNotAllowed` is set on it first).
    ///
    /// - Parameter context: The evaluated context (`kSecUseAuthenticationContext`).
    /// - Returns: `.intact`, `.biometrySetChanged` (item gone or not opened by this
    ///   evaluation) or `.unavailable(…)`; see `KeychainBindingOutcome(readingAfterEvaluation:)`.
    public func check(context: LAContext) -> KeychainBindingOutcome {
      context.interactionNotAllowed = true
      let outcome = KeychainBindingOutcome(readingAfterEvaluation: read(with: context))
      if outcome == .biometrySetChanged { changed.value = true }
      return outcome
    }

    /// Looks for the item without any prompt (a fresh context with `interactionNotAllowed`),
    /// before an evaluation: an item that is gone is `.biometrySetChanged`; one that wants
    /// Face ID / Touch ID is `.intact` so far (``check(context:)`` decides after the
    /// evaluation).
    public func probe() -> KeychainBindingOutcome {
      if changed.value { return .biometrySetChanged }
      let context = LAContext()
      defer { context.invalidate() }
      context.interactionNotAllowed = true
      return KeychainBindingOutcome(probing: read(with: context))
    }

    /// Deletes the item; nothing to delete is fine. Call it when biometric unlock is disabled.
    ///
    /// - Throws: `FingerprintUnavailable.permissionDenied` without a keychain access group
    ///   entitlement (as `bind()`); `FingerprintUnavailable.failed` naming `SecItemDelete` and
    ///   its status otherwise.
    public func unbind() throws(FingerprintUnavailable) {
      let status = SecItemDelete(itemQuery as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else {
        throw KeychainBindingOutcome.failure(KeychainStatus(rawValue: status), in: "SecItemDelete")
      }
    }

    /// `SecItemCopyMatching` for the item's data (reading the data, not only the attributes,
    /// is what the access control guards) with `context`.
    private func read(with context: LAContext) -> KeychainStatus {
      var query = itemQuery
      query[kSecReturnData as String] = true
      query[kSecMatchLimit as String] = kSecMatchLimitOne
      query[kSecUseAuthenticationContext as String] = context
      var result: CFTypeRef?
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      return KeychainStatus(rawValue: status)
    }

    /// A Boolean shared by the threads that check and probe. `NSLock` with `lock()`/`unlock()`:
    /// `Synchronization.Mutex` needs iOS 18 and `NSLocking.withLock` iOS 16.
    private final class ChangedFlag: @unchecked Sendable {
      private let lock = NSLock()
      private var flag = false

      var value: Bool {
        get {
          lock.lock()
          defer { lock.unlock() }
          return flag
        }
        set {
          lock.lock()
          defer { lock.unlock() }
          flag = newValue
        }
      }
    }
  }
#endif
