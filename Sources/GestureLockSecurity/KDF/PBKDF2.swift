/// PBKDF2 (RFC 8018, §5.2) with HMAC-SHA256 as the pseudorandom function.
///
/// The low-level primitive behind `KeyDerivation.pbkdf2SHA256(iterations:)`; most callers use
/// `SecretHasher`, which adds the salt and the PHC string.
///
/// ```swift
/// let key = try PBKDF2.deriveSHA256(
///   password: Array("password".utf8), salt: Array("salt".utf8), iterations: 4096, byteCount: 32)
/// ```
public enum PBKDF2 {
  /// Derives `byteCount` bytes from `password` and `salt` with PBKDF2-HMAC-SHA256.
  ///
  /// - Parameters:
  ///   - password: The secret, any bytes (may be empty or contain NUL).
  ///   - salt: The salt, any bytes.
  ///   - iterations: The iteration count `c`, 1 or more.
  ///   - byteCount: The derived key length `dkLen`, in bytes, 1 or more.
  /// - Returns: Exactly `byteCount` bytes. The caller owns them and should wipe them with
  ///   `ConstantTime.wipe` when they are a secret.
  /// - Throws: `SecurityError.invalidParameters` for a count below 1 or above `Int32.max`;
  ///   `SecurityError.cryptoFailure` when the crypto library fails.
  /// - Note: Computed by OpenSSL's `PKCS5_PBKDF2_HMAC` with `EVP_sha256` on Linux, by
  ///   CommonCrypto's `CCKeyDerivationPBKDF` with `kCCPRFHmacAlgSHA256` on Apple platforms.
  public static func deriveSHA256(
    password: [UInt8], salt: [UInt8], iterations: Int, byteCount: Int
  ) throws(SecurityError) -> [UInt8] {
    try UnsafeBytes.of(password) { (password) throws(SecurityError) -> [UInt8] in
      try deriveSHA256(
        passwordBytes: password, salt: salt, iterations: iterations, byteCount: byteCount)
    }
  }

  /// `deriveSHA256(password:salt:iterations:byteCount:)` for a password in memory the caller
  /// owns (a `SecretBytes`): the bytes are read in place, never copied.
  static func deriveSHA256(
    passwordBytes password: UnsafeRawBufferPointer, salt: [UInt8], iterations: Int,
    byteCount: Int
  ) throws(SecurityError) -> [UInt8] {
    guard iterations >= 1, iterations <= Int(Int32.max) else {
      throw .invalidParameters("PBKDF2 iteration count \(iterations) is outside 1...\(Int32.max)")
    }
    guard byteCount >= 1, byteCount <= Int(Int32.max) else {
      throw .invalidParameters("PBKDF2 key length \(byteCount) is outside 1...\(Int32.max)")
    }
    guard password.count <= Int(Int32.max), salt.count <= Int(Int32.max) else {
      throw .invalidParameters("PBKDF2 password or salt is longer than \(Int32.max) bytes")
    }
    return try backendDeriveSHA256(
      password: password, salt: salt, iterations: iterations, byteCount: byteCount)
  }
}
