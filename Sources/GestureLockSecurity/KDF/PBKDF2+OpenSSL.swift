internal import COpenSSL

extension PBKDF2 {
  /// The OpenSSL backend of `deriveSHA256`; the arguments are checked and fit `Int32`.
  ///
  /// The corresponding C function is `PKCS5_PBKDF2_HMAC`, with `EVP_sha256`.
  static func backendDeriveSHA256(
    password: [UInt8], salt: [UInt8], iterations: Int, byteCount: Int
  ) throws(SecurityError) -> [UInt8] {
    var key = [UInt8](repeating: 0, count: byteCount)
    OpenSSLFailure.clearQueue()
    let result = password.withUnsafeBufferPointer { passwordBytes in
      salt.withUnsafeBufferPointer { saltBytes in
        key.withUnsafeMutableBufferPointer { keyBytes in
          passwordBytes.withMemoryRebound(to: CChar.self) { passwordChars in
            PKCS5_PBKDF2_HMAC(
              passwordChars.baseAddress, Int32(passwordBytes.count),
              saltBytes.baseAddress, Int32(saltBytes.count),
              Int32(iterations), EVP_sha256(), Int32(byteCount), keyBytes.baseAddress)
          }
        }
      }
    }
    guard result == 1 else {
      ConstantTime.wipe(&key)
      throw OpenSSLFailure.error("PKCS5_PBKDF2_HMAC")
    }
    return key
  }
}
