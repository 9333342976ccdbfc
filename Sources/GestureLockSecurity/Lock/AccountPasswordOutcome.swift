/// What one account-password attempt (PAM) came to
/// (`LockService.verifyAccountPassword(_:)`, issue 14).
///
/// ```swift
/// switch try lock.verifyAccountPassword({ pam.authenticate(password) }) {
/// case .accepted: unlock()
/// case .rejected(let left): show("Wrong password (\(left) before a delay)")
/// case .lockedOut(let end): show("Try again at \(end)")
/// case .notChecked: show("The account password cannot be checked now")
/// }
/// ```
public enum AccountPasswordOutcome: Hashable, Sendable {
  /// PAM said yes: the account counter and the secret's failed attempts, lockout and
  /// permanent lock are cleared.
  case accepted
  /// PAM said no; counted. `attemptsBeforeDelay` more may fail before a delay starts.
  case rejected(attemptsBeforeDelay: Int)
  /// Refused without calling `check`: the account password's lockout is in force until `until`
  /// (wall clock, seconds since 1970, to show).
  case lockedOut(until: Double)
  /// `check` could not check (returned `nil`: PAM unavailable), or nothing is enrolled to
  /// keep a counter on: not counted, not accepted.
  case notChecked
}
