public import GestureLockCore

/// Hashes secrets for storage and checks them: what `LockService` needs from a KDF.
///
/// `SecretHasher` is the implementation; the protocol lets a host or a test wrap it (for
/// example to count how often the slow KDF runs). `LockService` hands it a secret's canonical
/// bytes as `SecretBytes`; a hasher that implements only the `[UInt8]` forms gets a copy that
/// is wiped after the call (the default implementations below).
public protocol SecretHashing {
  /// Hashes `secret` with a fresh random salt.
  ///
  /// - Returns: A PHC string (`PHCString.encoded`) to store.
  /// - Throws: `SecurityError` when the parameters are out of bounds or the KDF fails.
  func hash(_ secret: [UInt8], with keyDerivation: KeyDerivation) throws(SecurityError) -> String

  /// Whether `secret` is the one hashed into `phc`, compared in constant time, with a keyed
  /// digest of the attempt (to recognise the same wrong secret entered again).
  ///
  /// - Throws: `SecurityError.invalidHash` when `phc` does not parse; `SecurityError` when the
  ///   KDF fails. A wrong secret is `matches == false`, never an error.
  func check(_ secret: [UInt8], against phc: String) throws(SecurityError) -> SecretCheck

  /// `hash(_:with:)` for bytes in a wiped buffer (what `LockService` calls).
  func hash(_ secret: SecretBytes, with keyDerivation: KeyDerivation) throws(SecurityError)
    -> String

  /// `check(_:against:)` for bytes in a wiped buffer (what `LockService` calls).
  func check(_ secret: SecretBytes, against phc: String) throws(SecurityError) -> SecretCheck

  /// The crypto library the hasher computes with: which KDFs `LockService` may ask it for,
  /// checked when the service is created and before a stored hash is used.
  var cryptoBackend: CryptoBackend { get }
}

extension SecretHashing {
  /// This build's crypto library (`CryptoBackend.current`).
  public var cryptoBackend: CryptoBackend { .current }

  /// Calls `hash(_:with:)` with a copy of the bytes as an array, wiped after the call (for a
  /// hasher that implements only the array form).
  public func hash(_ secret: SecretBytes, with keyDerivation: KeyDerivation)
    throws(SecurityError) -> String
  {
    var copy = Array(secret)
    defer { ConstantTime.wipe(&copy) }
    return try hash(copy, with: keyDerivation)
  }

  /// Calls `check(_:against:)` with a copy of the bytes as an array, wiped after the call
  /// (for a hasher that implements only the array form).
  public func check(_ secret: SecretBytes, against phc: String) throws(SecurityError)
    -> SecretCheck
  {
    var copy = Array(secret)
    defer { ConstantTime.wipe(&copy) }
    return try check(copy, against: phc)
  }

  /// Whether `secret` is the one hashed into `phc`: `check(_:against:).matches`.
  ///
  /// - Throws: As `check(_:against:)`.
  public func verify(_ secret: [UInt8], against phc: String) throws(SecurityError) -> Bool {
    try check(secret, against: phc).matches
  }
}

/// The result of checking a secret against a stored hash.
///
/// `description` and reflection never show the digest.
public struct SecretCheck: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
  /// Whether the secret is the stored one.
  public let matches: Bool
  /// HMAC-SHA256 of a fixed label, keyed with the key the stored KDF and salt derived from
  /// the secret: equal for equal secrets against the same stored hash, and as costly to
  /// search offline as the stored hash itself. Never the secret or the derived key.
  public let attemptDigest: [UInt8]

  /// Creates a result.
  public init(matches: Bool, attemptDigest: [UInt8]) {
    self.matches = matches
    self.attemptDigest = attemptDigest
  }

  /// `match` or `no match`, without the digest.
  public var description: String { matches ? "match" : "no match" }

  /// A mirror without children.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// Salts and hashes secrets with a slow KDF into PHC strings, and verifies them.
///
/// Each hash gets a fresh 16-byte salt from `SecureRandom` and is 32 bytes long. Verification
/// derives with the parameters stored in the PHC string and compares in constant time
/// (`ConstantTime`). Derived keys are wiped after use.
///
/// ```swift
/// let hasher = SecretHasher()
/// let phc = try hasher.hash(pattern.canonicalBytes, with: .default)
/// try hasher.check(pattern.canonicalBytes, against: phc).matches  // true
/// ```
public struct SecretHasher: SecretHashing, Sendable {
  /// Bytes of random salt per hash: 16 (SPEC.md §5).
  public static let saltByteCount = 16
  /// Bytes of derived hash: 32.
  public static let hashByteCount = 32

  /// The crypto library whose KDFs this hasher accepts; this build's by default.
  public let cryptoBackend: CryptoBackend

  /// Creates a hasher.
  ///
  /// - Parameter cryptoBackend: This build's library (`CryptoBackend.current`). Another value
  ///   only narrows what the hasher accepts to that library's KDFs, so that tests on Linux can
  ///   check the refusals of Apple platforms (`.commonCrypto`: no scrypt); the bytes are
  ///   still computed by this build's library.
  public init(cryptoBackend: CryptoBackend = .current) {
    self.cryptoBackend = cryptoBackend
  }

  /// Hashes `secret` with a fresh 16-byte random salt into a 32-byte hash.
  ///
  /// - Parameters:
  ///   - secret: The bytes to hash (for a pattern: `Pattern.canonicalBytes`).
  ///   - keyDerivation: The algorithm and cost; `.default` in production.
  /// - Returns: The PHC string, e.g. `$pbkdf2-sha256$i=600000$<salt>$<hash>`.
  /// - Throws: `SecurityError.invalidParameters` for parameters out of bounds;
  ///   `SecurityError.keyDerivationUnavailable` for a KDF `cryptoBackend` cannot compute
  ///   (scrypt on Apple platforms); `SecurityError.cryptoFailure` when random bytes or the KDF
  ///   fail.
  /// - Complexity: One run of the KDF (about 0.2–0.3 s with `.default`).
  public func hash(_ secret: [UInt8], with keyDerivation: KeyDerivation) throws(SecurityError)
    -> String
  {
    try UnsafeBytes.of(secret) { (secret) throws(SecurityError) -> String in
      try hash(bytes: secret, with: keyDerivation)
    }
  }

  /// `hash(_:with:)` for bytes in a wiped buffer, read in place (no copy).
  public func hash(_ secret: SecretBytes, with keyDerivation: KeyDerivation)
    throws(SecurityError) -> String
  {
    try secret.withUnsafeBytes { (secret) throws(SecurityError) -> String in
      try hash(bytes: secret, with: keyDerivation)
    }
  }

  /// `check(_:against:)` for bytes in a wiped buffer, read in place (no copy).
  public func check(_ secret: SecretBytes, against phc: String) throws(SecurityError)
    -> SecretCheck
  {
    try secret.withUnsafeBytes { (secret) throws(SecurityError) -> SecretCheck in
      try check(bytes: secret, against: phc)
    }
  }

  private func hash(bytes secret: UnsafeRawBufferPointer, with keyDerivation: KeyDerivation)
    throws(SecurityError) -> String
  {
    try keyDerivation.validate(on: cryptoBackend)
    let salt = try SecureRandom.bytes(count: Self.saltByteCount)
    var derived = try keyDerivation.deriveKey(
      fromBytes: secret, salt: salt, byteCount: Self.hashByteCount)
    defer { ConstantTime.wipe(&derived) }
    return try PHCString(keyDerivation: keyDerivation, salt: salt, hash: derived).encoded
  }

  /// The label the attempt digest authenticates: fixed, so only the key varies.
  static let attemptDigestLabel = Array("GestureLock attempt digest v1".utf8)

  /// Whether `secret` is the one hashed into `phc`, and the attempt's keyed digest.
  ///
  /// Derives a key with the salt, parameters and hash length stored in `phc`, compares it
  /// with the stored hash in constant time (`ConstantTime.equals`), and keys HMAC-SHA256 of a fixed
  /// label with it for `SecretCheck.attemptDigest`. The derived key is wiped.
  ///
  /// - Throws: `SecurityError.invalidHash` when `phc` is not a PHC string this build accepts
  ///   (checked before any KDF work); `SecurityError.keyDerivationUnavailable`
  ///   (`stored: true`) when its KDF is one `cryptoBackend` cannot compute (scrypt on Apple
  ///   platforms), also before any KDF work; `SecurityError.cryptoFailure` when the KDF fails.
  /// - Complexity: One run of the KDF with the stored parameters.
  public func check(_ secret: [UInt8], against phc: String) throws(SecurityError) -> SecretCheck {
    try UnsafeBytes.of(secret) { (secret) throws(SecurityError) -> SecretCheck in
      try check(bytes: secret, against: phc)
    }
  }

  private func check(bytes secret: UnsafeRawBufferPointer, against phc: String)
    throws(SecurityError) -> SecretCheck
  {
    let parsed = try PHCString(parsing: phc)
    try parsed.requireAvailable(on: cryptoBackend)
    var derived = try parsed.keyDerivation.deriveKey(
      fromBytes: secret, salt: parsed.salt, byteCount: parsed.hash.count)
    defer { ConstantTime.wipe(&derived) }
    let digest = try HMACSHA256.authenticate(Self.attemptDigestLabel, key: derived)
    return SecretCheck(matches: ConstantTime.equals(derived, parsed.hash), attemptDigest: digest)
  }
}
