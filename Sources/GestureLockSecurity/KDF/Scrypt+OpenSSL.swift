internal import COpenSSL

extension Scrypt {
  /// The OpenSSL backend of `derive`; the arguments are checked.
  ///
  /// - Parameter maxMemory: The limit passed as `maxmem`, in bytes; at least what the
  ///   parameters need (`Scrypt.memoryByteCount`).
  ///
  /// The corresponding C function is `EVP_PBE_scrypt`.
  static func backendDerive(
    password: [UInt8], salt: [UInt8], n: Int, r: Int, p: Int, maxMemory: Int, byteCount: Int
  ) throws(SecurityError) -> [UInt8] {
    var key = [UInt8](repeating: 0, count: byteCount)
    OpenSSLFailure.clearQueue()
    let result = password.withUnsafeBufferPointer { passwordBytes in
      salt.withUnsafeBufferPointer { saltBytes in
        key.withUnsafeMutableBufferPointer { keyBytes in
          passwordBytes.withMemoryRebound(to: CChar.self) { passwordChars in
            EVP_PBE_scrypt(
              passwordChars.baseAddress, passwordBytes.count,
              saltBytes.baseAddress, saltBytes.count,
              UInt64(n), UInt64(r), UInt64(p), UInt64(maxMemory),
              keyBytes.baseAddress, keyBytes.count)
          }
        }
      }
    }
    guard result == 1 else {
      ConstantTime.wipe(&key)
      throw OpenSSLFailure.error("EVP_PBE_scrypt")
    }
    return key
  }
}
