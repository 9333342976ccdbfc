/// The expected results of changing a profile's secret (`LockService.change`).
public enum ChangeOutcome: Hashable, Sendable {
  /// The current secret was accepted and the new one replaced it, in one transaction;
  /// counters start at zero.
  case changed
  /// The current secret was not accepted: the verification outcome says why (a wrong secret
  /// is counted like any failed verification). Nothing changed.
  case notVerified(VerificationOutcome)
  /// The new secret cannot be enrolled (mismatch, length, common PIN): the enrolment outcome
  /// says why. Checked first: the current secret was not evaluated and nothing was counted.
  case refused(EnrolmentOutcome)
}

/// The expected results of removing a profile's secret after verifying it
/// (`LockService.remove(verifying:)`).
public enum RemovalOutcome: Hashable, Sendable {
  /// The secret was accepted and the profile's record deleted in the same transaction.
  case removed
  /// The secret was not accepted: the verification outcome says why. Nothing was removed.
  case notVerified(VerificationOutcome)
}
