// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  internal import COpenSSL

  extension HMACSHA256 {
    /// The OpenSSL backend of `authenticate`; `key` is not empty.
    ///
    /// The corresponding C function is `EVP_Q_mac`, with `"HMAC"` and digest `"SHA256"`.
    static func backendAuthenticate(_ message: [UInt8], key: [UInt8]) throws(SecurityError)
      -> [UInt8]
    {
      var tag = [UInt8](repeating: 0, count: byteCount)
      var length = 0
      OpenSSLFailure.clearQueue()
      let result = key.withUnsafeBytes { keyBytes in
        message.withUnsafeBytes { messageBytes in
          tag.withUnsafeMutableBytes { tagBytes in
            EVP_Q_mac(
              nil, "HMAC", nil, "SHA256", nil, keyBytes.baseAddress, keyBytes.count,
              messageBytes.bindMemory(to: UInt8.self).baseAddress, messageBytes.count,
              tagBytes.bindMemory(to: UInt8.self).baseAddress, tagBytes.count, &length)
          }
        }
      }
      guard result != nil, length == byteCount else {
        throw OpenSSLFailure.error("EVP_Q_mac")
      }
      return tag
    }
  }
#endif
