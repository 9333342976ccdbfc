internal import Dispatch
public import GestureLockBiometrics
internal import GestureLockSecurity

/// The biometric path (issue 13's rules, issue 15's lock): a finger first where allowed, the
/// secret as the fallback.
extension AppLock {
  /// Tries a finger, where the profile's fingerprint rules allow it now; otherwise says why the
  /// secret is needed. Never unlocks on a fault.
  ///
  /// In order, each answered from the store (`AsyncLockService`), with the reader's calls on
  /// a thread of their own (they block):
  /// 1. The unlocker's availability (the enrolled fingers' names): unavailable → `.locked`,
  ///    the secret is the way in. When the unlocker names the same enrolment anew
  ///    (`enrolledNamesMigration()`), the store records the new names in place of the old
  ///    ones if those are the recorded ones (`migrateRecordedFingers(from:to:)`).
  /// 2. The profile's fingerprint status for those fingers: not enabled (or nothing
  ///    enrolled) → `.locked`; a rule requires the secret (restart, idle too long, too many
  ///    no-matches, other fingers, a lockout; `SecretRequirement`) → `.secretRequired(why)`,
  ///    without touching the reader.
  /// 3. `.unlocking` while the reader waits for a finger (at most `timeout`); cancelling the
  ///    task requests the reader's cancellation.
  /// 4. A final match or no-match is recorded in the store before anything is shown (a
  ///    no-match is counted even when the task was cancelled meanwhile): a match where still
  ///    allowed → `.unlocked`; a no-match → `.locked`, or `.secretRequired(.tooManyNoMatches)`
  ///    when it was the last one allowed. A timeout, a cancellation, a reader that went away
  ///    → `.locked`.
  ///
  /// - Parameters:
  ///   - unlocker: The reader, e.g. GestureLockFingerprint's `FprintdUnlocker`.
  ///   - timeout: How long to wait for a finger, in seconds; 30 by default (as
  ///     `BiometricUnlocker.verify` counts it: zero, negative or NaN waits for nothing).
  ///   - onScan: Called with every scan, retries included (to show "centre your finger").
  /// - Returns: The state after it (also streamed by `states()`).
  /// - Throws: `SecurityError` when the store fails; the app stays locked.
  @discardableResult
  public func unlockWithFingerprint(
    using unlocker: any BiometricUnlocker, timeout: Double = 30,
    onScan: @escaping @Sendable (FingerprintScan) -> Void = { _ in }
  ) async throws -> AppLockState {
    let fingers: [String]
    switch await Self.onReaderThread({ unlocker.availability() }) {
    case .success(let names): fingers = names
    case .failure: return show(.locked)
    }
    let status: FingerprintStatus?
    do {
      // The same enrolment under the unlocker's new names (LocalAuthentication's domain state
      // from iOS 18 on): recorded in place of the old ones where those are still current.
      if let migration = await Self.onReaderThread({ unlocker.enrolledNamesMigration() }) {
        _ = try await service.migrateRecordedFingers(
          from: migration.previous, to: migration.current)
      }
      status = try await service.fingerprintStatus(enrolledFingers: fingers)
    } catch {
      _ = show(.locked)
      throw error
    }
    guard let status, status.isEnabled else { return show(.locked) }
    if let why = status.secretRequired { return show(.secretRequired(why)) }

    _ = show(.unlocking)
    let cancellation = FingerprintCancellation()
    let verification = await withTaskCancellationHandler {
      await Self.onReaderThread {
        unlocker.verify(timeout: timeout, cancellation: cancellation, onScan: onScan)
      }
    } onCancel: {
      cancellation.request()
    }
    let result: FingerprintResult
    switch verification {
    case .finished(.match): result = .match
    case .finished(.noMatch): result = .noMatch
    default: return show(.locked)
    }
    let verdict: FingerprintVerdict
    do {
      verdict = try await service.recordFingerprint(result, enrolledFingers: fingers)
    } catch {
      _ = show(.locked)
      throw error
    }
    switch verdict {
    case .unlocked:
      update { machine, now in machine.unlock(at: now) }
      return .unlocked
    case .rejected(let left):
      return show(left == 0 ? .secretRequired(.tooManyNoMatches) : .locked)
    case .secretRequired(let why):
      return show(.secretRequired(why))
    case .notEnabled:
      return show(.locked)
    }
  }

  /// Shows a locked state and returns it.
  private func show(_ locked: AppLockState) -> AppLockState {
    update { machine, now in machine.show(locked, at: now) }
    return locked
  }

  /// Runs a blocking reader call on a thread of its own, off every actor and off the
  /// cooperative pool.
  private static func onReaderThread<Value: Sendable>(
    _ body: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: body()) }
    }
  }
}
