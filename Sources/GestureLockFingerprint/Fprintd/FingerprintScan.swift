/// What one touch of the reader gave, from fprintd's `VerifyStatus` signal.
///
/// `.retry` results do not end a verification: fprintd keeps the reader scanning. The others
/// end it.
public enum FingerprintScan: Hashable, Sendable {
  /// `verify-match`: an enrolled finger.
  case match
  /// `verify-no-match`: a finger, not an enrolled one.
  case noMatch
  /// A scan to repeat (`verify-retry-scan` and friends); the verification goes on.
  case retry(RetryReason)
  /// `verify-disconnected`: the reader went away during the verification.
  case disconnected
  /// `verify-unknown-error`, or a result this version does not know.
  case unknownError

  /// Why a scan must be repeated.
  public enum RetryReason: Hashable, Sendable {
    /// `verify-retry-scan`: the scan was not good enough; touch again.
    case scanAgain
    /// `verify-swipe-too-short`: swipe the finger more slowly or further.
    case swipeTooShort
    /// `verify-finger-not-centered`: centre the finger on the reader.
    case fingerNotCentered
    /// `verify-remove-and-retry`: lift the finger and touch again.
    case removeAndRetry
  }

  /// Reads fprintd's result name, e.g. `"verify-match"`; an unknown name is `.unknownError`.
  public init(fprintdResult name: String) {
    switch name {
    case "verify-match": self = .match
    case "verify-no-match": self = .noMatch
    case "verify-retry-scan": self = .retry(.scanAgain)
    case "verify-swipe-too-short": self = .retry(.swipeTooShort)
    case "verify-finger-not-centered": self = .retry(.fingerNotCentered)
    case "verify-remove-and-retry": self = .retry(.removeAndRetry)
    case "verify-disconnected": self = .disconnected
    default: self = .unknownError
    }
  }

  /// Whether this result ends the verification (everything but `.retry`).
  public var isFinal: Bool {
    if case .retry = self { return false }
    return true
  }
}
