// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  internal import COpenSSL

  extension SecureRandom {
    /// The OpenSSL backend of `bytes(count:)`.
    ///
    /// The corresponding C function is `RAND_bytes`.
    static func backendBytes(count: Int) throws(SecurityError) -> [UInt8] {
      guard count > 0 else { return [] }
      guard let length = Int32(exactly: count) else {
        throw .invalidParameters("byte count \(count) is too large")
      }
      var bytes = [UInt8](repeating: 0, count: count)
      OpenSSLFailure.clearQueue()
      let result = bytes.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, length) }
      guard result == 1 else { throw OpenSSLFailure.error("RAND_bytes") }
      return bytes
    }
  }
#endif
