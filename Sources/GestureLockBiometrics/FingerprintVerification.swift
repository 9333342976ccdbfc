/// How one fingerprint verification ended.
public enum FingerprintVerification: Hashable, Sendable {
  /// The final scan: `.match`, `.noMatch`, `.disconnected` or `.unknownError` (never `.retry`,
  /// which is reported along the way and does not end a verification).
  case finished(FingerprintScan)
  /// No final scan before the timeout.
  case timedOut
  /// The caller cancelled first.
  case cancelled
  /// Fingerprint unlock could not be used; the reason says why.
  case unavailable(FingerprintUnavailable)
}
