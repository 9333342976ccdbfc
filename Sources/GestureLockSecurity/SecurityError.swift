/// The errors of the security module: the store, the KDFs and the C libraries behind them.
///
/// Expected outcomes of verification (accepted, rejected, throttled) are values of
/// `VerificationOutcome`, not errors. No case ever carries a secret.
public enum SecurityError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The store cannot be opened, read or written, or its content is damaged.
  /// The lock fails closed: never "unlocked", never a counted failure.
  case storeUnavailable(String)
  /// A stored hash string is not a PHC string this build understands.
  case invalidHash(String)
  /// A call into OpenSSL's libcrypto failed; carries the operation and OpenSSL's message.
  case cryptoFailure(operation: String, message: String)
  /// A secret that cannot be enrolled or checked (wrong grid, too long, …).
  case invalidSecret(String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .storeUnavailable(let why): "store damaged or unreadable: \(why)"
    case .invalidHash(let why): "stored hash is invalid: \(why)"
    case .cryptoFailure(let operation, let message): "\(operation) failed: \(message)"
    case .invalidSecret(let why): "invalid secret: \(why)"
    }
  }
}
