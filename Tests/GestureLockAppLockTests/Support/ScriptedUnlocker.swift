import Dispatch
import GestureLockBiometrics
import GestureLockSystem

/// A `BiometricUnlocker` that answers as scripted: its availability, then one verification
/// result per call (or, with `waitsForCancellation`, none until the caller cancels).
final class ScriptedUnlocker: BiometricUnlocker {
  private struct Script: Sendable {
    var availability: Result<[String], FingerprintUnavailable>
    var results: [FingerprintVerification]
    var verifyCalls = 0
  }
  private let script: Locked<Script>
  private let waitsForCancellation: Bool
  private let waiting = DispatchSemaphore(value: 0)

  /// The migration `enrolledNamesMigration()` offers.
  private let migration: EnrolledNamesMigration?

  init(
    fingers: [String] = ["right-index-finger"], results: [FingerprintVerification] = [],
    waitsForCancellation: Bool = false, migration: EnrolledNamesMigration? = nil
  ) {
    script = Locked(Script(availability: .success(fingers), results: results))
    self.waitsForCancellation = waitsForCancellation
    self.migration = migration
  }

  init(unavailable: FingerprintUnavailable) {
    script = Locked(Script(availability: .failure(unavailable), results: []))
    waitsForCancellation = false
    migration = nil
  }

  func enrolledNamesMigration() -> EnrolledNamesMigration? { migration }

  /// How often `verify` ran (the reader was used).
  var verifyCalls: Int { script.withLock { $0.verifyCalls } }

  func availability() -> Result<[String], FingerprintUnavailable> {
    script.withLock { $0.availability }
  }

  func verify(
    timeout: Double, cancellation: FingerprintCancellation,
    onScan: (FingerprintScan) -> Void
  ) -> FingerprintVerification {
    let next = script.withLock { script -> FingerprintVerification in
      script.verifyCalls += 1
      return script.results.isEmpty ? .timedOut : script.results.removeFirst()
    }
    if waitsForCancellation {
      let waiting = self.waiting
      cancellation.whileWaiting(onRequest: { waiting.signal() }) { waiting.wait() }
      return .cancelled
    }
    if case .finished(let scan) = next {
      onScan(.retry(.fingerNotCentered))
      onScan(scan)
    }
    return next
  }
}
