/// Where one throttled counter is kept: an entry of a store that `LockService.countThenCheck`
/// reads and writes in one exclusive transaction at a time.
///
/// Two ledgers exist: a profile's record (`RecordLedger`, the secret's counter) and the
/// profile's account-password counter (`AccountPasswordLedger`).
protocol AttemptLedger {
  /// What one transaction reads and writes.
  associatedtype Entry

  /// Runs `body` on the entry inside one exclusive transaction and stores what it leaves.
  ///
  /// - Returns: What `body` returns, once committed durably.
  /// - Throws: What `body` throws (nothing is written then), or the store's errors.
  func update<T>(_ body: (inout Entry) throws(SecurityError) -> T) throws(SecurityError) -> T
}

/// A profile's record: the secret's counter is `CredentialRecord.secretAttempts`; `nil` when
/// nothing is enrolled.
struct RecordLedger: AttemptLedger {
  let store: any CredentialStore
  let profile: String

  func update<T>(_ body: (inout CredentialRecord?) throws(SecurityError) -> T)
    throws(SecurityError) -> T
  {
    try store.update(profile: profile, body)
  }
}

/// A profile's account-password counter (`CredentialStore.accountPasswordAttempts(for:)`),
/// kept whether or not a secret is enrolled.
struct AccountPasswordLedger: AttemptLedger {
  let store: any CredentialStore
  let profile: String

  func update<T>(_ body: (inout AttemptCounter) throws(SecurityError) -> T)
    throws(SecurityError) -> T
  {
    try store.updateAccountPasswordAttempts(profile: profile, body)
  }
}
