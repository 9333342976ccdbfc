package import GestureLockSecurity

// STAND-IN, branch wip/pads only: the fingerprint types of the agreed Security API
// (notes/contract-fingerprint.md), which GestureLockSecurity gains in the security helper's
// branch. DELETE THIS FILE AT THE MERGE: the pads then use GestureLockSecurity's own types of
// the same names and shapes, and `LockService+FingerprintRecorder.swift` makes LockService the
// pads' `FingerprintRecorder`.

/// Why the stored secret is required now although fingerprint unlock is enabled.
package enum SecretRequirement: String, Hashable, Sendable, CaseIterable {
  case restart, idleTooLong, secretUnused, tooManyNoMatches, fingersChanged, lockout
}

/// The fingerprint side of a profile now.
package struct FingerprintStatus: Hashable, Sendable {
  package var isEnabled: Bool
  package var noMatchesInARow: Int
  package var noMatchesLeft: Int
  package var secretRequired: SecretRequirement?

  package init(
    isEnabled: Bool, noMatchesInARow: Int, noMatchesLeft: Int, secretRequired: SecretRequirement?
  ) {
    self.isEnabled = isEnabled
    self.noMatchesInARow = noMatchesInARow
    self.noMatchesLeft = noMatchesLeft
    self.secretRequired = secretRequired
  }
}

/// A final scan result to record.
package enum FingerprintResult: Hashable, Sendable { case match, noMatch }

/// What a recorded scan result means.
package enum FingerprintVerdict: Hashable, Sendable {
  case unlocked
  case rejected(noMatchesLeft: Int)
  case secretRequired(SecretRequirement)
  case notEnabled
}

extension LockService {
  /// The contract's limit of fingerprint no-matches in a row.
  package static let fingerprintNoMatchLimit = 5
}
