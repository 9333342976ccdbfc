import GestureLockSecurity

/// Cheap KDF parameters for tests (the shipped default takes ~0.3 s per run).
let cheapKDF = KeyDerivation.pbkdf2SHA256(iterations: 1_000)

/// The case of a `SecurityError`, without its message, for comparing in tables.
enum ErrorCase: String, Sendable {
  case storeUnavailable, storeFile, storeBusy, invalidHash, cryptoFailure, invalidSecret
  case invalidParameters, invalidProfile, storeReadOnly, storeFull, keyDerivationUnavailable

  /// Whether the store failed: damaged, unreadable or a path that cannot be used (the lock
  /// fails closed for each).
  var isStoreFailure: Bool { self == .storeUnavailable || self == .storeFile }

  init(_ error: SecurityError) {
    switch error {
    case .storeUnavailable: self = .storeUnavailable
    case .storeFile: self = .storeFile
    case .storeBusy: self = .storeBusy
    case .storeReadOnly: self = .storeReadOnly
    case .storeFull: self = .storeFull
    case .invalidHash: self = .invalidHash
    case .cryptoFailure: self = .cryptoFailure
    case .keyDerivationUnavailable: self = .keyDerivationUnavailable
    case .invalidSecret: self = .invalidSecret
    case .invalidParameters: self = .invalidParameters
    case .invalidProfile: self = .invalidProfile
    }
  }
}

/// The `SecurityError` that `body` throws, or `nil` when it returns.
func securityError<T>(_ body: () throws(SecurityError) -> T) -> SecurityError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}

extension LockPolicy {
  /// The default policy with the cheap KDF.
  static var cheap: LockPolicy {
    var policy = LockPolicy()
    policy.keyDerivation = cheapKDF
    return policy
  }

  /// The cheap policy with `change` applied.
  static func cheap(_ change: (inout LockPolicy) -> Void) -> LockPolicy {
    var policy = LockPolicy.cheap
    change(&policy)
    return policy
  }
}

/// A common-PIN list for tests: exactly the given PINs (the rule-based iOS list lives in Core).
struct ListedPINs: CommonPINList {
  let pins: Set<String>
  init(_ pins: Set<String>) { self.pins = pins }
  func contains(_ digits: String) -> Bool { pins.contains(digits) }
}
