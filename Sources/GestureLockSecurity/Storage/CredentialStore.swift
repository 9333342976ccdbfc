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
