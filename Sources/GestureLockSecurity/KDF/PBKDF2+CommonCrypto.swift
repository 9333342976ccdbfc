// The Apple backend (CommonCrypto); Linux builds the OpenSSL sibling instead
// (DESIGN.md "Platforms").
// Follows CCKeyDerivationPBKDF(3cc) and <CommonCrypto/CommonKeyDerivation.h>:
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/CCKeyDerivationPBKDF.3cc.html
#if canImport(CommonCrypto)
  internal import CommonCrypto

  extension PBKDF2 {
    /// The CommonCrypto backend of `deriveSHA256`; the arguments are checked and fit `Int32`.
    ///
    /// The corresponding C function is `CCKeyDerivationPBKDF`, with `kCCPBKDF2` and
    /// `kCCPRFHmacAlgSHA256`.
    static func backendDeriveSHA256(
      password: UnsafeRawBufferPointer, salt: [UInt8], iterations: Int, byteCount: Int
    ) throws(SecurityError) -> [UInt8] {
      var key = [UInt8](repeating: 0, count: byteCount)
      let passwordChars = password.baseAddress?.assumingMemoryBound(to: CChar.self)
      let status = salt.withUnsafeBufferPointer { saltBytes in
        key.withUnsafeMutableBufferPointer { keyBytes in
          CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2), passwordChars, password.count, saltBytes.baseAddress,
            saltBytes.count, CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), UInt32(iterations),
            keyBytes.baseAddress, keyBytes.count)
        }
      }
      guard status == Int32(kCCSuccess) else {
        ConstantTime.wipe(&key)
        throw .cryptoFailure(
          operation: "CCKeyDerivationPBKDF", message: "CommonCrypto status \(status)")
      }
      return key
    }
  }
#endif
