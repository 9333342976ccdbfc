import Dispatch
import GestureLockBiometrics
import GestureLockSystem
import Testing

@testable import GestureLockPadFlow

/// `FingerprintWorker.stop()` with a thread stuck in a call (a frozen fprintd): the pad's way
/// out must not wait for it.
@Suite("Fingerprint worker")
struct FingerprintWorkerTests {
  /// An unlocker whose first call blocks until `gate` is signalled.
  final class StuckUnlocker: BiometricUnlocker, @unchecked Sendable {
    let entered = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)

    func availability() -> Result<[String], FingerprintUnavailable> {
      entered.signal()
      gate.wait()
      return .success(["right-index-finger"])
    }

    func verify(
      timeout: Double, cancellation: FingerprintCancellation,
      onScan: (FingerprintScan) -> Void
    ) -> FingerprintVerification {
      .cancelled
    }
  }

  /// A counter shared with the worker's and the safety net's threads.
  final class Counter: Sendable {
    private let value = Locked(0)
    func add() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
  }

  @Test("stop() returns while the first call is stuck, and the thread never wakes afterwards")
  func stopDoesNotWaitForAStuckCall() {
    let unlocker = StuckUnlocker()
    let wakes = Counter()
    let released = Counter()
    let worker = FingerprintWorker(unlocker: unlocker, wake: { wakes.add() })
    worker.start()
    unlocker.entered.wait()
    // Without the bounded join, stop() would wait for this release (a safety net, not a timing
    // check: the assertion is on the order of events).
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) {
      released.add()
      unlocker.gate.signal()
    }
    worker.stop()
    let releasedFirst = released.count > 0
    #expect(!releasedFirst, "stop() waited for the stuck call")
    unlocker.gate.signal()
    let wakesAfterStop = wakes.count
    #expect(wakesAfterStop == 0)
  }
}
