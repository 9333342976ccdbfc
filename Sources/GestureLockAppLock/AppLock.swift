internal import Foundation
public import GestureLockSecurity
internal import GestureLockSystem

/// The lock of an app: locked at every cold start when a secret is enrolled, locked again
/// after the background and after idleness, unlocked by the secret through
/// `AsyncLockService`.
///
/// Platform-free: the host reports its lifecycle (`didEnterBackground()`,
/// `willEnterForeground()`, `userActivity()`), draws what `state` and `states()` say, and
/// covers its content while `showsPrivacyCover` (also in the app switcher's snapshot). Time
/// comes from the injected `LockClock`: the grace period and the idle timeout are measured on
/// its monotonic clock only, so setting the wall clock never unlocks.
///
/// - Important: A profile with nothing enrolled is `.unlocked`: there is nothing to check.
///   The host decides whether to require enrolment first (read `service.status()` and show
///   its enrolment screen on `.notEnrolled`). A store path whose directory does not exist
///   throws rather than reading as "nothing enrolled".
///
/// Killing the app never unlocks it. A new `AppLock` derives its state from the store: locked
/// when a secret is enrolled (locked out when a lockout is in force), unlocked only when none
/// is. An unlock is carried across a restart only when the host opts in with
/// `AppLockSettings.gracePersists`, and only within the grace period that began when the app
/// went to the background, on the same boot (a monotonic deadline and the boot identifier,
/// as lockouts are stored; a file beside the store).
///
/// Timers do not run by themselves: any event, `refresh()`, and reading `state` apply them;
/// `secondsUntilExpiry` says when to call `refresh()` next.
///
/// ```swift
/// let appLock = try await AppLock(
///   storePath: StoreLocation.defaultPath(),
///   settings: AppLockSettings(gracePeriod: .oneMinute, idleTimeout: 300))
/// // scene phase changes:
/// appLock.didEnterBackground()
/// appLock.willEnterForeground()
/// // the pad's verdict:
/// if try await appLock.unlock(with: secret) == .accepted { showContent() }
/// ```
public final class AppLock: Sendable {
  /// The settings in force.
  public let settings: AppLockSettings
  /// The service that checks the secret.
  public let service: AsyncLockService

  /// The clocks the timers read (monotonic time and boot), and the wall clock for display.
  public let clock: any LockClock & Sendable
  private let graceFile: GraceFile?
  private let shared: Locked<Shared>

  /// The mutable part: the rules' state and who listens.
  private struct Shared: Sendable {
    var machine: AppLockMachine
    var listeners: [Int: AsyncStream<AppLockState>.Continuation] = [:]
    var nextListener = 0
  }

  /// Starts the lock of `service`'s profile: a cold start.
  ///
  /// Reads the store: nothing enrolled → `.unlocked`; a lockout in force → `.lockedOut`;
  /// otherwise `.locked`, or `.unlocked` when `settings.gracePersists` and a grace period
  /// stored by an earlier process of this boot has not run out. A stored grace is used at most
  /// once: it is deleted here.
  ///
  /// - Parameters:
  ///   - service: The profile's lock service (give it the same clock).
  ///   - settings: Grace period, idle timeout, whether the grace persists.
  ///   - clock: The monotonic clock and boot identifier the timers use.
  ///   - graceFilePath: Where a persisted grace is kept; `nil` disables persistence.
  /// - Throws: `CancellationError`, or `SecurityError` when the store cannot be read (the
  ///   host then shows its lock screen: nothing is unlocked).
  public init(
    service: AsyncLockService, settings: AppLockSettings = AppLockSettings(),
    clock: any LockClock & Sendable = SystemLockClock(), graceFilePath: String?
  ) async throws {
    self.service = service
    self.settings = settings
    self.clock = clock
    let graceFile = graceFilePath.map(GraceFile.init(path:))
    self.graceFile = graceFile
    let status = try await service.status()
    let now = clock.monotonicTime()
    let state: AppLockState
    switch status {
    case .notEnrolled:
      state = .unlocked
    case .enrolled(let enrolled):
      switch enrolled.lockout {
      case .permanent: state = .lockedOut(until: nil)
      case .until(let end): state = .lockedOut(until: end)
      case .open:
        let grace = settings.gracePersists ? graceFile?.take() : nil
        let carried =
          grace?.unlocks(
            profile: service.profile, now: now, bootID: clock.bootID(),
            length: settings.gracePeriod.seconds) ?? false
        state = carried ? .unlocked : .locked
      }
    }
    graceFile?.remove()
    let machine = AppLockMachine(
      settings: settings, state: state, now: now,
      lockoutEnds: Self.monotonicEnd(of: state, now: now, clock: clock))
    shared = Locked(Shared(machine: machine))
  }

  /// Starts the lock of one profile of the SQLite store at `storePath`, with the persisted
  /// grace (when enabled) in a file beside it.
  ///
  /// - Parameters:
  ///   - storePath: The store file, e.g. `StoreLocation.defaultPath()`.
  ///   - profile: The profile; `LockService.defaultProfile` by default.
  ///   - policy: The lock policy; SPEC.md's defaults by default.
  ///   - settings: Grace period, idle timeout, whether the grace persists.
  ///   - clock: For the store's lockouts and the timers alike; the system's by default.
  /// A store file that does not exist is "nothing enrolled" (unlocked), so a mistyped path
  /// would remove the protection: outside GestureLock's own default directory (which the
  /// store creates on first use), the store's directory must exist.
  ///
  /// - Throws: `SecurityError.storeFile(.missingDirectory(path:))` when the directory of
  ///   `storePath` does not exist (and is not the default store directory); as
  ///   `init(service:settings:clock:graceFilePath:)`, and as `LockService.init`.
  public convenience init(
    storePath: String, profile: String = LockService.defaultProfile,
    policy: LockPolicy = .standard, settings: AppLockSettings = AppLockSettings(),
    clock: any LockClock & Sendable = SystemLockClock()
  ) async throws {
    if !StoreLocation.isInDefaultDirectory(storePath) {
      let directory = URL(fileURLWithPath: storePath).deletingLastPathComponent().path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw SecurityError.storeFile(.missingDirectory(path: directory))
      }
    }
    let service = try AsyncLockService(
      storePath: storePath, profile: profile, policy: policy, clock: clock)
    try await self.init(
      service: service, settings: settings, clock: clock,
      graceFilePath: GraceFile.beside(storePath: storePath, profile: profile).path)
  }

  // MARK: - What the host shows

  /// The state now, with the timers applied first (reading it may lock).
  public var state: AppLockState {
    update { machine, _ in machine.state }
  }

  /// Whether the host should hide its content behind a cover now: while locked in any way and
  /// while in the background (so the app switcher's snapshot shows nothing).
  public var showsPrivacyCover: Bool {
    update { machine, _ in machine.showsPrivacyCover }
  }

  /// Seconds until a timer (idle timeout, grace period) would lock or a lockout with an end
  /// would end (then `.locked`), or `nil` when none runs: when to call `refresh()` next.
  public var secondsUntilExpiry: Double? {
    update { machine, now in machine.secondsUntilExpiry(at: now) }
  }

  /// The states from now on, starting with the current one (the timers applied first, as
  /// `state` does); every change once, in order.
  ///
  /// Any number of sequences may be open; each ends when its consumer stops iterating.
  public func states() -> AsyncStream<AppLockState> {
    let (stream, continuation) = AsyncStream<AppLockState>.makeStream()
    let now = clock.monotonicTime()
    let id = shared.withLock { shared in
      // The timers first, as `update` applies them, so the first value is not stale.
      let before = shared.machine.state
      shared.machine.expire(at: now)
      let current = shared.machine.state
      if current != before {
        for listener in shared.listeners.values { listener.yield(current) }
      }
      let id = shared.nextListener
      shared.nextListener += 1
      shared.listeners[id] = continuation
      continuation.yield(current)
      return id
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.shared.withLock { $0.listeners.removeValue(forKey: id) }
    }
    return stream
  }

  // MARK: - What the host reports

  /// The app went to the background: the grace period starts (or the app locks, with
  /// `.immediately`). With `gracePersists`, its deadline is stored for a restart.
  public func didEnterBackground() {
    let deadline = update { machine, now in
      machine.enterBackground(at: now)
      return machine.graceDeadline
    }
    guard settings.gracePersists, let graceFile else { return }
    if let deadline, let boot = clock.bootID() {
      graceFile.write(
        PersistedGrace(profile: service.profile, bootID: boot, deadline: deadline))
    } else {
      graceFile.remove()
    }
  }

  /// The app is coming back: unlocked only when it returns inside the grace period.
  public func willEnterForeground() {
    update { machine, now in machine.enterForeground(at: now) }
    graceFile?.remove()
  }

  /// The person touched the app: restarts the idle timer (after it ran out, too late: the
  /// app is locked).
  public func userActivity() {
    update { machine, now in machine.noteActivity(at: now) }
  }

  /// Applies the timers now; call it when `secondsUntilExpiry` has passed.
  public func refresh() {
    update { _, _ in }
  }

  /// Locks now (a "lock" button, a sign-out).
  public func lock() {
    update { machine, now in machine.show(.locked, at: now) }
    graceFile?.remove()
  }

  // MARK: - Unlocking

  /// Checks `secret` (the KDF runs off the caller's actor) and unlocks on success.
  ///
  /// The state is `.unlocking` meanwhile, then `.unlocked` (`.accepted`, unless ``lock()``
  /// or another attempt's verdict changed the state while the check ran: then it stays as
  /// they left it), `.lockedOut`
  /// (`.throttled`, `.lockedPermanently`, or a rejection that started a lockout) or `.locked` (anything else, a thrown error and
  /// cancellation included). Nothing enrolled is `.notEnrolled` and stays locked: a secret
  /// removed meanwhile (or wiped) never opens the app.
  ///
  /// - Returns: The store's verdict.
  /// - Throws: As `AsyncLockService.verify(_:)`; the app stays locked.
  @discardableResult
  public func unlock(with secret: Secret) async throws -> VerificationOutcome {
    update { machine, now in machine.show(.unlocking, at: now) }
    let outcome: VerificationOutcome
    do {
      outcome = try await service.verify(secret)
    } catch {
      update { machine, now in machine.show(.locked, at: now) }
      throw error
    }
    var after = AppLockState.locked
    switch outcome {
    case .accepted: after = .unlocked
    case .throttled(let until): after = .lockedOut(until: until)
    case .lockedPermanently: after = .lockedOut(until: nil)
    case .rejected(attemptsBeforeDelay: 0):
      // This failure started a lockout: show its end (a store that cannot say stays locked).
      if case .enrolled(let status)? = try? await service.status() {
        switch status.lockout {
        case .until(let end): after = .lockedOut(until: end)
        case .permanent: after = .lockedOut(until: nil)
        case .open: break
        }
      }
    default: break
    }
    update { machine, now in
      if after == .unlocked {
        // `lock()` (or another attempt's verdict) while this check ran wins: a sign-out
        // pressed during the check is never undone by its success.
        guard machine.state == .unlocking else { return }
        machine.unlock(at: now)
      } else {
        machine.show(
          after, at: now, lockoutEnds: Self.monotonicEnd(of: after, now: now, clock: clock))
      }
    }
    return outcome
  }

  /// When a `.lockedOut(until:)` with an end ends on `clock`'s monotonic clock, read at `now`:
  /// the wall-clock time left, counted from `now`.
  static func monotonicEnd(of state: AppLockState, now: Double, clock: any LockClock) -> Double? {
    guard case .lockedOut(until: let end?) = state else { return nil }
    return now + max(0, end - clock.wallTime())
  }

  // MARK: - Internals

  /// Applies the timers at the clock's monotonic time, then `change`; tells every listener
  /// when the state changed.
  @discardableResult
  func update<Result>(_ change: (inout AppLockMachine, Double) -> Result) -> Result {
    let now = clock.monotonicTime()
    return shared.withLock { shared in
      let before = shared.machine.state
      shared.machine.expire(at: now)
      let result = change(&shared.machine, now)
      let after = shared.machine.state
      if after != before {
        for listener in shared.listeners.values { listener.yield(after) }
      }
      return result
    }
  }
}
