public import GestureLockBiometrics

/// What ``Fprintd/nextVerifyStatus(of:until:cancellation:)`` saw first.
public enum FprintdVerifyEvent: Hashable, Sendable {
  /// A `VerifyStatus` signal: the scan, and fprintd's `done` flag (`false` for retries: the
  /// verification goes on; `true` when it ended and ``Fprintd/verifyStop(_:)`` is due).
  case status(FingerprintScan, done: Bool)
  /// The deadline passed before any signal.
  case timedOut
  /// The cancellation was requested before any signal.
  case cancelled
}
