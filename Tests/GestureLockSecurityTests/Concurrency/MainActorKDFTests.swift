import Foundation
import TestSupport
import Testing

@testable import GestureLockSecurity

/// `AsyncLockService` leaves the main actor free while the KDF runs (issue 15), shown by cause,
/// not by a clock: a hasher that records, for every check, whether it ran on the main actor's
/// executor (the main dispatch queue, which is where the concurrency runtime runs main-actor
/// jobs with Dispatch; recognised by a queue-specific value set on it) and whether the main
/// actor ran a job of the test's while the check was under way. No wall-time bound: a busy machine cannot fail it, and a KDF on the
/// main actor cannot pass it (the control shows the probe sees that case).
@Suite("AsyncLockService and the main actor")
struct MainActorKDFTests {
  /// A `SecretHasher` that probes the main actor from inside each check.
  ///
  /// Off the main actor, a check first asks the main actor to run a job (`Task { @MainActor
  /// in … }`), then runs the real KDF, and returns only once that job has run: so a check
  /// completes only if the main actor was free to run other work while it was under way. If
  /// the main actor were held until the check returned, the job could not run and the check
  /// would give up after `patience` seconds and record it (a guard against a hanging test,
  /// never what a passing run waits for). On the main actor the job cannot run before the
  /// check returns by construction, so it is not asked for; the check records where it ran.
  /// (Not `Thread.isMainThread`: under `swift test` on Linux the main queue may be drained by
  /// another thread once the main thread has called `dispatch_main`.)
  final class MainActorProbe: SecretHashing, @unchecked Sendable {
    /// Where one check ran.
    struct Check: Equatable, Sendable, CustomStringConvertible {
      /// Whether the check (and so the KDF) ran on the main actor's executor.
      let onMainActor: Bool
      /// Whether the main actor ran the probe's job while the check was under way.
      let mainActorRanMeanwhile: Bool

      var description: String {
        "\(onMainActor ? "on" : "off") the main actor, main actor "
          + (mainActorRanMeanwhile ? "free" : "not seen running")
      }
    }

    /// Seconds a check waits for the main actor's job before it records that it never ran.
    static let patience = 60.0

    /// Set on the main dispatch queue: a check that finds it is running there.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()

    private let hasher = SecretHasher()
    private let lock = NSLock()
    private var recorded: [Check] = []

    init() {
      DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
    }

    /// Every check so far, in order.
    var checks: [Check] { lock.withLock { recorded } }

    func hash(_ secret: [UInt8], with keyDerivation: KeyDerivation) throws(SecurityError)
      -> String
    {
      try hasher.hash(secret, with: keyDerivation)
    }

    func check(_ secret: [UInt8], against phc: String) throws(SecurityError) -> SecretCheck {
      guard DispatchQueue.getSpecific(key: Self.mainQueueKey) == nil else {
        let result = try hasher.check(secret, against: phc)
        record(Check(onMainActor: true, mainActorRanMeanwhile: false))
        return result
      }
      let ran = DispatchSemaphore(value: 0)
      Task { @MainActor in ran.signal() }
      let result = try hasher.check(secret, against: phc)
      let meanwhile = ran.wait(timeout: .now() + Self.patience) == .success
      record(Check(onMainActor: false, mainActorRanMeanwhile: meanwhile))
      return result
    }

    private func record(_ check: Check) {
      lock.withLock { recorded.append(check) }
    }
  }

  /// A lock service over a store with 0-1-2-5-8 enrolled at the shipped KDF cost, its checks
  /// made through a new probe (the directory is kept alive with it).
  static func probedService() throws -> (
    directory: TemporaryDirectory, service: LockService, probe: MainActorProbe
  ) {
    let directory = try TemporaryDirectory(prefix: "gl-async")
    let path = try AsyncLockServiceTests.enrolledStore(in: directory, policy: .standard)
    let probe = MainActorProbe()
    let service = try LockService(
      store: SQLiteCredentialStore(path: path), policy: .standard, hasher: probe)
    return (directory, service, probe)
  }

  @Test("Five verifies: each KDF runs off the main actor, which runs other work meanwhile")
  @MainActor
  func kdfLeavesTheMainActorFree() async throws {
    let (directory, service, probe) = try Self.probedService()
    defer { withExtendedLifetime(directory) {} }
    let lock = AsyncLockService(service)
    let right = try secret("0-1-2-5-8")

    var outcomes: [VerificationOutcome] = []
    for _ in 0..<5 { outcomes.append(try await lock.verify(right)) }

    #expect(outcomes == Array(repeating: .accepted, count: 5))
    let free = MainActorProbe.Check(onMainActor: false, mainActorRanMeanwhile: true)
    #expect(probe.checks == Array(repeating: free, count: 5))
  }

  /// The control for the test above: the same probe does see a KDF run by the main actor (a
  /// synchronous `LockService.verify` called from it), so its answer above means something.
  @Test("Control: a synchronous verify on the main actor is seen running there")
  @MainActor
  func probeSeesTheMainActor() async throws {
    let (directory, lock, probe) = try Self.probedService()
    defer { withExtendedLifetime(directory) {} }

    #expect(try lock.verify(secret("0-1-2-5-8")) == .accepted)
    #expect(probe.checks == [.init(onMainActor: true, mainActorRanMeanwhile: false)])
  }
}
