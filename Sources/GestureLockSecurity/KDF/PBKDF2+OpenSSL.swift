// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  internal import COpenSSL

  extension PBKDF2 {
    /// The OpenSSL backend of `deriveSHA256`; the arguments are checked and fit `Int32`.
    ///
    /// The corresponding C function is `PKCS5_PBKDF2_HMAC`, with `EVP_sha256`.
    static func backendDeriveSHA256(
      password: UnsafeRawBufferPointer, salt: [UInt8], iterations: Int, byteCount: Int
    ) throws(SecurityError) -> [UInt8] {
      try OpenSSLFailure.derive(
        password: password, salt: salt, byteCount: byteCount, operation: "PKCS5_PBKDF2_HMAC"
      ) { password, passwordCount, salt, saltCount, key, keyCount in
        PKCS5_PBKDF2_HMAC(
          password, Int32(passwordCount), salt, Int32(saltCount), Int32(iterations), EVP_sha256(),
          Int32(keyCount), key)
      }
    }
  }
#endif
