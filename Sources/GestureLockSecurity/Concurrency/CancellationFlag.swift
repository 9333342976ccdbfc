internal import Synchronization

/// Whether the task that asked for a job has been cancelled, readable from the thread that
/// runs the job (where `Task.isCancelled` knows nothing of that task).
///
/// Set by `withTaskCancellationHandler`'s `onCancel`; read by `LockService`'s attempt right
/// before it counts.
final class CancellationFlag: Sendable {
  private let cancelled = Atomic<Bool>(false)

  /// Whether `cancel()` was called.
  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Marks the task cancelled; idempotent.
  func cancel() { cancelled.store(true, ordering: .releasing) }
}
