/// HMAC-SHA256 (RFC 2104 with SHA-256): the keyed digest behind the "same wrong secret twice"
/// rule.
///
/// Internal: hosts have no use for it, and it is tested with the RFC 4231 vectors.
enum HMACSHA256 {
  /// Bytes of an HMAC-SHA256 tag: 32.
  static let byteCount = 32

  /// The HMAC-SHA256 of `message` under `key`.
  ///
  /// - Parameters:
  ///   - message: Any bytes.
  ///   - key: Any bytes, 1 or more (a derived key here).
  /// - Returns: 32 bytes.
  /// - Throws: `SecurityError.invalidParameters` for an empty key;
  ///   `SecurityError.cryptoFailure` when OpenSSL fails.
  /// - Note: Computed by OpenSSL's `EVP_Q_mac` with `HMAC` and `SHA256` on Linux, by
  ///   CommonCrypto's `CCHmac` with `kCCHmacAlgSHA256` on Apple platforms.
  static func authenticate(_ message: [UInt8], key: [UInt8]) throws(SecurityError) -> [UInt8] {
    guard !key.isEmpty else { throw .invalidParameters("an HMAC key has at least 1 byte") }
    return try backendAuthenticate(message, key: key)
  }
}
