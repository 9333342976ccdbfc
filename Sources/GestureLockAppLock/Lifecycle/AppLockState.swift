public import GestureLockCore

/// What an `AppLock` is doing, as `AppLock.states()` reports it: what a lock screen draws.
///
/// ```swift
/// for await state in appLock.states() {
///   switch state {
///   case .unlocked: showContent()
///   case .unlocking: showSpinner()
///   case .locked: showPad()
///   case .lockedOut(let until): showCountdown(until)
///   case .secretRequired(let why): showPad(explaining: why)
///   }
/// }
/// ```
public enum AppLockState: Hashable, Sendable {
  /// The content is hidden; a secret (or a finger, where allowed) unlocks.
  case locked
  /// A check is running (the KDF, or a fingerprint scan); still locked.
  case unlocking
  /// The content is shown.
  case unlocked
  /// Too many wrong secrets: no attempt is taken until the wall-clock time `until` (seconds
  /// since 1970, for display; the store measures the delay on the monotonic clock), or, when
  /// `until` is `nil`, for good (SPEC.md §4).
  case lockedOut(until: Double?)
  /// A finger may not unlock now, for this reason; the secret is required. Still locked.
  case secretRequired(SecretRequirement)

  /// Whether the content may be shown: only `.unlocked`.
  public var isUnlocked: Bool { self == .unlocked }
}
