public import GestureLockBiometrics

/// A Security framework result code (`OSStatus`) of the Keychain calls behind the biometric
/// Keychain binding (`SecItemAdd`, `SecItemCopyMatching`, `SecItemDelete`), as a number with
/// named statics, the way swift-system's `Errno` names `errno` values.
///
/// Platform-free, so the binding's decisions (`KeychainBindingOutcome`) are tested on Linux;
/// GestureLockUIKit's `BiometricKeychainBinding` passes the `OSStatus` it got. The names are
/// Apple's "Security Framework Result Codes"
/// (https://developer.apple.com/documentation/security/security-framework-result-codes); the
/// numbers are those of Security's `SecBase.h` (Apple's pages show the names only).
public struct KeychainStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The `OSStatus` value.
  public let rawValue: Int32

  /// The status with this `OSStatus` value.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// `errSecSuccess` (0): no error.
  public static let success = Self(rawValue: 0)
  /// `errSecParam` (-50): a parameter was not valid.
  public static let param = Self(rawValue: -50)
  /// `errSecUserCanceled` (-128): the person cancelled the operation.
  public static let userCanceled = Self(rawValue: -128)
  /// `errSecNotAvailable` (-25291): no keychain is available.
  public static let notAvailable = Self(rawValue: -25291)
  /// `errSecAuthFailed` (-25293): authorization or authentication failed.
  public static let authFailed = Self(rawValue: -25293)
  /// `errSecDuplicateItem` (-25299): the item already exists.
  public static let duplicateItem = Self(rawValue: -25299)
  /// `errSecItemNotFound` (-25300): the item cannot be found.
  public static let itemNotFound = Self(rawValue: -25300)
  /// `errSecInteractionNotAllowed` (-25308): user interaction is not allowed (the item needs
  /// an authentication that may not be asked for now).
  public static let interactionNotAllowed = Self(rawValue: -25308)
  /// `errSecMissingEntitlement` (-34018): a required entitlement is missing.
  public static let missingEntitlement = Self(rawValue: -34018)

  /// The named statuses, for names in faults.
  static let names: [Int32: String] = [
    0: "errSecSuccess", -50: "errSecParam", -128: "errSecUserCanceled",
    -25291: "errSecNotAvailable", -25293: "errSecAuthFailed", -25299: "errSecDuplicateItem",
    -25300: "errSecItemNotFound", -25308: "errSecInteractionNotAllowed",
    -34018: "errSecMissingEntitlement",
  ]

  /// The Security constant's name (`"errSecItemNotFound"`), or `"OSStatus <n>"`.
  public var description: String { Self.names[rawValue] ?? "OSStatus \(rawValue)" }

  /// A fault for this status in `operation` (e.g. `"SecItemAdd"`): its name in `name`, the
  /// number in `code`.
  public func fault(operation: String) -> BiometricFault {
    BiometricFault(
      operation: operation, name: Self.names[rawValue], message: nil, code: rawValue)
  }
}
