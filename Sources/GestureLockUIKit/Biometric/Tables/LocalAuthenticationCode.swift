public import GestureLockBiometrics

/// The error codes of Apple's LocalAuthentication framework (`LAError.Code`, domain
/// `LAErrorDomain`), as numbers, and what each means to the pad: how a Face ID / Touch ID
/// evaluation ended, or why biometric unlock cannot be used.
///
/// Platform-free, so the mapping is tested on Linux; GestureLockUIKit's
/// `LocalAuthenticationUnlocker` reads the `NSError` code of `LAContext`'s reply and asks
/// this type. The raw values are those of `LAError.Code`
/// (https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code).
///
/// Every case that is not a match means "use the secret": nothing here unlocks.
public enum LocalAuthenticationCode: Int, Hashable, Sendable, CaseIterable {
  /// `authenticationFailed`: the person was not recognised (a face or finger, not an
  /// enrolled one).
  case authenticationFailed = -1
  /// `userCancel`: the person tapped Cancel in the system's dialog.
  case userCancel = -2
  /// `userFallback`: the person tapped the fallback button ("Enter Password").
  case userFallback = -3
  /// `systemCancel`: the system cancelled (another app came to the foreground).
  case systemCancel = -4
  /// `passcodeNotSet`: the device has no passcode, so biometry cannot be used.
  case passcodeNotSet = -5
  /// `biometryNotAvailable`: no Face ID / Touch ID on this device, or not allowed to this
  /// app (the person said no to Face ID, or `NSFaceIDUsageDescription` is missing).
  case biometryNotAvailable = -6
  /// `biometryNotEnrolled`: no face or finger enrolled.
  case biometryNotEnrolled = -7
  /// `biometryLockout`: too many failed attempts; the device passcode is needed first.
  case biometryLockout = -8
  /// `appCancel`: the app cancelled (`LAContext.invalidate()`).
  case appCancel = -9
  /// `invalidContext`: the context was invalidated before or during the evaluation.
  case invalidContext = -10
  /// `biometryNotPaired`: biometry only through an accessory, and none is paired.
  case biometryNotPaired = -12
  /// `biometryDisconnected`: the paired accessory is not connected.
  case biometryDisconnected = -13
  /// `notInteractive`: the system's dialog may not be shown (`interactionNotAllowed`).
  case notInteractive = -1004

  /// The error domain LocalAuthentication's errors carry (`LAErrorDomain`).
  public static let domain = "com.apple.LocalAuthentication"

  /// How an evaluation that failed with this code ended, for `BiometricUnlocker.verify`.
  ///
  /// A failed recognition is a final `.noMatch` (recorded, and counted by the profile's
  /// no-match limit); a cancellation by the person, the system or the app is `.cancelled`
  /// (nothing recorded: the secret is the way in); the rest say why biometry cannot be used.
  public var verification: FingerprintVerification {
    switch self {
    case .authenticationFailed: .finished(.noMatch)
    case .userCancel, .userFallback, .systemCancel, .appCancel, .invalidContext: .cancelled
    case .biometryDisconnected: .finished(.disconnected)
    default: .unavailable(unavailability(operation: "LAContext.evaluatePolicy"))
    }
  }

  /// Why biometric unlock cannot be used, for `BiometricUnlocker.availability()`
  /// (`LAContext.canEvaluatePolicy(_:error:)` failed with this code).
  public var unavailability: FingerprintUnavailable {
    unavailability(operation: "LAContext.canEvaluatePolicy")
  }

  /// `unavailability`, with the fault (for codes that have no case of their own) naming
  /// `operation`.
  private func unavailability(operation: String) -> FingerprintUnavailable {
    switch self {
    case .biometryNotAvailable, .biometryNotPaired, .biometryDisconnected: .noReader
    case .biometryNotEnrolled: .noEnrolledFingers
    case .notInteractive: .permissionDenied
    case .biometryLockout, .passcodeNotSet, .authenticationFailed, .userCancel, .userFallback,
      .systemCancel, .appCancel, .invalidContext:
      .failed(fault(operation: operation))
    }
  }

  /// The fault for this code: its `LAError.Code` name in `name`, the number in `code`.
  public func fault(operation: String, message: String? = nil) -> BiometricFault {
    BiometricFault(
      operation: operation, name: "LAError.\(self)", message: message, code: Int32(rawValue))
  }

  /// What an `NSError` from LocalAuthentication means, from its domain and code: the
  /// evaluation's end for a known code of `LAErrorDomain`; a fault for anything else.
  ///
  /// - Parameters:
  ///   - domain: The error's domain (`NSError.domain`).
  ///   - code: The error's code (`NSError.code`).
  ///   - message: The error's description, kept for people only.
  public static func verification(domain: String, code: Int, message: String?)
    -> FingerprintVerification
  {
    if domain == Self.domain, let known = Self(rawValue: code) { return known.verification }
    return .unavailable(
      .failed(
        BiometricFault(
          operation: "LAContext.evaluatePolicy", name: domain, message: message,
          code: Int32(truncatingIfNeeded: code))))
  }

  /// Why biometric unlock cannot be used, from a `canEvaluatePolicy` error's domain and code.
  public static func unavailability(domain: String, code: Int, message: String?)
    -> FingerprintUnavailable
  {
    if domain == Self.domain, let known = Self(rawValue: code) { return known.unavailability }
    return .failed(
      BiometricFault(
        operation: "LAContext.canEvaluatePolicy", name: domain, message: message,
        code: Int32(truncatingIfNeeded: code)))
  }
}
