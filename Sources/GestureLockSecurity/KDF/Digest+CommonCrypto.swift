// The Apple backend (CommonCrypto); Linux builds the OpenSSL sibling instead
// (DESIGN.md "Platforms").
// Follows CC_SHA(3cc) and <CommonCrypto/CommonDigest.h>:
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/CC_SHA256.3cc.html
#if canImport(CommonCrypto)
  internal import CommonCrypto

  extension Digest {
    /// The CommonCrypto backend of `sha256`.
    ///
    /// The corresponding C function is `CC_SHA256`.
    static func backendSHA256(_ bytes: [UInt8]) throws(SecurityError) -> [UInt8] {
      guard let length = CC_LONG(exactly: bytes.count) else {
        throw .invalidParameters("SHA-256 input of \(bytes.count) bytes is too long")
      }
      var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
      bytes.withUnsafeBytes { input in
        digest.withUnsafeMutableBufferPointer { output in
          _ = CC_SHA256(input.baseAddress, length, output.baseAddress)
        }
      }
      return digest
    }
  }
#endif
