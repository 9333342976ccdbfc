// The Apple backend (CommonCrypto); Linux builds the OpenSSL sibling instead
// (DESIGN.md "Platforms").
// Follows CCHmac(3cc) and <CommonCrypto/CommonHMAC.h>:
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/CCHmac.3cc.html
#if canImport(CommonCrypto)
  internal import CommonCrypto

  extension HMACSHA256 {
    /// The CommonCrypto backend of `authenticate`; `key` is not empty.
    ///
    /// The corresponding C function is `CCHmac`, with `kCCHmacAlgSHA256` (it cannot fail).
    static func backendAuthenticate(_ message: [UInt8], key: [UInt8]) throws(SecurityError)
      -> [UInt8]
    {
      var tag = [UInt8](repeating: 0, count: byteCount)
      key.withUnsafeBytes { keyBytes in
        message.withUnsafeBytes { messageBytes in
          tag.withUnsafeMutableBytes { tagBytes in
            CCHmac(
              CCHmacAlgorithm(kCCHmacAlgSHA256), keyBytes.baseAddress, keyBytes.count,
              messageBytes.baseAddress, messageBytes.count, tagBytes.baseAddress)
          }
        }
      }
      return tag
    }
  }
#endif
