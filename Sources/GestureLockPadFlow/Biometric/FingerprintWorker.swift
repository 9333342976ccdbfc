internal import Foundation
internal import GestureLockBiometrics
internal import GestureLockSystem

/// What the fingerprint thread reports to the pad's loop thread.
enum FingerprintReport: Sendable {
  /// The reader is there with these enrolled fingers; the thread waits for ``FingerprintWorker/proceed()``.
  case available([String])
  /// The reader cannot be used; the thread has ended.
  case unavailable(FingerprintUnavailable)
  /// The reader asks for the scan again; the verification goes on.
  case retry(FingerprintScan.RetryReason)
  /// A verification ended (never `.cancelled`); the thread waits for
  /// ``FingerprintWorker/proceed()`` to verify again. A match is reported as soon as it is
  /// seen (the reader is released meanwhile); every other end once the reader is released.
  case ended(FingerprintVerification)
}

/// A `BiometricUnlocker` run on a thread of its own, because its calls block: reports cross
/// to the pad's loop thread through a lock-protected mailbox, and each report calls `wake`, so
/// a device waiting for input returns and the loop takes them (`takeReports()`).
///
/// The thread first asks for the enrolled fingers (`availability()`), then verifies only when
/// the loop thread says so (``proceed()``), once per call: the loop checks the profile's rules
/// first, and records each result before the next verification claims the reader. ``stop()``
/// cancels a running verification (the unlocker releases the reader) and joins the thread
/// (for at most ``joinPatience``); the pad calls it on every way out.
final class FingerprintWorker: Sendable {
  private let unlocker: any BiometricUnlocker
  private let wake: @Sendable () -> Void
  private let verifyTimeout: Double
  private let cancellation = FingerprintCancellation()
  private let reports = Locked<[FingerprintReport]>([])
  private let go = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private let state = Locked((started: false, joined: false))
  /// Whether the thread may still call `wake`: false once ``stop()`` returned, so a thread left
  /// stuck in a call never wakes a device that is gone. `wake` runs under this lock.
  private let mayWake = Locked(true)

  /// How long ``stop()`` waits for the thread to end before it leaves it to end on its own.
  static let joinPatience = DispatchTimeInterval.seconds(1)

  /// How long one verification waits for a finger before it starts over, in seconds (fprintd
  /// keeps a claim no longer than a call needs).
  static let defaultVerifyTimeout: Double = 300

  /// A worker for `unlocker`, which calls `wake` (from its thread) after each report.
  init(
    unlocker: any BiometricUnlocker, wake: @escaping @Sendable () -> Void,
    verifyTimeout: Double = defaultVerifyTimeout
  ) {
    self.unlocker = unlocker
    self.wake = wake
    self.verifyTimeout = verifyTimeout
  }

  /// Starts the thread: it asks for the enrolled fingers and reports them.
  func start() {
    state.withLock { $0.started = true }
    let thread = Thread { [self] in
      run()
      finished.signal()
    }
    thread.name = "GestureLock fingerprint"
    thread.start()
  }

  /// Lets the thread start one verification (after `.available`, or after an `.ended` that the
  /// loop has recorded).
  func proceed() {
    go.signal()
  }

  /// The reports since the last call, in order; called on the loop thread.
  func takeReports() -> [FingerprintReport] {
    reports.withLock { reports in
      defer { reports = [] }
      return reports
    }
  }

  /// Cancels a running verification without waiting: the thread releases the reader and
  /// ends on its own; ``stop()`` joins it. Safe to call more than once.
  func cancel() {
    cancellation.request()
    go.signal()
  }

  /// Cancels a running verification and waits for the thread to end (the unlocker has
  /// released the reader by then), but no longer than ``joinPatience``: a thread stuck in a
  /// call to a frozen fprintd is left to end on its own when the call's timeout passes (it
  /// only releases its own connection then, and never wakes the device again). Safe to call
  /// more than once, and before ``start()``.
  func stop() {
    cancel()
    let mustJoin = state.withLock { state -> Bool in
      defer { state.joined = true }
      return state.started && !state.joined
    }
    if mustJoin { _ = finished.wait(timeout: .now() + Self.joinPatience) }
    mayWake.withLock { $0 = false }
  }

  private func post(_ report: FingerprintReport) {
    reports.withLock { $0.append(report) }
    mayWake.withLock { mayWake in
      if mayWake { wake() }
    }
  }

  private func run() {
    switch unlocker.availability() {
    case .failure(let reason):
      post(.unavailable(reason))
      return
    case .success(let fingers):
      post(.available(fingers))
    }
    while true {
      go.wait()
      if cancellation.isRequested { return }
      var reported = false
      let outcome = unlocker.verify(timeout: verifyTimeout, cancellation: cancellation) {
        [self] scan in
        switch scan {
        case .retry(let reason):
          post(.retry(reason))
        case .match:
          // At once: the pad unlocks while the unlocker stops and releases the reader.
          post(.ended(.finished(.match)))
          reported = true
        default:
          break  // Reported when the reader is released, before a new verification claims it.
        }
      }
      if outcome == .cancelled || reported { continue }
      post(.ended(outcome))
    }
  }
}
