internal import COpenSSL

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
  /// - Throws: `SecurityError.cryptoFailure` when OpenSSL fails.
  /// - Note: The corresponding C function is `EVP_Digest`, with `EVP_sha256`.
  public static func sha256(_ bytes: [UInt8]) throws(SecurityError) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    var size: UInt32 = 0
    OpenSSLFailure.clearQueue()
    let result = bytes.withUnsafeBytes { input in
      digest.withUnsafeMutableBufferPointer { output in
        EVP_Digest(input.baseAddress, input.count, output.baseAddress, &size, EVP_sha256(), nil)
      }
    }
    guard result == 1, size == 32 else { throw OpenSSLFailure.error("EVP_Digest") }
    return digest
  }
}
