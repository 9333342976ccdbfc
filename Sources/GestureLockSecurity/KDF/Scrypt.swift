/// scrypt (RFC 7914), the memory-hard key-derivation function.
///
/// The low-level primitive behind `KeyDerivation.scrypt(logN:r:p:)`; most callers use
/// `SecretHasher`, which adds the salt, the bounds and the PHC string.
///
/// ```swift
/// let key = try Scrypt.derive(
///   password: Array("password".utf8), salt: Array("NaCl".utf8),
///   n: 1024, r: 8, p: 16, byteCount: 64)
/// ```
public enum Scrypt {
  /// Derives `byteCount` bytes from `password` and `salt` with scrypt.
  ///
  /// - Parameters:
  ///   - password: The secret, any bytes (may be empty).
  ///   - salt: The salt, any bytes (may be empty).
  ///   - n: The CPU/memory cost `N`, a power of two, 2 or more.
  ///   - r: The block size `r`, 1 or more.
  ///   - p: The parallelisation `p`, 1 or more.
  ///   - byteCount: The derived key length `dkLen`, in bytes, 1 or more.
  /// - Returns: Exactly `byteCount` bytes. The caller owns them and should wipe them with
  ///   `ConstantTime.wipe` when they are a secret.
  /// - Throws: `SecurityError.invalidParameters` for parameters scrypt does not define or whose
  ///   memory does not fit in an `Int`; `SecurityError.cryptoFailure` when OpenSSL fails
  ///   (e.g. it cannot allocate `memoryByteCount(n:r:p:)` bytes);
  ///   `SecurityError.keyDerivationUnavailable` on Apple platforms, whose CommonCrypto has no
  ///   scrypt (`CryptoBackend.offersScrypt`).
  /// - Note: Computed by OpenSSL's `EVP_PBE_scrypt` (Linux), called with an explicit memory
  ///   limit of `memoryByteCount(n:r:p:)` bytes (its default of 32 MiB refuses N = 2^15, r = 8).
  public static func derive(
    password: [UInt8], salt: [UInt8], n: Int, r: Int, p: Int, byteCount: Int
  ) throws(SecurityError) -> [UInt8] {
    try UnsafeBytes.of(password) { (password) throws(SecurityError) -> [UInt8] in
      try derive(passwordBytes: password, salt: salt, n: n, r: r, p: p, byteCount: byteCount)
    }
  }

  /// `derive(password:salt:n:r:p:byteCount:)` for a password in memory the caller owns (a
  /// `SecretBytes`): the bytes are read in place, never copied.
  static func derive(
    passwordBytes password: UnsafeRawBufferPointer, salt: [UInt8], n: Int, r: Int, p: Int,
    byteCount: Int
  ) throws(SecurityError) -> [UInt8] {
    guard n >= 2, n.nonzeroBitCount == 1 else {
      throw .invalidParameters("scrypt N = \(n) is not a power of two of at least 2")
    }
    guard r >= 1, p >= 1 else {
      throw .invalidParameters("scrypt r = \(r), p = \(p): both must be at least 1")
    }
    guard byteCount >= 1 else {
      throw .invalidParameters("scrypt key length \(byteCount) is below 1")
    }
    guard let memory = memoryByteCount(n: n, r: r, p: p) else {
      throw .invalidParameters("scrypt N = \(n), r = \(r), p = \(p) needs more memory than fits")
    }
    return try backendDerive(
      password: password, salt: salt, n: n, r: r, p: p, maxMemory: memory, byteCount: byteCount)
  }

  /// The memory scrypt needs for these parameters, in bytes: 128 · r · (N + 2 + p), the
  /// working array V and the blocks B as OpenSSL sizes them.
  ///
  /// - Returns: The byte count, or `nil` when it overflows `Int`.
  public static func memoryByteCount(n: Int, r: Int, p: Int) -> Int? {
    let (blocks, overflow1) = n.addingReportingOverflow(2 + p)
    let (perBlock, overflow2) = r.multipliedReportingOverflow(by: 128)
    let (total, overflow3) = blocks.multipliedReportingOverflow(by: perBlock)
    guard !overflow1, !overflow2, !overflow3, n >= 0, r >= 0, p >= 0 else { return nil }
    return total
  }
}
