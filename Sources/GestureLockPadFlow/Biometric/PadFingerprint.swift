/// Fingerprint unlock beside drawing, for one session: where results are recorded, the
/// thread that verifies, and what is known so far. Owned by `PadSession`; used on the loop
/// thread only.
final class PadFingerprint {
  /// Where the profile's fingerprint status is read and results recorded.
  let recorder: any FingerprintRecorder
  /// The thread running the unlocker.
  let worker: FingerprintWorker
  /// The reader's enrolled fingers, once the thread reported them.
  var fingers: [String]?
  /// Whether the pad offers the finger now (its prompt says so).
  var isOffered = false
  /// Whether the thread was stopped; it is never started again for this session.
  var isStopped = false

  init(recorder: any FingerprintRecorder, worker: FingerprintWorker) {
    self.recorder = recorder
    self.worker = worker
  }
}
