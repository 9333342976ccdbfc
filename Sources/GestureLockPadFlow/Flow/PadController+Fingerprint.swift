package import GestureLockSecurity

extension PadController {
  /// The profile's `LockService` as the pad's `FingerprintRecorder`
  /// (`LockService+FingerprintRecorder.swift`).
  package static func fingerprintRecorder(for service: LockService) -> (any FingerprintRecorder)? {
    service
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
