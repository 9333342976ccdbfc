package import GestureLockCore
package import GestureLockSecurity

/// What the session needs answered by the store before it can go on: the one request it
/// leaves pending (`PadSession.pendingCheck`) when an entry is complete or a store it could
/// not use is to be read again. The session never runs it itself (no KDF, no store call on
/// its own): its host does, through a `PadChecker` — synchronously on Linux
/// (`PadSession.runPendingCheck(with:now:drawFirst:)`, after drawing the "Checking…" frame) —
/// and hands the answer back (`PadSession.conclude(_:at:)`).
///
/// ```swift
/// if let check = session.pendingCheck {
///   draw(session.scene(viewSize: size))          // "Checking…"
///   session.conclude(checker.run(check), at: now())
/// }
/// ```
package enum PadCheck: Equatable, Sendable {
  /// Verify the secret entered (the KDF, counted first: SPEC.md §4). `fingerprintOn`: the
  /// pad offers fingerprint unlock, so a right secret also records the reader's
  /// `enrolledFingers` (`nil` while the reader has not named them yet) through the profile's
  /// fingerprint rules (`FingerprintRecorder.verify(_:enrolledFingers:)`).
  case verify(Secret, fingerprintOn: Bool, enrolledFingers: [String]?)
  /// Enrol `first`, confirmed by `confirmation`; `rules` for a pattern (the grid's route and
  /// lengths), `nil` for a typed secret (the policy's lengths).
  case enrol(Secret, confirmation: Secret, rules: PatternRules?)
  /// Read the profile's status again: after a store fault that passes (busy, full, read-only).
  case refreshStatus
  /// Check the lock screen's account password (typed bytes, UTF-8, in a wiped buffer):
  /// counted first by the profile's account-password counter, then PAM
  /// (`LockService.verifyAccountPassword(_:)`).
  case accountPassword(SecretBytes)
}
