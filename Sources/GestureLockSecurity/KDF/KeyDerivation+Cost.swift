extension KeyDerivation {
  /// OWASP's lower-memory scrypt row: N = 2^15, r = 8, p = 3 (32 MiB per hash, about the work
  /// of `owaspScrypt`). *(source: OWASP Password Storage Cheat Sheet)*
  public static let owaspScryptLowMemory = KeyDerivation.scrypt(logN: 15, r: 8, p: 3)

  /// Whether a hash made with these parameters should be re-made with `target`'s at the next
  /// successful verification: the same algorithm at a lower cost.
  ///
  /// PBKDF2: fewer iterations. scrypt: less memory (N · r) or less work (N · r · p).
  /// Different algorithms are never compared (no cost model spans both), so switching the
  /// default algorithm applies to new enrolments and changes, not to stored hashes.
  ///
  /// ```swift
  /// KeyDerivation.pbkdf2SHA256(iterations: 100_000).isBelow(.default)  // true
  /// KeyDerivation.owaspScrypt.isBelow(.default)                         // false: another algorithm
  /// ```
  public func isBelow(_ target: KeyDerivation) -> Bool {
    // Out-of-bounds parameters are refused elsewhere; here they must not overflow.
    guard (try? validate()) != nil, (try? target.validate()) != nil else { return false }
    switch (self, target) {
    case (.pbkdf2SHA256(let iterations), .pbkdf2SHA256(let targetIterations)):
      return iterations < targetIterations
    case (.scrypt(let logN, let r, let p), .scrypt(let targetLogN, let targetR, let targetP)):
      let memory = (1 << logN) * r
      let targetMemory = (1 << targetLogN) * targetR
      return memory < targetMemory || memory * p < targetMemory * targetP
    default:
      return false
    }
  }
}
