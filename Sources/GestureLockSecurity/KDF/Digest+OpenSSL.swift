// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  internal import COpenSSL

  extension Digest {
    /// The OpenSSL backend of `sha256`.
    ///
    /// The corresponding C function is `EVP_Digest`, with `EVP_sha256`.
    static func backendSHA256(_ bytes: [UInt8]) throws(SecurityError) -> [UInt8] {
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
#endif
