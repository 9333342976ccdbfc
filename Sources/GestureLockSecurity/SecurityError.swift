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
  /// may write, a directory that does not exist, …); `problem` says why. The lock fails
  /// closed, as for `storeUnavailable`.
  case storeFile(StoreFileProblem)
  /// Another process has held the store for longer than the busy timeout (5 s) while this one
  /// waited to `operation` it; nothing was read or written. Not damage: trying again later
  /// works. The lock fails closed meanwhile: never "unlocked", never a counted failure.
  case storeBusy(operation: String)
  /// The store's file, or the file system holding it, is read-only, so `operation` could not
  /// write; nothing was changed or counted. Not damage: reading still works (`status`), and
  /// writing works once the file system is writable again.
  case storeReadOnly(operation: String)
  /// The file system holding the store is full (or the user's quota is used up), so
  /// `operation` could not write; nothing was changed or counted. Not damage: writing works
  /// again once space is freed.
  case storeFull(operation: String)
  /// A stored hash string is not a PHC string this build understands, or its parameters are
  /// out of bounds.
  case invalidHash(String)
  /// A call into the crypto library failed (OpenSSL's libcrypto on Linux, CommonCrypto or the
  /// Security framework on Apple platforms); carries the operation and the library's message.
  case cryptoFailure(operation: String, message: String)
  /// The key-derivation function `algorithm` (its PHC identifier, e.g. `scrypt`) cannot be
  /// computed by this build's crypto library `backend` (`CryptoBackend`): scrypt on Apple
  /// platforms, where CommonCrypto has none. `stored` says whether a stored hash asked for it
  /// (the store's secrets cannot be checked on this platform; nothing was counted) or the
  /// caller's policy or hasher did. Raised before any key is derived, never as a wrong secret.
  case keyDerivationUnavailable(algorithm: String, backend: String, stored: Bool)
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
    case .storeFile(.missingDirectory(let path)):
      "cannot use the store: \(StoreFileProblem.missingDirectory(path: path))"
    case .storeFile(let problem): "store damaged or unreadable: \(problem)"
    case .storeBusy(let operation):
      "store busy: another process has held it for over 5 s (\(operation)); nothing was "
        + "changed; try again later"
    case .storeReadOnly(let operation):
      "store not writable: it is on a read-only file or file system (\(operation)); nothing "
        + "was changed; try again when it is writable"
    case .storeFull(let operation):
      "store not writable: no space left on its file system (\(operation)); nothing was "
        + "changed; try again when space is freed"
    case .invalidHash(let why): "stored hash is invalid: \(why)"
    case .cryptoFailure(let operation, let message): "\(operation) failed: \(message)"
    case .keyDerivationUnavailable(let algorithm, let backend, true):
      "this store's KDF (\(algorithm)) is not available on this platform (\(backend)); its "
        + "secrets can only be checked where \(algorithm) is; nothing was counted"
    case .keyDerivationUnavailable(let algorithm, let backend, false):
      "the KDF \(algorithm) is not available on this platform (\(backend)); choose "
        + "PBKDF2-HMAC-SHA256"
    case .invalidSecret(let problem): "invalid secret: \(problem)"
    case .invalidParameters(let why): "invalid key-derivation parameters: \(why)"
    case .invalidProfile(let problem): "invalid profile name: \(problem)"
    }
  }

  /// Whether the store could not be used for a reason that passes (busy, read-only, no space
  /// left) rather than damage: nothing was read or written, and trying again later may work.
  /// Front ends report these apart from damage (the CLI's exit 6).
  public var isTemporaryStoreFailure: Bool {
    switch self {
    case .storeBusy, .storeReadOnly, .storeFull: true
    default: false
    }
  }
}
