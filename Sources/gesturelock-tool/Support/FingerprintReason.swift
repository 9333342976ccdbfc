internal import GestureLockBiometrics
internal import GestureLockCore
internal import GestureLockFingerprint
internal import GestureLockSecurity

/// Why fingerprint unlock is not available now (exit 8): the reason told to people, and its
/// name in JSON.
enum FingerprintReason: Hashable, Sendable {
  /// Fingerprint unlock is off for the profile (`gesturelock fingerprint enable`).
  case notEnabled(profile: String)
  /// The system bus cannot be reached.
  case noSystemBus
  /// fprintd is not on the bus.
  case noFprintd
  /// fprintd has no reader.
  case noReader
  /// The user has no enrolled finger at fprintd.
  case noEnrolledFingers
  /// Another program holds the reader.
  case readerBusy
  /// polkit refused this process the fprint actions.
  case permissionDenied
  /// fprintd did not answer a call in time (frozen or hung).
  case fprintdNoAnswer
  /// fprintd failed in another way; its D-Bus error, in English.
  case fprintdFailed(String)
  /// No finger (no final scan) within `--timeout`.
  case timedOut(seconds: Double)
  /// The reader went away or failed during the scan.
  case readerFailed
  /// The secret is required now, for this rule.
  case secretRequired(SecretRequirement)

  /// The reason fprintd gave, as a person is told it.
  init(_ unavailable: FingerprintUnavailable) {
    switch unavailable {
    case .noSystemBus: self = .noSystemBus
    case .noService: self = .noFprintd
    case .noReader: self = .noReader
    case .noEnrolledFingers: self = .noEnrolledFingers
    case .readerBusy: self = .readerBusy
    case .permissionDenied: self = .permissionDenied
    case .noAnswer: self = .fprintdNoAnswer
    case .failed(let error): self = .fprintdFailed("\(error)")
    }
  }

  /// The reason's name in JSON (`status`, `fingerprint status`, `verify --fingerprint`).
  var name: String {
    switch self {
    case .notEnabled: "not_enabled"
    case .noSystemBus: "no_system_bus"
    case .noFprintd: "no_fprintd"
    case .noReader: "no_reader"
    case .noEnrolledFingers: "no_enrolled_finger"
    case .readerBusy: "reader_busy"
    case .permissionDenied: "permission_denied"
    case .fprintdNoAnswer: "fprintd_no_answer"
    case .fprintdFailed: "fprintd_failed"
    case .timedOut: "timed_out"
    case .readerFailed: "reader_failed"
    case .secretRequired: "secret_required"
    }
  }
}

extension SecretRequirement {
  /// The rule's name in JSON: `restart`, `idle_too_long`, `secret_unused`,
  /// `too_many_no_matches`, `fingers_changed`, `lockout`.
  var jsonName: String {
    switch self {
    case .restart: "restart"
    case .idleTooLong: "idle_too_long"
    case .secretUnused: "secret_unused"
    case .tooManyNoMatches: "too_many_no_matches"
    case .fingersChanged: "fingers_changed"
    case .lockout: "lockout"
    }
  }
}
