import GestureLockCore

@testable import GestureLockPadFlow
@testable import GestureLockSecurity

/// A `FingerprintRecorder` keeping the contract's no-match rule in memory, over a real
/// `LockService` for the secret: the pads' tests until GestureLockSecurity's fingerprint API is
/// merged (then `LockService` itself is the recorder).
final class RuleBookRecorder: FingerprintRecorder {
  let service: LockService
  var isEnabled: Bool
  /// A reason forced by the test (e.g. a restart), cleared by a right secret.
  var forcedRequirement: SecretRequirement?
  private(set) var noMatchesInARow = 0
  /// Every result recorded, in order.
  private(set) var recorded: [FingerprintResult] = []
  /// Whether recording a result fails (the store busy): nothing is recorded.
  var recordingFails = false
  /// The finger set passed with the last right secret.
  private(set) var fingersAtSecretUnlock: [String]?

  init(service: LockService, isEnabled: Bool = true) {
    self.service = service
    self.isEnabled = isEnabled
  }

  private var requirement: SecretRequirement? {
    forcedRequirement
      ?? (noMatchesInARow >= LockService.fingerprintNoMatchLimit ? .tooManyNoMatches : nil)
  }

  func fingerprintStatus(enrolledFingers: [String]?) throws(SecurityError) -> FingerprintStatus? {
    FingerprintStatus(
      isEnabled: isEnabled, noMatchesInARow: noMatchesInARow,
      noMatchesLeft: max(0, LockService.fingerprintNoMatchLimit - noMatchesInARow),
      secretRequired: requirement)
  }

  func recordFingerprint(_ result: FingerprintResult, enrolledFingers: [String])
    throws(SecurityError) -> FingerprintVerdict
  {
    guard isEnabled else { return .notEnabled }
    if recordingFails { throw .storeBusy(operation: "record a fingerprint result") }
    if let requirement { return .secretRequired(requirement) }
    recorded.append(result)
    switch result {
    case .match:
      noMatchesInARow = 0
      return .unlocked
    case .noMatch:
      noMatchesInARow += 1
      return .rejected(
        noMatchesLeft: max(0, LockService.fingerprintNoMatchLimit - noMatchesInARow))
    }
  }

  func verify(_ secret: Secret, enrolledFingers: [String]?) throws(SecurityError)
    -> VerificationOutcome
  {
    let outcome = try service.verify(secret)
    if outcome == .accepted {
      noMatchesInARow = 0
      forcedRequirement = nil
      fingersAtSecretUnlock = enrolledFingers
    }
    return outcome
  }
}
