import GestureLockSystem
import Testing

@testable import GestureLockBiometrics

/// The platform-neutral cancellation: what an unlocker registers runs once, on request.
@Suite("Fingerprint cancellation")
struct FingerprintCancellationTests {
  @Test("A request during the wait runs the handler once; later requests do nothing")
  func duringTheWait() {
    let cancellation = FingerprintCancellation()
    let calls = Locked(0)
    cancellation.whileWaiting(onRequest: { calls.withLock { $0 += 1 } }) {
      #expect(!cancellation.isRequested)
      cancellation.request()
      cancellation.request()
    }
    #expect(cancellation.isRequested)
    #expect(calls.withLock { $0 } == 1)
  }

  @Test("A request made before the wait runs the handler at once, before the body")
  func beforeTheWait() {
    let cancellation = FingerprintCancellation()
    cancellation.request()
    let calls = Locked(0)
    let seen = cancellation.whileWaiting(onRequest: { calls.withLock { $0 += 1 } }) {
      calls.withLock { $0 }
    }
    #expect(seen == 1)
  }

  @Test("A handler is forgotten once its wait is over")
  func afterTheWait() {
    let cancellation = FingerprintCancellation()
    let calls = Locked(0)
    cancellation.whileWaiting(onRequest: { calls.withLock { $0 += 1 } }) {}
    cancellation.request()
    #expect(calls.withLock { $0 } == 0)
  }
}
