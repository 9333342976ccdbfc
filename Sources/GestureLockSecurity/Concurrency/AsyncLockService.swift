internal import Dispatch

/// `LockService` for Swift concurrency: `Sendable`, with `async` checks that run the slow KDF
/// on a queue of the profile's own, never on the caller's actor.
///
/// Named after what it adds to `LockService` and nothing else: the same rules, store and
/// answers (SPEC.md §4), reached with `await`. It is not called "concurrent" because attempts
/// are not: every `AsyncLockService` of one profile in one store file (in this process) shares
/// one serial queue, so checks run one at a time, in the order they were asked for; other
/// processes are ordered by the store's transactions as before.
///
/// Cancellation follows the counting rule. A task cancelled before its attempt is counted
/// (still waiting for the queue, or inside the counting transaction right before the
/// increment) throws `CancellationError` and leaves the store untouched. Once the attempt is
/// counted, it completes and returns its real outcome even if the task was cancelled
/// meanwhile: a counted guess stays counted, and its verdict is not thrown away.
///
/// The synchronous `LockService` stays for single-threaded hosts such as the CLI.
///
/// ```swift
/// @MainActor final class LockScreenModel {
///   let lock: AsyncLockService
///   init() throws {
///     lock = try AsyncLockService(storePath: StoreLocation.defaultPath())
///   }
///   func submit(_ secret: Secret) async throws -> Bool {
///     try await lock.verify(secret) == .accepted  // the main actor keeps running meanwhile
///   }
/// }
/// ```
public final class AsyncLockService: Sendable {
  /// The profile whose secret this service checks.
  public let profile: String
  /// The rules for enrolment, the throttle and the KDF cost.
  public let policy: LockPolicy

  private let queue: DispatchQueue
  private let confined: Confined

  /// The service, touched only on `queue`.
  private final class Confined: @unchecked Sendable {
    let service: LockService
    init(_ service: LockService) { self.service = service }
  }

  /// Takes over `service`: from now on it is used only on its profile's queue.
  ///
  /// A service over an `SQLiteCredentialStore` shares the queue of every other service of the
  /// same file path and profile in this process; one over another store gets a queue of its
  /// own.
  ///
  /// - Parameter service: A lock service nothing else holds (`sending`: the compiler checks).
  public init(_ service: sending LockService) {
    profile = service.profile
    policy = service.policy
    if let path = (service.store as? SQLiteCredentialStore)?.path {
      queue = ProfileQueues.queue(storePath: path, profile: service.profile)
    } else {
      queue = ProfileQueues.privateQueue(profile: service.profile)
    }
    confined = Confined(service)
  }

  /// Creates a service for one profile of the SQLite store at `storePath`.
  ///
  /// - Parameters:
  ///   - storePath: The store file, e.g. `StoreLocation.defaultPath()`.
  ///   - profile: The profile name: 1–64 UTF-8 bytes, no control characters.
  ///   - policy: Enrolment rules, throttle and KDF cost; SPEC.md's defaults by default.
  ///   - clock: Wall clock, monotonic clock and boot identifier; the system's by default.
  /// - Throws: As `LockService.init`.
  public convenience init(
    storePath: String, profile: String = LockService.defaultProfile,
    policy: LockPolicy = .standard, clock: any LockClock & Sendable = SystemLockClock()
  ) throws(SecurityError) {
    self.init(
      try LockService(
        store: SQLiteCredentialStore(path: storePath), profile: profile, policy: policy,
        clock: clock))
  }

  /// `LockService.status()` on the profile's queue.
  ///
  /// - Throws: `CancellationError` when cancelled before it ran; otherwise as
  ///   `LockService.status()`.
  public func status() async throws -> LockStatus {
    try await run { service, isCancelled throws(SecurityError) in
      isCancelled() ? nil : try service.status()
    }
  }

  /// `LockService.enroll(_:confirmation:)` on the profile's queue.
  ///
  /// - Throws: `CancellationError` when cancelled before it started (then nothing is hashed
  ///   or stored; once started, it completes); otherwise as `LockService.enroll`.
  public func enroll(_ secret: Secret, confirmation: Secret) async throws -> EnrolmentOutcome {
    try await run { service, isCancelled throws(SecurityError) in
      isCancelled() ? nil : try service.enroll(secret, confirmation: confirmation)
    }
  }

  /// `LockService.verify(_:)` on the profile's queue, after the checks queued before it.
  ///
  /// - Returns: As `LockService.verify(_:)`.
  /// - Throws: `CancellationError` when the task was cancelled before the attempt was counted
  ///   (nothing written); otherwise as `LockService.verify(_:)`. A task cancelled after the
  ///   count gets the real outcome.
  public func verify(_ secret: Secret) async throws -> VerificationOutcome {
    try await run { service, isCancelled throws(SecurityError) in
      try service.verify(secret, isCancelled: isCancelled, onAccepted: { _ in })
    }
  }

  /// `LockService.verify(_:enrolledFingers:)` on the profile's queue: on success, also records
  /// the secret unlock and the reader's finger set for the fingerprint rules.
  ///
  /// - Throws: As `verify(_:)`.
  public func verify(_ secret: Secret, enrolledFingers: [String]?) async throws
    -> VerificationOutcome
  {
    let fingers = enrolledFingers.map(FingerNames.set)
    return try await run { service, isCancelled throws(SecurityError) in
      try service.verify(secret, isCancelled: isCancelled) { record in
        if let fingers { record.recordedFingers = fingers }
      }
    }
  }

  /// `LockService.change(current:to:confirmation:)` on the profile's queue.
  ///
  /// - Throws: `CancellationError` when cancelled before `current` was counted; otherwise as
  ///   `LockService.change`.
  public func change(current: Secret, to new: Secret, confirmation: Secret) async throws
    -> ChangeOutcome
  {
    try await run { service, isCancelled throws(SecurityError) in
      try service.change(
        current: current, to: new, confirmation: confirmation, isCancelled: isCancelled)
    }
  }

  /// `LockService.remove(verifying:)` on the profile's queue.
  ///
  /// - Throws: `CancellationError` when cancelled before `current` was counted; otherwise as
  ///   `LockService.remove(verifying:)`.
  public func remove(verifying current: Secret) async throws -> RemovalOutcome {
    try await run { service, isCancelled throws(SecurityError) in
      try service.remove(verifying: current, isCancelled: isCancelled)
    }
  }

  /// `LockService.fingerprintStatus(enrolledFingers:)` on the profile's queue.
  ///
  /// - Throws: `CancellationError` when cancelled before it ran; otherwise as the
  ///   synchronous form.
  public func fingerprintStatus(enrolledFingers: [String]?) async throws -> FingerprintStatus? {
    try await run { service, isCancelled throws(SecurityError) in
      isCancelled() ? nil : .some(try service.fingerprintStatus(enrolledFingers: enrolledFingers))
    }
  }

  /// `LockService.migrateRecordedFingers(from:to:)` on the profile's queue.
  ///
  /// - Throws: `CancellationError` when cancelled before it ran; otherwise as the
  ///   synchronous form.
  public func migrateRecordedFingers(from previous: [String], to current: [String])
    async throws -> Bool
  {
    try await run { service, isCancelled throws(SecurityError) in
      isCancelled()
        ? nil : .some(try service.migrateRecordedFingers(from: previous, to: current))
    }
  }

  /// `LockService.recordFingerprint(_:enrolledFingers:)` on the profile's queue.
  ///
  /// Never cancelled: the scan has happened, and a no-match is counted whatever the task
  /// does meanwhile (as a counted secret attempt stays counted).
  ///
  /// - Throws: As the synchronous form.
  public func recordFingerprint(_ result: FingerprintResult, enrolledFingers: [String])
    async throws -> FingerprintVerdict
  {
    try await run { service, _ throws(SecurityError) in
      try service.recordFingerprint(result, enrolledFingers: enrolledFingers)
    }
  }

  /// Runs `job` on the profile's queue and resumes the caller with its answer.
  ///
  /// `job` gets the service and a question "was the calling task cancelled?"; it returns
  /// `nil` to say it stopped because of that, which becomes `CancellationError`.
  private func run<Answer: Sendable>(
    _ job:
      @escaping @Sendable (LockService, _ isCancelled: () -> Bool) throws(SecurityError)
      -> Answer?
  ) async throws -> Answer {
    let flag = CancellationFlag()
    let queue = self.queue
    let confined = self.confined
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        queue.async {
          do throws(SecurityError) {
            if let answer = try job(confined.service, { flag.isCancelled }) {
              continuation.resume(returning: answer)
            } else {
              continuation.resume(throwing: CancellationError())
            }
          } catch {
            continuation.resume(throwing: error)
          }
        }
      }
    } onCancel: {
      flag.cancel()
    }
  }
}
