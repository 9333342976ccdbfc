/// The final result of one fingerprint scan, as the reader reported it
/// (`LockService.recordFingerprint(_:enrolledFingers:)`). Retry scans ("finger not centred",
/// "swipe too short") are not results: they are never recorded.
public enum FingerprintResult: Hashable, Sendable {
  /// An enrolled finger matched.
  case match
  /// The finger matched none of the enrolled ones.
  case noMatch
}
