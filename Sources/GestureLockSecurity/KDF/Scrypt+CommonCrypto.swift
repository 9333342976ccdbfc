// The Apple backend: CommonCrypto has no scrypt (its key derivation is PBKDF2 only, see
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/CCKeyDerivationPBKDF.3cc.html);
// Linux builds the OpenSSL sibling instead (DESIGN.md "Platforms").
#if canImport(CommonCrypto)
  extension Scrypt {
    /// The Apple "backend" of `derive`: always refuses, since CommonCrypto has no scrypt.
    ///
    /// Policies, hashers and stored hashes asking for scrypt are refused before this point
    /// (`KeyDerivation.validate(on:)`); this is the last guard for direct callers.
    ///
    /// - Throws: `SecurityError.keyDerivationUnavailable`, always.
    static func backendDerive(
      password: UnsafeRawBufferPointer, salt: [UInt8], n: Int, r: Int, p: Int, maxMemory: Int,
      byteCount: Int
    ) throws(SecurityError) -> [UInt8] {
      throw .keyDerivationUnavailable(
        algorithm: "scrypt", backend: CryptoBackend.current.name, stored: false)
    }
  }
#endif
