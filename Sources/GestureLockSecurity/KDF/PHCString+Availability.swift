extension PHCString {
  /// Checks that `backend` can compute this stored hash's KDF, before a secret is checked
  /// against it: on Apple platforms a scrypt hash is a store this platform cannot verify, a
  /// fault, never a wrong secret.
  ///
  /// - Throws: `SecurityError.keyDerivationUnavailable` with `stored: true`.
  func requireAvailable(on backend: CryptoBackend) throws(SecurityError) {
    guard backend.offers(keyDerivation) else {
      throw .keyDerivationUnavailable(
        algorithm: Self.identifier(of: keyDerivation), backend: backend.name, stored: true)
    }
  }
}
