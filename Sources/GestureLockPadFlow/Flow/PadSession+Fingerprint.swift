package import GestureLockBiometrics
internal import GestureLockCore
internal import GestureLockSecurity

/// Fingerprint unlock in parallel with drawing (issue 13): the unlocker runs on a thread of its
/// own (`FingerprintWorker`); its reports are taken here, on the loop thread, and go through
/// the profile's rules (`FingerprintRecorder`) before the pad acts on them.
///
/// The thread is cancelled when the pad stops offering the finger, and joined on the way out
/// of the loop (`stopFingerprint()`, from `PadLoop`).
///
/// A match the rules allow unlocks exactly as a right secret does (`unlock(now:)`); a no-match
/// is recorded first, then shown like a wrong pattern, and verification starts again; a retry
/// only changes the message. When the secret becomes required the pad says why and only the
/// secret remains. A reader that cannot be used (no fprintd, no reader, another program holds
/// it) never blocks drawing: the pad shows its plain prompt. Event log: `fingerprint` with
/// `result` `match`, `no_match`, `retry` or `unavailable`, never which finger.
extension PadSession {
  /// Starts fingerprint unlock beside drawing, when the pad verifies (not while enrolling or
  /// failed closed; a lockout first runs out) and the profile has it on. The thread first asks for the enrolled fingers; the pad
  /// offers the finger only once the profile's rules allow it.
  ///
  /// - Parameters:
  ///   - unlocker: The reader (fprintd's `FprintdUnlocker` on Linux).
  ///   - recorder: The profile's fingerprint rules and counters (its `LockService`).
  ///   - wake: Makes the device's wait for input return; called from the fingerprint thread.
  package func startFingerprint(
    unlocker: any BiometricUnlocker, recorder: any FingerprintRecorder,
    wake: @escaping @Sendable () -> Void
  ) {
    let lockedOut = if case .lockedOut = stage { true } else { false }
    guard fingerprint == nil, stage == .verify || lockedOut else { return }
    // Off for this profile (or unreadable): no thread, no reader, no `fingerprint` event. The
    // finger set is checked once the reader has named it.
    let status = try? recorder.fingerprintStatus(enrolledFingers: nil)
    guard status?.isEnabled == true else { return }
    let fingerprint = PadFingerprint(recorder: recorder, unlocker: unlocker, wake: wake)
    self.fingerprint = fingerprint
    if lockedOut {
      fingerprint.isStopped = true  // Offered once the lockout is over (`resumeFingerprint()`).
    } else {
      fingerprint.worker.start()
    }
  }

  /// Offers the finger again after it was withdrawn, when the pad verifies again (a lockout
  /// over, a relock): a new thread asks for the fingers, and the rules are checked before the
  /// finger is offered. Does nothing while the finger is offered or the pad does not verify.
  func resumeFingerprint() {
    guard let fingerprint, fingerprint.isStopped, stage == .verify, !hasUnlocked else { return }
    fingerprint.restart()
  }

  /// Stops fingerprint unlock for the rest of the session: cancels a running verification and
  /// joins the thread (the reader is released by then); the prompt no longer offers the finger.
  /// Safe to call more than once.
  package func stopFingerprint() {
    guard let fingerprint else { return }
    withdrawFingerprint()
    for worker in fingerprint.retired { worker.cancel() }
    fingerprint.worker.stop()
    for worker in fingerprint.retired { worker.stop() }
  }

  /// Stops offering the finger and cancels a running verification without waiting for the
  /// thread (it releases the reader meanwhile; `stopFingerprint()`, on the way out of the
  /// loop, joins it): what a verdict, a lockout or any state requiring the secret does, so it
  /// shows at once. Reports the cancelled thread sends later are never taken.
  func withdrawFingerprint() {
    guard let fingerprint, !fingerprint.isStopped else { return }
    fingerprint.isStopped = true
    fingerprint.isOffered = false
    fingerprint.worker.cancel()
    if [.touchOrDrawPattern, .touchOrEnterPasscode, .touchOrEnterPIN].contains(messageKey) {
      showPrompt()
    }
  }

  /// Whether the pad offers the finger now.
  package var offersFingerprint: Bool {
    guard let fingerprint else { return false }
    return fingerprint.isOffered && !fingerprint.isStopped
  }

  /// The verification prompt while the finger is offered.
  var fingerprintPrompt: PadMessage? {
    guard offersFingerprint, stage == .verify else { return nil }
    return .touchOrEnter(kind: kind)
  }

  /// Takes what the fingerprint thread reported since the last call, at monotonic time `now`.
  ///
  /// - Returns: Whether anything visible may have changed.
  package func takeFingerprintReports(at now: Double) -> Bool {
    guard let fingerprint, !fingerprint.isStopped else { return false }
    let reports = fingerprint.worker.takeReports()
    for report in reports where !fingerprint.isStopped {
      take(report, from: fingerprint, now: now)
    }
    return !reports.isEmpty
  }

  private func take(_ report: FingerprintReport, from fingerprint: PadFingerprint, now: Double) {
    switch stage {
    case .verify: break
    case .lockedOut, .enrolFirst, .enrolConfirm, .storeUnavailable:
      withdrawFingerprint()  // Nothing to unlock by finger now.
      return
    }
    switch report {
    case .available(let fingers):
      fingerprint.fingers = fingers
      offer(fingerprint, fingers: fingers, now: now)
    case .unavailable, .ended(.unavailable), .ended(.finished(.disconnected)),
      .ended(.finished(.unknownError)):
      log.write(.fingerprint(.unavailable))
      withdrawFingerprint()
    case .retry(let reason):
      log.write(.fingerprint(.retry))
      messageKey = .fingerprintRetry(reason.message)
    case .ended(.finished(.match)):
      record(.match, fingerprint, now: now)
    case .ended(.finished(.noMatch)):
      record(.noMatch, fingerprint, now: now)
    case .ended(.timedOut), .ended(.finished(.retry)):
      fingerprint.worker.proceed()  // Nobody touched the reader: wait again.
    case .ended(.cancelled):
      withdrawFingerprint()
    }
  }

  /// The reader is there: offer the finger when the profile's rules allow it now.
  private func offer(_ fingerprint: PadFingerprint, fingers: [String], now: Double) {
    let status: FingerprintStatus?
    do {
      status = try fingerprint.recorder.fingerprintStatus(enrolledFingers: fingers)
    } catch {
      withdrawFingerprint()
      failClosed(error, now: now)
      return
    }
    guard let status, status.isEnabled else {
      withdrawFingerprint()  // Not enrolled here, or off for this profile: the plain prompt.
      return
    }
    if let reason = status.secretRequired {
      withdrawFingerprint()
      if stage == .verify { messageKey = .secretRequired(reason, typed: kind.isTyped) }
      return
    }
    fingerprint.isOffered = true
    if messageKey == .prompt(for: .verify, kind: kind, wallNow: 0) { showPrompt() }
    fingerprint.worker.proceed()
  }

  /// Records a final scan result before acting on it, then logs it (only a result the store
  /// recorded: a `kill -9` between the two never leaves a logged, uncounted no-match), and
  /// shows the verdict.
  private func record(_ result: FingerprintResult, _ fingerprint: PadFingerprint, now: Double) {
    let verdict: FingerprintVerdict
    do {
      verdict = try fingerprint.recorder.recordFingerprint(
        result, enrolledFingers: fingerprint.fingers ?? [])
    } catch {
      withdrawFingerprint()
      failClosed(error, now: now)
      return
    }
    switch verdict {
    case .unlocked: log.write(.fingerprint(.match))
    case .rejected: log.write(.fingerprint(.noMatch))
    case .secretRequired, .notEnabled: break  // Not recorded: not a result.
    }
    switch verdict {
    case .unlocked:
      unlock(now: now, byFinger: true)  // A stroke half drawn is dropped, not submitted.
    case .rejected(let left) where left > 0:
      showVerdictWithoutEntry(.error, at: now)
      messageKey = .fingerprintNoMatch(triesLeft: left)
      fingerprint.worker.proceed()
    case .rejected:
      withdrawFingerprint()
      showVerdictWithoutEntry(.error, at: now)
      messageKey = .secretRequired(.tooManyNoMatches, typed: kind.isTyped)
    case .secretRequired(let reason):
      withdrawFingerprint()
      if stage == .verify {
        showVerdictWithoutEntry(.error, at: now)
        messageKey = .secretRequired(reason, typed: kind.isTyped)
      }
    case .notEnabled:
      withdrawFingerprint()
    }
  }
}

extension FingerprintScan.RetryReason {
  /// The pad's words for this retry.
  fileprivate var message: PadMessage.ScanRetry {
    switch self {
    case .scanAgain: .scanAgain
    case .swipeTooShort: .swipeTooShort
    case .fingerNotCentered: .fingerNotCentered
    case .removeAndRetry: .removeAndRetry
    }
  }
}
