import GestureLockSecurity

/// Cheap KDF parameters for tests (the shipped default takes ~0.3 s per run).
let cheapKDF = KeyDerivation.pbkdf2SHA256(iterations: 1_000)

/// The case of a `SecurityError`, without its message, for comparing in tables.
enum ErrorCase: String, Sendable {
  case storeUnavailable, invalidHash, cryptoFailure, invalidSecret, invalidParameters
  case invalidProfile

  init(_ error: SecurityError) {
    switch error {
    case .storeUnavailable: self = .storeUnavailable
    case .invalidHash: self = .invalidHash
    case .cryptoFailure: self = .cryptoFailure
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
