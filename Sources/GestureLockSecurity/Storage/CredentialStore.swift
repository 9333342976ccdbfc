/// Durable storage of credential records, one per profile.
///
/// Implementations make each `update` one atomic, isolated transaction (also across
/// processes), so counters survive crashes and concurrent use. A store that cannot be read or
/// is damaged throws `SecurityError.storeUnavailable`; it never answers as if empty.
/// `SQLiteCredentialStore` is the implementation on Linux.
public protocol CredentialStore: AnyObject {
  /// The record of `profile`, or `nil` when the profile has none or no store exists yet.
  ///
  /// A read-only question: it never creates a store.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when the store exists but cannot be read or
  ///   is damaged.
  func record(for profile: String) throws(SecurityError) -> CredentialRecord?

  /// Runs `body` on the record of `profile` inside one exclusive transaction and stores what
  /// `body` leaves: a changed record is written, `nil` deletes it, an unchanged one is left.
  ///
  /// Creates the store when it does not exist yet. Nothing is written when `body` throws.
  ///
  /// - Returns: What `body` returns, after the transaction has committed durably.
  /// - Throws: What `body` throws, or `SecurityError.storeUnavailable` when the store cannot
  ///   be opened, read or written.
  func update<T>(
    profile: String, _ body: (inout CredentialRecord?) throws(SecurityError) -> T
  ) throws(SecurityError) -> T

  /// The account password's counter of `profile` (the screen locker's second way in, SPEC.md
  /// §9): failures and lockout. It belongs to the profile, not to the secret: kept whether or
  /// not a secret is enrolled, and where damage to the records cannot reach it. No failures
  /// and no lockout when none is kept. A read-only question: it never creates anything.
  ///
  /// - Throws: `SecurityError.storeUnavailable` when it cannot be read or is damaged.
  func accountPasswordAttempts(for profile: String) throws(SecurityError) -> AttemptCounter

  /// Runs `body` on the account password's counter of `profile` inside one exclusive
  /// transaction and stores what `body` leaves, as `update(profile:_:)` does for a record.
  ///
  /// - Returns: What `body` returns, after the transaction has committed durably.
  /// - Throws: What `body` throws (nothing is written then), or the store errors of
  ///   `update(profile:_:)`.
  func updateAccountPasswordAttempts<T>(
    profile: String, _ body: (inout AttemptCounter) throws(SecurityError) -> T
  ) throws(SecurityError) -> T

  /// Whether the store exists at all (a file at its path), so "nothing enrolled" can be told
  /// apart from "no store here". Creates nothing.
  ///
  /// - Throws: `SecurityError.storeFile` when that cannot be found out.
  func exists() throws(SecurityError) -> Bool
}

extension CredentialStore {
  /// A store that cannot tell says it exists.
  public func exists() throws(SecurityError) -> Bool { true }
}
