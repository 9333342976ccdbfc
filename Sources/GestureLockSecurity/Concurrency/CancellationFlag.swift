internal import GestureLockSystem

/// Whether the task that asked for a job has been cancelled, readable from the thread that
/// runs the job (where `Task.isCancelled` knows nothing of that task).
///
/// Set by `withTaskCancellationHandler`'s `onCancel`; read by `LockService`'s attempt right
/// before it counts.
final class CancellationFlag: Sendable {
  private let cancelled = Locked(false)

  /// Whether `cancel()` was called.
  var isCancelled: Bool { cancelled.withLock { $0 } }

  /// Marks the task cancelled; idempotent.
  func cancel() { cancelled.withLock { $0 = true } }
}
