/// Random bytes from the operating system's cryptographically secure generator.
///
/// Used for salts. On Linux the bytes come from OpenSSL's `RAND_bytes`, which is seeded from
/// the kernel (`getrandom`); on Apple platforms from the Security framework's
/// `SecRandomCopyBytes`.
///
/// ```swift
/// let salt = try SecureRandom.bytes(count: 16)
/// ```
public enum SecureRandom {
  /// Returns `count` cryptographically secure random bytes.
  ///
  /// - Parameter count: Number of bytes, 0 or more.
  /// - Returns: An array of exactly `count` bytes.
  /// - Throws: `SecurityError.cryptoFailure` when the generator cannot deliver (not seeded);
  ///   `SecurityError.invalidParameters` for a negative count.
  public static func bytes(count: Int) throws(SecurityError) -> [UInt8] {
    guard count >= 0 else { throw .invalidParameters("byte count \(count) is negative") }
    return try backendBytes(count: count)
  }
}
