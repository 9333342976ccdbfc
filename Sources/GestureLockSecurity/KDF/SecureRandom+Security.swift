// The Apple backend (the Security framework); Linux builds the OpenSSL sibling instead
// (DESIGN.md "Platforms").
// Follows https://developer.apple.com/documentation/security/secrandomcopybytes(_:_:_:)
#if canImport(CommonCrypto)
  internal import Security

  extension SecureRandom {
    /// The Security framework backend of `bytes(count:)`.
    ///
    /// The corresponding C function is `SecRandomCopyBytes`, with `kSecRandomDefault`.
    static func backendBytes(count: Int) throws(SecurityError) -> [UInt8] {
      guard count > 0 else { return [] }
      var bytes = [UInt8](repeating: 0, count: count)
      let status = bytes.withUnsafeMutableBytes { buffer in
        SecRandomCopyBytes(kSecRandomDefault, buffer.count, buffer.baseAddress!)
      }
      guard status == errSecSuccess else {
        throw .cryptoFailure(operation: "SecRandomCopyBytes", message: "OSStatus \(status)")
      }
      return bytes
    }
  }
#endif
