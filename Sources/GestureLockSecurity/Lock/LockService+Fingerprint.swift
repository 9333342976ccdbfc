internal import GestureLockCore

/// Fingerprint unlock (issue 13): whether a finger may unlock now, and what a scan result does.
///
/// The rules of when the secret is required anyway are `SecretRequirement`'s (after Apple
/// Platform Security, "Face ID, Touch ID, passcodes and passwords"). Like the secret's
/// counters, every answer comes from the store, and a no-match is committed before the caller
/// can act on it: `kill -9` after a no-match gives no free try. A match never resets the
/// secret's failed-attempt counter; only the secret (or the account password) does.
///
/// ```swift
/// let names = try fprintd.enrolledFingers()            // e.g. ["right-index-finger"]
/// guard let status = try lock.fingerprintStatus(enrolledFingers: names), status.isEnabled,
///   status.secretRequired == nil else { return askForSecret() }
/// if try lock.recordFingerprint(.match, enrolledFingers: names) == .unlocked { open() }
/// ```
extension LockService {
  /// Fingerprint no-matches in a row after which the secret is required (Apple: "five
  /// unsuccessful attempts to match").
  public static let fingerprintNoMatchLimit = 5

  /// The fingerprint side of the profile now, read from the store.
  ///
  /// When `enrolledFingers` differs from the set recorded at the last secret unlock, the
  /// recorded set is forgotten in the store (the only write): the enrolment changed, and it
  /// stays changed (`fingersChanged`) until the secret records a fresh set, even if the names
  /// match again later (a print deleted and enrolled anew under the same name).
  ///
  /// - Parameter enrolledFingers: The finger names enrolled at the reader now (fprintd's
  ///   `ListEnrolledFingers`), compared as a set with the one recorded at the last secret
  ///   unlock; `nil` when they are not known (fprintd did not answer): every rule but the
  ///   finger-set one is still checked.
  /// - Returns: `nil` when nothing is enrolled. `secretRequired` is `nil` while fingerprint
  ///   unlock is off.
  /// - Throws: `SecurityError.storeUnavailable` when the store is damaged or unreadable.
  public func fingerprintStatus(enrolledFingers: [String]?) throws(SecurityError)
    -> FingerprintStatus?
  {
    let instant = clock.instant()
    guard let record = try store.record(for: profile) else { return nil }
    try Self.checkStoredHash(of: record)
    let fingers = enrolledFingers.map(FingerNames.set)
    if let fingers, let recorded = record.recordedFingers, recorded != fingers {
      // Best effort: the answer below is `fingersChanged` whether or not this is written, and
      // the next check that sees the change tries again.
      _ = try? forgetRecordedFingers(unless: fingers)
    }
    let noMatches = record.fingerprintNoMatches.failures
    return FingerprintStatus(
      isEnabled: record.fingerprintEnabled, noMatchesInARow: noMatches,
      noMatchesLeft: max(0, Self.fingerprintNoMatchLimit - noMatches),
      secretRequired: record.fingerprintEnabled
        ? secretRequirement(of: record, at: instant, enrolledFingers: fingers) : nil)
  }

  /// Forgets the recorded finger set when it is not `fingers` (sticky `fingersChanged`).
  private func forgetRecordedFingers(unless fingers: Set<String>) throws(SecurityError) {
    try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) in
      guard var current = record, let recorded = current.recordedFingers, recorded != fingers
      else { return }
      current.recordedFingers = nil
      record = current
    }
  }

  /// Records `current` in place of the recorded finger set when that set is exactly
  /// `previous`, in one transaction; otherwise changes nothing.
  ///
  /// For a reader whose names for the same enrolment changed source, both read at the same
  /// moment (GestureLockPadFlow's `EnrolledNamesMigration`: LocalAuthentication's domain state
  /// moved to another API in iOS 18 / macOS 15). A recorded set equal to `previous` is the
  /// enrolment the secret last recorded, still unchanged by the old source's own account, so
  /// its new names take its place and the OS update does not require the secret. A set that
  /// differs, one already forgotten (a change was seen: it stays changed until the secret),
  /// or none, is left alone: the rules then decide as before. Nothing else is touched (no
  /// counter, no time).
  ///
  /// - Parameters:
  ///   - previous: The names the reader used to report for the set enrolled now.
  ///   - current: The names it reports for that set now.
  /// - Returns: Whether the recorded set was replaced.
  /// - Throws: `SecurityError.storeUnavailable` when the store is damaged or unreadable; the
  ///   temporary store failures when it cannot be written now.
  public func migrateRecordedFingers(from previous: [String], to current: [String])
    throws(SecurityError) -> Bool
  {
    let old = FingerNames.set(previous)
    let new = FingerNames.set(current)
    guard let existing = try store.record(for: profile), existing.recordedFingers == old,
      old != new
    else { return false }
    try Self.checkStoredHash(of: existing)
    return try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> Bool in
      guard var stored = record, stored.recordedFingers == old else { return false }
      stored.recordedFingers = new
      record = stored
      return true
    }
  }

  /// Verifies `secret` exactly like `verify(_:)` (counted like any attempt); on `.accepted`
  /// it enables fingerprint unlock and records `enrolledFingers` and the secret unlock, in
  /// the transaction that records the verdict.
  ///
  /// - Parameters:
  ///   - secret: The enrolled secret.
  ///   - enrolledFingers: The finger names enrolled at the reader now; names only.
  /// - Returns: What `verify(_:)` returns; fingerprint unlock is on only after `.accepted`.
  /// - Throws: As `verify(_:)`.
  public func enableFingerprint(verifying secret: Secret, enrolledFingers: [String])
    throws(SecurityError) -> VerificationOutcome
  {
    let fingers = FingerNames.set(enrolledFingers)
    return try verify(secret) { record in
      record.fingerprintEnabled = true
      record.recordedFingers = fingers
    }
  }

  /// Turns fingerprint unlock off (the recorded times and fingers stay, harmlessly).
  ///
  /// - Returns: `false` when it was not on, or nothing is enrolled; no store file is created.
  /// - Throws: `SecurityError.storeUnavailable` when the store is damaged or unreadable, and
  ///   the temporary store failures when it cannot be written now.
  public func disableFingerprint() throws(SecurityError) -> Bool {
    guard let existing = try store.record(for: profile), existing.fingerprintEnabled else {
      return false
    }
    try Self.checkStoredHash(of: existing)
    let wall = clock.wallTime()
    return try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> Bool in
      guard var current = record, current.fingerprintEnabled else { return false }
      current.fingerprintEnabled = false
      current.fingerprintNoMatches.clear()
      current.updatedAt = wall
      record = current
      return true
    }
  }

  /// Records a final scan result, committing before it returns (a no-match is stored before
  /// the caller acts on it).
  ///
  /// The rules are checked at this moment with `enrolledFingers` (the reader's set now): when
  /// the secret is required, nothing is counted or recorded. Otherwise a match clears the
  /// no-match counter and records the finger unlock time (never the secret's failed-attempt
  /// counter); a no-match is counted.
  ///
  /// - Parameters:
  ///   - result: The scan's final result (retry scans are not results).
  ///   - enrolledFingers: The finger names enrolled at the reader now.
  /// - Returns: `.unlocked`, `.rejected(noMatchesLeft:)`, `.secretRequired(why)` (during a
  ///   lockout: `.lockout`) or `.notEnabled` (also when nothing is enrolled).
  /// - Throws: `SecurityError.storeUnavailable` when the store is damaged or unreadable; the
  ///   temporary store failures when it cannot be written now. Nothing is unlocked then.
  public func recordFingerprint(_ result: FingerprintResult, enrolledFingers: [String])
    throws(SecurityError) -> FingerprintVerdict
  {
    guard let existing = try store.record(for: profile), existing.fingerprintEnabled else {
      return .notEnabled
    }
    try Self.checkStoredHash(of: existing)
    let fingers = FingerNames.set(enrolledFingers)
    let instant = clock.instant()
    return try store.update(profile: profile) {
      (record: inout CredentialRecord?) throws(SecurityError) -> FingerprintVerdict in
      guard var current = record, current.fingerprintEnabled else { return .notEnabled }
      if let recorded = current.recordedFingers, recorded != fingers {
        current.recordedFingers = nil  // Changed until the secret records a fresh set.
        record = current
      }
      if let why = self.secretRequirement(of: current, at: instant, enrolledFingers: fingers) {
        return .secretRequired(why)
      }
      current.observe(instant)
      current.updatedAt = instant.wall
      switch result {
      case .match:
        current.fingerprintNoMatches.clear()
        current.lastFingerUnlock = MonotonicInstant(instant)
        record = current
        return .unlocked
      case .noMatch:
        // Counted like every failure, but never a lockout: at the limit the secret is
        // required instead (`SecretRequirement.tooManyNoMatches`).
        current.fingerprintNoMatches.count(at: instant, on: .unthrottled)
        record = current
        return .rejected(
          noMatchesLeft: max(
            0, Self.fingerprintNoMatchLimit - current.fingerprintNoMatches.failures))
      }
    }
  }

  /// `verify(_:)` plus: on success records the secret unlock (monotonic time and boot) and,
  /// when `enrolledFingers` is not `nil`, that finger set; clears the no-match counter.
  ///
  /// - Parameters:
  ///   - secret: The attempt.
  ///   - enrolledFingers: The finger names enrolled at the reader now, or `nil` when they
  ///     are not known (fprintd did not answer): the recorded set is then kept.
  /// - Returns: As `verify(_:)`.
  /// - Throws: As `verify(_:)`.
  public func verify(_ secret: Secret, enrolledFingers: [String]?) throws(SecurityError)
    -> VerificationOutcome
  {
    let fingers = enrolledFingers.map(FingerNames.set)
    return try verify(secret) { record in
      if let fingers { record.recordedFingers = fingers }
    }
  }

  /// The rule that requires the secret for `record` at `instant`, or `nil`.
  func secretRequirement(
    of record: CredentialRecord, at instant: LockInstant, enrolledFingers: Set<String>?
  ) -> SecretRequirement? {
    record.secretRequirement(
      at: instant, enrolledFingers: enrolledFingers,
      lockedOut: lockout(of: record, at: instant) != nil)
  }
}
