internal import GestureLockBiometrics

/// Fingerprint unlock beside drawing, for one session: where results are recorded, the
/// thread that verifies, and what is known so far. Owned by `PadSession`; used on the loop
/// thread only.
final class PadFingerprint {
  /// Where the profile's fingerprint status is read and results recorded.
  let recorder: any FingerprintRecorder
  /// The reader, for a new thread after a lockout or a relock.
  let unlocker: any BiometricUnlocker
  /// Makes the device's wait for input return; called from the fingerprint thread.
  let wake: @Sendable () -> Void
  /// The thread running the unlocker now.
  var worker: FingerprintWorker
  /// Threads cancelled earlier in the session, joined on the way out; their reports are
  /// never taken (a result they saw was never recorded, so it is never acted on or logged).
  var retired: [FingerprintWorker] = []
  /// The reader's enrolled fingers, once the thread reported them.
  var fingers: [String]?
  /// Whether the pad offers the finger now (its prompt says so).
  var isOffered = false
  /// Whether the thread was cancelled; a new one is started when the finger may be offered
  /// again (after a lockout, after a relock).
  var isStopped = false

  init(
    recorder: any FingerprintRecorder, unlocker: any BiometricUnlocker,
    wake: @escaping @Sendable () -> Void
  ) {
    self.recorder = recorder
    self.unlocker = unlocker
    self.wake = wake
    self.worker = FingerprintWorker(unlocker: unlocker, wake: wake)
  }

  /// Retires the cancelled thread and starts a new one, which asks for the fingers again.
  func restart() {
    retired.append(worker)
    worker = FingerprintWorker(unlocker: unlocker, wake: wake)
    isStopped = false
    isOffered = false
    worker.start()
  }
}
