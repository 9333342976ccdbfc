/// The errors of the security module: the store, the KDFs and the C libraries behind them.
///
/// Expected outcomes of enrolment and verification (accepted, rejected, throttled, too short)
/// are values of `EnrolmentOutcome` and `VerificationOutcome`, not errors. No case ever carries
/// a secret, a salt or a hash.
///
/// Problems with what the user gave carry their reason as a value (`SecretProblem`,
/// `ProfileProblem`), and so does a store path GestureLock itself cannot use
/// (`StoreFileProblem`), so a front end translates them by case. The other store cases, OpenSSL
/// and KDF parameter cases carry English text from SQLite, OpenSSL or the caller's
/// configuration: technical detail for logs and bug reports, not meant to be translated.
public enum SecurityError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The store cannot be opened, read or written, or its content is damaged.
  /// The lock fails closed: never "unlocked", never a counted failure.
  case storeUnavailable(String)
  /// The file at the store's path cannot be used or created (a directory, a file other users
  /// may write, …); `problem` says why. The lock fails closed, as for `storeUnavailable`.
  case storeFile(StoreFileProblem)
  /// Another process has held the store for longer than the busy timeout (5 s) while this one
  /// waited to `operation` it; nothing was read or written. Not damage: trying again later
  /// works. The lock fails closed meanwhile: never "unlocked", never a counted failure.
  case storeBusy(operation: String)
  /// A stored hash string is not a PHC string this build understands, or its parameters are
  /// out of bounds.
  case invalidHash(String)
  /// A call into OpenSSL's libcrypto failed; carries the operation and OpenSSL's message.
  case cryptoFailure(operation: String, message: String)
  /// A secret that cannot be enrolled or checked (wrong grid, wrong kind, too long, …).
  case invalidSecret(SecretProblem)
  /// Key-derivation parameters outside the bounds this build accepts (see `KeyDerivation`).
  case invalidParameters(String)
  /// A profile name that is empty, too long or contains control characters.
  case invalidProfile(ProfileProblem)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .storeUnavailable(let why): "store damaged or unreadable: \(why)"
    case .storeFile(let problem): "store damaged or unreadable: \(problem)"
    case .storeBusy(let operation):
      "store damaged or unreadable: the store is busy: another process has held it for over "
        + "5 s (\(operation)); try again"
    case .invalidHash(let why): "stored hash is invalid: \(why)"
    case .cryptoFailure(let operation, let message): "\(operation) failed: \(message)"
    case .invalidSecret(let problem): "invalid secret: \(problem)"
    case .invalidParameters(let why): "invalid key-derivation parameters: \(why)"
    case .invalidProfile(let problem): "invalid profile name: \(problem)"
    }
  }
}
