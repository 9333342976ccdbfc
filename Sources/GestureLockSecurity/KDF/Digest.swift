/// Cryptographic hash functions, for checksums and known-answer tests; never for secrets,
/// which go through `SecretHasher`'s slow key derivation.
///
/// ```swift
/// let digest = try Digest.sha256(Array("abc".utf8))
/// // ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad
/// ```
public enum Digest {
  /// The SHA-256 digest (FIPS 180-4) of `bytes`.
  ///
  /// - Parameter bytes: Any bytes, possibly empty.
  /// - Returns: 32 bytes.
  /// - Throws: `SecurityError.cryptoFailure` when the crypto library fails.
  /// - Note: Computed by OpenSSL's `EVP_Digest` with `EVP_sha256` on Linux, by CommonCrypto's
  ///   `CC_SHA256` on Apple platforms.
  public static func sha256(_ bytes: [UInt8]) throws(SecurityError) -> [UInt8] {
    try backendSHA256(bytes)
  }
}
