/// The crypto library a build computes with, and which key-derivation functions it offers.
///
/// Linux builds use OpenSSL's libcrypto (`openSSL`), Apple platforms CommonCrypto and the
/// Security framework (`commonCrypto`); `current` is this build's. Both compute PBKDF2,
/// HMAC-SHA256 and SHA-256 to the same bytes (RFC 8018, RFC 4231, FIPS 180-4), so a store
/// written on one platform verifies on the other. Only libcrypto offers scrypt: a policy, a
/// hasher or a stored hash asking for scrypt on Apple platforms is refused with
/// `SecurityError.keyDerivationUnavailable` before any key is derived (DESIGN.md "Platforms").
///
/// A value other than `current` only describes another platform's capabilities, so that tests
/// on Linux can check the refusals Apple platforms make; it never changes the library used.
///
/// ```swift
/// CryptoBackend.current.offers(.owaspScrypt)       // true on Linux, false on iOS and macOS
/// try KeyDerivation.owaspScrypt.validate(on: .commonCrypto)  // throws keyDerivationUnavailable
/// ```
public struct CryptoBackend: Hashable, Sendable, CustomStringConvertible {
  /// The library's name, e.g. `OpenSSL libcrypto`.
  public let name: String
  /// Whether scrypt (RFC 7914) can be computed.
  public let offersScrypt: Bool

  /// Describes a backend.
  public init(name: String, offersScrypt: Bool) {
    self.name = name
    self.offersScrypt = offersScrypt
  }

  /// OpenSSL's libcrypto (Linux): PBKDF2 and scrypt.
  public static let openSSL = CryptoBackend(name: "OpenSSL libcrypto", offersScrypt: true)

  /// CommonCrypto and the Security framework (Apple platforms): PBKDF2, no scrypt.
  public static let commonCrypto = CryptoBackend(name: "CommonCrypto", offersScrypt: false)

  /// Whether this backend can compute `keyDerivation` (its bounds are not checked here).
  public func offers(_ keyDerivation: KeyDerivation) -> Bool {
    switch keyDerivation {
    case .pbkdf2SHA256: true
    case .scrypt: offersScrypt
    }
  }

  /// The library's name.
  public var description: String { name }
}
