// The Apple backend; Linux builds the OpenSSL sibling instead (DESIGN.md "Platforms").
// CommonCrypto has no public constant-time comparison: the comparison is plain Swift. The wipe
// is C11's memset_s (Annex K), which Darwin's libc provides and which may not be optimised
// away: https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/memset_s.3.html
#if canImport(CommonCrypto)
  internal import Darwin

  extension ConstantTime {
    /// The Apple backend of `equals`: `a` and `b` have the same, non-zero length.
    ///
    /// Every byte pair is XORed and the differences ORed together, with no early exit, so the
    /// time depends only on the length.
    static func backendEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
      var difference: UInt8 = 0
      for index in a.indices { difference |= a[index] ^ b[index] }
      return difference == 0
    }

    /// The Apple backend of `wipe`.
    ///
    /// The corresponding C function is `memset_s`.
    static func backendWipe(_ bytes: inout [UInt8]) {
      bytes.withUnsafeMutableBytes { buffer in
        _ = memset_s(buffer.baseAddress, buffer.count, 0, buffer.count)
      }
    }
  }
#endif
