// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  /// The buffer handling every OpenSSL key-derivation call shares: a fresh key buffer, the
  /// password (as `CChar`), salt and key pointers, the error queue cleared before the call, and
  /// on failure the key wiped and the error made by the funnel.
  extension OpenSSLFailure {
    /// A C key-derivation call: password and its byte count, salt and its byte count, key buffer
    /// and its byte count in; 1 out on success (OpenSSL's convention).
    typealias DerivationCall = (
      _ password: UnsafePointer<CChar>?, _ passwordCount: Int,
      _ salt: UnsafePointer<UInt8>?, _ saltCount: Int,
      _ key: UnsafeMutablePointer<UInt8>?, _ keyCount: Int
    ) -> Int32

    /// Derives `byteCount` bytes from `password` and `salt` with `call`.
    ///
    /// - Parameters:
    ///   - password: The secret's bytes (a `SecretBytes` or an array's); only borrowed for the
    ///     call, never copied.
    ///   - salt: The salt's bytes.
    ///   - byteCount: The key length in bytes, already checked by the caller.
    ///   - operation: The C function `call` makes, named in the error (`"EVP_PBE_scrypt"`).
    ///   - call: The C call, given the buffers.
    /// - Returns: The derived key, `byteCount` bytes.
    /// - Throws: `SecurityError.cryptoFailure` when `call` does not return 1; the partial key is
    ///   wiped first.
    static func derive(
      password: UnsafeRawBufferPointer, salt: [UInt8], byteCount: Int, operation: String,
      _ call: DerivationCall
    ) throws(SecurityError) -> [UInt8] {
      var key = [UInt8](repeating: 0, count: byteCount)
      clearQueue()
      // An empty password may come without an address: both C functions take NULL with a
      // length of 0 for the empty password.
      let passwordChars = password.baseAddress?.assumingMemoryBound(to: CChar.self)
      let result = salt.withUnsafeBufferPointer { saltBytes in
        key.withUnsafeMutableBufferPointer { keyBytes in
          call(
            passwordChars, password.count, saltBytes.baseAddress, saltBytes.count,
            keyBytes.baseAddress, keyBytes.count)
        }
      }
      guard result == 1 else {
        ConstantTime.wipe(&key)
        throw error(operation)
      }
      return key
    }
  }
#endif
