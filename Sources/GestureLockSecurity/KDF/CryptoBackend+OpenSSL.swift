// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  extension CryptoBackend {
    /// This build's backend: OpenSSL's libcrypto.
    public static var current: CryptoBackend { .openSSL }
  }
#endif
