/// The diagnostic trace an attempt leaves on a record.
extension CredentialRecord {
  /// Notes the wall time of `instant` as seen, if it is the latest (for diagnosis only).
  mutating func observe(_ instant: LockInstant) {
    latestWallTime = max(instant.wall, latestWallTime ?? instant.wall)
  }
}
