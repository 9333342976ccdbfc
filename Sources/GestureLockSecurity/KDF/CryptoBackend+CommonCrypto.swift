// The Apple backend (CommonCrypto and the Security framework); Linux builds the OpenSSL
// sibling instead (DESIGN.md "Platforms").
#if canImport(CommonCrypto)
  extension CryptoBackend {
    /// This build's backend: CommonCrypto, which has no scrypt.
    public static var current: CryptoBackend { .commonCrypto }
  }
#endif
