// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  internal import COpenSSL

  extension ConstantTime {
    /// The OpenSSL backend of `equals`: `a` and `b` have the same, non-zero length.
    ///
    /// The corresponding C function is `CRYPTO_memcmp`.
    static func backendEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
      a.withUnsafeBytes { left in
        b.withUnsafeBytes { right in
          CRYPTO_memcmp(left.baseAddress, right.baseAddress, left.count) == 0
        }
      }
    }

    /// The OpenSSL backend of `wipe`.
    ///
    /// The corresponding C function is `OPENSSL_cleanse`.
    static func backendWipe(_ bytes: inout [UInt8]) {
      bytes.withUnsafeMutableBytes { OPENSSL_cleanse($0.baseAddress, $0.count) }
    }
  }
#endif
