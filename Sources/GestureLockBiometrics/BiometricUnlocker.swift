/// Something that unlocks by a part of the body: fprintd on Linux (GestureLockFingerprint's
/// `FprintdUnlocker`), Face ID / Touch ID on Apple platforms (GestureLockUIKit's
/// `LocalAuthenticationUnlocker`).
///
/// It lives in the flow layer so the pads start a verification without knowing fprintd; the
/// fprintd implementation is `FprintdUnlocker` in GestureLockFingerprint. The pads call
/// ``verify(timeout:cancellation:onScan:)`` on a thread of their own (it blocks) and cancel
/// and join it on every way out.
public protocol BiometricUnlocker: Sendable {
  /// Whether unlocking this way can work now, with the enrolled fingers' names (no
  /// fingerprint data) so a caller can notice that the set changed.
  func availability() -> Result<[String], FingerprintUnavailable>

  /// When this unlocker now names the enrolled set otherwise than it used to (its source
  /// changed, as LocalAuthentication's domain state did in iOS 18 / macOS 15), the old names
  /// and the new ones, read now; `nil` when there is nothing to carry over. Callers offer it to
  /// the store before asking `fingerprintStatus(enrolledFingers:)` (see
  /// `EnrolledNamesMigration`). The default is `nil`.
  func enrolledNamesMigration() -> EnrolledNamesMigration?

  /// Waits for a finger, at most `timeout` seconds, and for no longer than until
  /// `cancellation` is requested; blocks the calling thread meanwhile.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for a final scan, in seconds (a `Double`, not `Duration`,
  ///     which needs iOS 16 / macOS 13). Zero, a negative number or NaN waits for nothing (the
  ///     verification times out); `.infinity` waits until a scan or a cancellation.
  ///   - cancellation: Requested from any thread to stop waiting.
  ///   - onScan: Called on this thread with every scan, retries included, before it returns.
  /// - Returns: How the verification ended. The reader is released on every way out.
  func verify(
    timeout: Double, cancellation: FingerprintCancellation,
    onScan: (FingerprintScan) -> Void
  ) -> FingerprintVerification
}

extension BiometricUnlocker {
  /// No migration: the names never changed source (fprintd's are finger names).
  public func enrolledNamesMigration() -> EnrolledNamesMigration? { nil }
}
