import Dispatch
import Foundation
import TestSupport
import Testing

@testable import GestureLockSecurity

/// `AsyncLockService` leaves the main actor free (issue 15). Serialized: the control test
/// blocks the main actor on purpose, which the other must never overlap; no other test in the
/// package blocks the main actor.
@Suite("AsyncLockService and the main actor", .serialized)
struct MainActorHeartbeatTests {
  /// The main actor's ticks while `AsyncLockService` runs the KDF.
  ///
  /// Ticks are scheduled on the main queue itself (the main actor's executor here), not with
  /// `Task.sleep`, whose wake-up passes through the cooperative thread pool: other suites that
  /// run at the same time keep that pool busy with synchronous work (SQLite, the KDF), and
  /// the heartbeat would then measure them instead of the main actor. Times are
  /// `DispatchTime` nanoseconds and gaps seconds, not `ContinuousClock` and `Duration`
  /// (iOS 16 / macOS 13): this suite runs on iOS 15 and macOS 12 too.
  @MainActor final class Heartbeat {
    /// The ticks, in nanoseconds of `DispatchTime.now().uptimeNanoseconds`.
    private(set) var ticks: [UInt64] = []
    private var beating = false

    /// Ticks now, then every `interval` seconds until `stop()`.
    func start(every interval: Double = 0.005) {
      beating = true
      beat(every: interval)
    }

    func stop() { beating = false }

    private func beat(every interval: Double) {
      guard beating else { return }
      ticks.append(DispatchTime.now().uptimeNanoseconds)
      DispatchQueue.main.asyncAfter(deadline: .now() + interval) {
        MainActor.assumeIsolated { self.beat(every: interval) }
      }
    }

    /// The longest interval between two ticks, in seconds.
    var longestGap: Double {
      zip(ticks, ticks.dropFirst()).map { Double($1 - $0) / 1e9 }.max() ?? 0
    }
  }

  /// Issue 15 asks for exactly this: "a main-actor heartbeat keeps ticking (no gap over
  /// 50 ms) while five verifies run". It is the one test here that reads wall time (the house
  /// rule is no timing assertions): the bound is the issue's, and each verify at the shipped
  /// KDF cost takes 0.15–0.3 s, so a KDF on the main actor leaves a gap several times over it
  /// in every round (the control below shows the heartbeat sees that).
  ///
  /// On this shared two-core machine the main thread is sometimes simply not scheduled for a
  /// few tens of milliseconds when other processes build or test (seen once: 53 ms at load
  /// average 8), which no code of ours can prevent. So up to three rounds run and one round
  /// without a gap over 50 ms passes; a main actor blocked by the KDF fails all three, since
  /// the verifies themselves block it each time. The bound itself is not widened.
  @Test("The main actor keeps ticking (no gap over 50 ms) while five verifies run")
  @MainActor
  func mainActorKeepsTicking() async throws {
    let directory = try TemporaryDirectory(prefix: "gl-async")
    let shipped = LockPolicy.standard
    let path = try AsyncLockServiceTests.enrolledStore(in: directory, policy: shipped)
    let lock = try AsyncLockService(storePath: path, policy: shipped)
    let right = try secret("0-1-2-5-8")

    var gaps: [Double] = []
    for _ in 0..<3 {
      let heartbeat = Heartbeat()
      heartbeat.start()
      var outcomes: [VerificationOutcome] = []
      for _ in 0..<5 { outcomes.append(try await lock.verify(right)) }
      heartbeat.stop()

      #expect(outcomes == Array(repeating: .accepted, count: 5))
      // Five verifies at 0.15–0.3 s each: the heartbeat ran for more than half a second.
      #expect(heartbeat.ticks.count > 20)
      gaps.append(heartbeat.longestGap)
      if heartbeat.longestGap < 0.050 { break }
    }
    #expect(gaps.contains { $0 < 0.050 }, "longest gap of each round (s): \(gaps)")
  }

  /// The control for the test above: the same heartbeat does see the main actor blocked by
  /// one synchronous verify at the shipped cost (0.15–0.3 s), so its silence above means
  /// something.
  @Test("Control: a synchronous verify on the main actor stalls the same heartbeat")
  @MainActor
  func heartbeatSeesABlockedMainActor() async throws {
    let directory = try TemporaryDirectory(prefix: "gl-async")
    let shipped = LockPolicy.standard
    let path = try AsyncLockServiceTests.enrolledStore(in: directory, policy: shipped)
    let lock = try LockService(store: SQLiteCredentialStore(path: path), policy: shipped)
    let right = try secret("0-1-2-5-8")

    let heartbeat = Heartbeat()
    heartbeat.start()
    // Let it tick once from the main queue before blocking it.
    try await Task.sleep(nanoseconds: 20_000_000)
    #expect(try lock.verify(right) == .accepted)
    try await Task.sleep(nanoseconds: 20_000_000)
    heartbeat.stop()
    #expect(heartbeat.longestGap > 0.050)
  }
}
