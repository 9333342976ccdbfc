// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  internal import COpenSSL

  extension Scrypt {
    /// The OpenSSL backend of `derive`; the arguments are checked.
    ///
    /// - Parameter maxMemory: The limit passed as `maxmem`, in bytes; at least what the
    ///   parameters need (`Scrypt.memoryByteCount`).
    ///
    /// The corresponding C function is `EVP_PBE_scrypt`.
    static func backendDerive(
      password: UnsafeRawBufferPointer, salt: [UInt8], n: Int, r: Int, p: Int, maxMemory: Int,
      byteCount: Int
    ) throws(SecurityError) -> [UInt8] {
      try OpenSSLFailure.derive(
        password: password, salt: salt, byteCount: byteCount, operation: "EVP_PBE_scrypt"
      ) { password, passwordCount, salt, saltCount, key, keyCount in
        EVP_PBE_scrypt(
          password, passwordCount, salt, saltCount, UInt64(n), UInt64(r), UInt64(p),
          UInt64(maxMemory), key, keyCount)
      }
    }
  }
#endif
