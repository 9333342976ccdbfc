package import GestureLockSecurity

extension PadController {
  /// The profile's `LockService` as the pad's `FingerprintRecorder`, or `nil` while this build
  /// has no fingerprint API in GestureLockSecurity (then the pads offer no finger).
  ///
  /// `LockService` conforms in one file, `LockService+FingerprintRecorder.swift`, added when
  /// the security work is merged; until then this cast finds no conformance.
  package static func fingerprintRecorder(for service: LockService) -> (any FingerprintRecorder)? {
    (service as Any) as? any FingerprintRecorder
  }

  /// Starts fingerprint unlock beside drawing when the options name a reader, the pad has a
  /// recorder and the device can be woken; the session checks the profile's rules first.
  ///
  /// - Parameter wake: The device's wake (`PadDevice.wake`).
  package func startFingerprint(wake: (@Sendable () -> Void)?) {
    guard let wake, let unlocker = options.fingerprintUnlocker, let fingerprintRecorder else {
      return
    }
    session.startFingerprint(unlocker: unlocker, recorder: fingerprintRecorder, wake: wake)
  }

  /// Cancels fingerprint verification and joins its thread (on every way out of the loop).
  package func stopFingerprint() {
    session.stopFingerprint()
  }

  /// Takes the fingerprint thread's reports on the loop thread.
  ///
  /// - Returns: Whether anything visible may have changed.
  package func takeFingerprintReports() -> Bool {
    session.takeFingerprintReports(at: monotonicNow())
  }
}
