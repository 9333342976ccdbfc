import Foundation
import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// `AsyncLockService` (issue 15): the KDF off the caller's actor, cancellation that follows the
/// counting rule, and exact counters with many tasks at once.
@Suite("AsyncLockService")
struct AsyncLockServiceTests {
  /// A throttle that never delays and never wipes: every wrong attempt is counted and checked.
  static let noDelays = LockPolicy.cheap { $0.throttle = ThrottlePolicy(delays: [0]) }

  /// A store with `0-1-2-5-8` enrolled for `profiles`, and its path.
  static func enrolledStore(
    in directory: TemporaryDirectory, profiles: [String] = [LockService.defaultProfile],
    policy: LockPolicy = noDelays
  ) throws -> String {
    let path = directory.path("lock.sqlite")
    for profile in profiles {
      let lock = try LockService(
        store: SQLiteCredentialStore(path: path), profile: profile, policy: policy)
      #expect(try lock.enroll(secret("0-1-2-5-8"), confirmation: secret("0-1-2-5-8")) == .enrolled)
    }
    return path
  }

  /// The failure counter of `profile`, read through a connection of its own.
  static func failures(at path: String, profile: String = LockService.defaultProfile) throws
    -> Int
  {
    try LockService(store: SQLiteCredentialStore(path: path), profile: profile).status()
      .failedAttempts
  }

  /// A service over the store at `path` whose KDF waits inside `gate` until the test opens it.
  static func gatedService(path: String) throws -> (lock: AsyncLockService, gate: GatedHasher) {
    let gate = GatedHasher()
    let lock = AsyncLockService(
      try LockService(store: SQLiteCredentialStore(path: path), policy: noDelays, hasher: gate))
    return (lock, gate)
  }

  /// Starts `lock.verify(secret)` and returns once the attempt is counted and held in the KDF.
  static func verifyHeld(
    _ secret: Secret, on service: (lock: AsyncLockService, gate: GatedHasher)
  ) async -> Task<VerificationOutcome, any Error> {
    let task = Task { try await service.lock.verify(secret) }
    await service.gate.waitUntilChecking()
    return task
  }

  @Test("A cancelled task whose attempt is not yet counted throws and leaves the counter")
  func cancelledBeforeCounting() async throws {
    let directory = try TemporaryDirectory(prefix: "gl-async")
    let path = try Self.enrolledStore(in: directory)
    let (lock, gate) = try Self.gatedService(path: path)

    // The first check is counted, then held inside the KDF: the queue is busy.
    let first = await Self.verifyHeld(try wrong(0), on: (lock, gate))
    #expect(try Self.failures(at: path) == 1)
    // The second waits for the queue; cancelled there, it must never be counted.
    let second = Task { try await lock.verify(wrong(1)) }
    second.cancel()
    gate.open()

    #expect(try await first.value == .rejected(attemptsBeforeDelay: .max))
    await #expect(throws: CancellationError.self) { try await second.value }
    #expect(try Self.failures(at: path) == 1)
  }

  @Test("A task cancelled before it asks is never counted")
  func cancelledBeforeAsking() async throws {
    let directory = try TemporaryDirectory(prefix: "gl-async")
    let path = try Self.enrolledStore(in: directory)
    let lock = try AsyncLockService(storePath: path, policy: Self.noDelays)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await lock.verify(wrong(0))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(try Self.failures(at: path) == 0)
    #expect(try await lock.status().failedAttempts == 0)
  }

  @Test("A task cancelled after its attempt was counted gets the real outcome; the count stays")
  func cancelledAfterCounting() async throws {
    let directory = try TemporaryDirectory(prefix: "gl-async")
    let path = try Self.enrolledStore(in: directory)
    let held = try Self.gatedService(path: path)
    let wrongTask = await Self.verifyHeld(try wrong(0), on: held)
    wrongTask.cancel()
    held.gate.open()
    #expect(try await wrongTask.value == .rejected(attemptsBeforeDelay: .max))
    #expect(try Self.failures(at: path) == 1)

    // The same for a right secret: cancelled after counting, it still unlocks and clears.
    let heldRight = try Self.gatedService(path: path)
    let rightTask = await Self.verifyHeld(try secret("0-1-2-5-8"), on: heldRight)
    rightTask.cancel()
    heldRight.gate.open()
    #expect(try await rightTask.value == .accepted)
    #expect(try Self.failures(at: path) == 0)
  }

  @Test("Change and remove cancelled before counting change nothing")
  func cancelledChangeAndRemove() async throws {
    let directory = try TemporaryDirectory(prefix: "gl-async")
    let path = try Self.enrolledStore(in: directory)
    let (lock, gate) = try Self.gatedService(path: path)
    let blocker = await Self.verifyHeld(try wrong(0), on: (lock, gate))
    let change = Task {
      try await lock.change(
        current: secret("0-1-2-5-8"), to: secret("6-7-8-5-2"),
        confirmation: secret("6-7-8-5-2"))
    }
    let remove = Task { try await lock.remove(verifying: secret("0-1-2-5-8")) }
    change.cancel()
    remove.cancel()
    gate.open()
    _ = try await blocker.value
    await #expect(throws: CancellationError.self) { try await change.value }
    await #expect(throws: CancellationError.self) { try await remove.value }
    #expect(try Self.failures(at: path) == 1)
    #expect(try await lock.verify(secret("0-1-2-5-8")) == .accepted)
  }

  @Test("Many tasks on several services at once: every counter is exact")
  func manyTasksExactCounters() async throws {
    let directory = try TemporaryDirectory(prefix: "gl-async")
    let path = try Self.enrolledStore(in: directory, profiles: ["default", "other"])
    // Two services of one profile share its queue; a third profile has its own.
    let services = [
      try AsyncLockService(storePath: path, policy: Self.noDelays),
      try AsyncLockService(storePath: path, policy: Self.noDelays),
      try AsyncLockService(storePath: path, profile: "other", policy: Self.noDelays),
    ]
    let perService = 8
    let outcomes = try await withThrowingTaskGroup(of: VerificationOutcome.self) { group in
      for (index, service) in services.enumerated() {
        for attempt in 0..<perService {
          // Different wrong secrets: none is "the same wrong secret again".
          let wrongSecret = try wrong(index % 2 * perService + attempt)
          group.addTask { try await service.verify(wrongSecret) }
        }
      }
      return try await group.reduce(into: [VerificationOutcome]()) { $0.append($1) }
    }
    #expect(outcomes.count == services.count * perService)
    #expect(outcomes.allSatisfy { $0 == .rejected(attemptsBeforeDelay: .max) })
    #expect(try Self.failures(at: path) == 2 * perService)
    #expect(try Self.failures(at: path, profile: "other") == perService)
  }
}
