/// Comparisons and wiping for secret bytes, free of data-dependent timing.
///
/// ```swift
/// ConstantTime.equals(derived, stored)  // time depends on the length only
/// ```
public enum ConstantTime {
  /// Whether `a` and `b` hold the same bytes, in time that depends only on their lengths.
  ///
  /// Lengths are compared first (a length is not a secret here: hash lengths are public).
  ///
  /// - Returns: `true` when both have the same length and the same bytes.
  /// - Note: The byte comparison is OpenSSL's `CRYPTO_memcmp` on Linux, a branch-free loop on
  ///   Apple platforms.
  public static func equals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    return backendEquals(a, b)
  }

  /// Overwrites every byte of `bytes` with zeros in a way the optimiser cannot remove.
  ///
  /// Swift arrays may have been copied before (copy-on-write); this wipes the buffer it is
  /// given, which is the best a caller can do for memory it holds.
  ///
  /// - Note: The wipe is OpenSSL's `OPENSSL_cleanse` on Linux, `memset_s` on Apple platforms.
  public static func wipe(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    backendWipe(&bytes)
  }
}
