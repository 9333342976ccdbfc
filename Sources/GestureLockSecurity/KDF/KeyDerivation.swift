/// A slow key-derivation function and its cost parameters: how a secret is hashed for storage.
///
/// The parameters travel with each hash in its PHC string (`PHCString`), so they can be raised
/// later without invalidating stored secrets. Every value this type accepts lies within bounds
/// (`iterationRange`, `scryptLogNRange`, …), so a hostile stored string cannot make a
/// verification allocate gigabytes or run for minutes.
///
/// The defaults follow the OWASP Password Storage Cheat Sheet (SPEC.md §5). A 3×3 pattern has
/// only 389,112 possibilities, so a stolen hash can always be searched offline: the KDF makes
/// that search cost hours instead of the under-one-second lookup an unsalted hash allows.
/// Throttling (`ThrottlePolicy`) protects the online path. Nothing more is promised.
///
/// ```swift
/// let phc = try SecretHasher().hash(secret.bytes, with: .default)
/// let cheap = KeyDerivation.pbkdf2SHA256(iterations: 1_000)  // tests only
/// ```
public enum KeyDerivation: Hashable, Sendable, CustomStringConvertible {
  /// PBKDF2 with HMAC-SHA256 (RFC 8018), `iterations` rounds, in `iterationRange`.
  case pbkdf2SHA256(iterations: Int)
  /// scrypt (RFC 7914) with N = 2^`logN`, block size `r` and parallelisation `p`.
  case scrypt(logN: Int, r: Int, p: Int)

  /// The shipped default: PBKDF2-HMAC-SHA256 with 600,000 iterations (OWASP; about 0.2–0.3 s
  /// on a current x86-64 CPU with SHA extensions).
  public static let `default` = KeyDerivation.owaspPBKDF2SHA256

  /// OWASP's PBKDF2-HMAC-SHA256 recommendation: 600,000 iterations.
  /// *(source: OWASP Password Storage Cheat Sheet)*
  public static let owaspPBKDF2SHA256 = KeyDerivation.pbkdf2SHA256(iterations: 600_000)

  /// OWASP's scrypt recommendation: N = 2^17, r = 8, p = 1 (128 MiB of memory per hash).
  /// *(source: OWASP Password Storage Cheat Sheet)*
  public static let owaspScrypt = KeyDerivation.scrypt(logN: 17, r: 8, p: 1)

  /// The PBKDF2 iteration counts accepted: 1 to 10,000,000.
  public static let iterationRange = 1...10_000_000
  /// The scrypt cost exponents accepted: N = 2^1 to 2^20.
  public static let scryptLogNRange = 1...20
  /// The scrypt block sizes accepted.
  public static let scryptRRange = 1...32
  /// The scrypt parallelisation values accepted.
  public static let scryptPRange = 1...16
  /// The most memory scrypt's working array (128 · r · N bytes) may take: 1 GiB.
  public static let scryptMaximumMemory = 1 << 30
  /// The most scrypt work (N · r · p) accepted: 2^24, e.g. N = 2^20, r = 8, p = 2.
  public static let scryptMaximumWork = 1 << 24

  /// Checks that the parameters lie within the bounds of this type and that `backend` can
  /// compute the algorithm: where a policy, an enrolment or a hasher asks for a KDF, so that
  /// scrypt is refused on Apple platforms before anything is hashed or stored.
  ///
  /// - Parameter backend: The crypto library to check against; this build's by default.
  ///   Another value only checks another platform's refusals (tests).
  /// - Throws: `SecurityError.invalidParameters` naming the parameter out of bounds (checked
  ///   first); `SecurityError.keyDerivationUnavailable` (`stored: false`) when `backend`
  ///   cannot compute the algorithm (scrypt with `CryptoBackend.commonCrypto`).
  public func validate(on backend: CryptoBackend = .current) throws(SecurityError) {
    try validateBounds()
    guard backend.offers(self) else {
      throw .keyDerivationUnavailable(
        algorithm: PHCString.identifier(of: self), backend: backend.name, stored: false)
    }
  }

  /// Checks that the parameters lie within the bounds of this type, on any platform (what a
  /// stored PHC string must meet to parse).
  ///
  /// - Throws: `SecurityError.invalidParameters` naming the parameter out of bounds.
  func validateBounds() throws(SecurityError) {
    switch self {
    case .pbkdf2SHA256(let iterations):
      guard Self.iterationRange.contains(iterations) else {
        throw .invalidParameters(
          "PBKDF2 iterations \(iterations) outside \(Self.iterationRange.lowerBound)"
            + "...\(Self.iterationRange.upperBound)")
      }
    case .scrypt(let logN, let r, let p):
      guard Self.scryptLogNRange.contains(logN) else {
        throw .invalidParameters(
          "scrypt ln=\(logN) outside \(Self.scryptLogNRange.lowerBound)"
            + "...\(Self.scryptLogNRange.upperBound)")
      }
      guard Self.scryptRRange.contains(r) else {
        throw .invalidParameters(
          "scrypt r=\(r) outside \(Self.scryptRRange.lowerBound)...\(Self.scryptRRange.upperBound)")
      }
      guard Self.scryptPRange.contains(p) else {
        throw .invalidParameters(
          "scrypt p=\(p) outside \(Self.scryptPRange.lowerBound)...\(Self.scryptPRange.upperBound)")
      }
      let n = 1 << logN
      guard 128 * r * n <= Self.scryptMaximumMemory else {
        throw .invalidParameters("scrypt ln=\(logN), r=\(r) needs more than 1 GiB of memory")
      }
      guard n * r * p <= Self.scryptMaximumWork else {
        throw .invalidParameters("scrypt ln=\(logN), r=\(r), p=\(p) exceeds the work limit")
      }
    }
  }

  /// Derives a key from `secret` and `salt` with these parameters.
  ///
  /// - Parameters:
  ///   - secret: The bytes to hash (for a pattern: `Pattern.canonicalBytes`).
  ///   - salt: The per-secret salt.
  ///   - byteCount: The key length, in bytes, 1 or more.
  /// - Returns: Exactly `byteCount` bytes; wipe them with `ConstantTime.wipe` after use.
  /// - Throws: `SecurityError.invalidParameters` or `SecurityError.keyDerivationUnavailable`
  ///   when `validate()` fails; `SecurityError.cryptoFailure` when the crypto library fails.
  public func deriveKey(from secret: [UInt8], salt: [UInt8], byteCount: Int)
    throws(SecurityError) -> [UInt8]
  {
    try UnsafeBytes.of(secret) { (secret) throws(SecurityError) -> [UInt8] in
      try deriveKey(fromBytes: secret, salt: salt, byteCount: byteCount)
    }
  }

  /// `deriveKey(from:salt:byteCount:)` for a secret in memory the caller owns (a
  /// `SecretBytes`): the bytes are read in place, never copied.
  func deriveKey(fromBytes secret: UnsafeRawBufferPointer, salt: [UInt8], byteCount: Int)
    throws(SecurityError) -> [UInt8]
  {
    try validate()
    switch self {
    case .pbkdf2SHA256(let iterations):
      return try PBKDF2.deriveSHA256(
        passwordBytes: secret, salt: salt, iterations: iterations, byteCount: byteCount)
    case .scrypt(let logN, let r, let p):
      return try Scrypt.derive(
        passwordBytes: secret, salt: salt, n: 1 << logN, r: r, p: p, byteCount: byteCount)
    }
  }

  /// The algorithm and its parameters, e.g. `PBKDF2-HMAC-SHA256, 600000 iterations`.
  public var description: String {
    switch self {
    case .pbkdf2SHA256(let iterations): "PBKDF2-HMAC-SHA256, \(iterations) iterations"
    case .scrypt(let logN, let r, let p): "scrypt, N=2^\(logN), r=\(r), p=\(p)"
    }
  }
}
