/// What one touch of the reader gave (from fprintd's `VerifyStatus` signal on Linux; the names
/// are fprintd's, the meanings any reader's).
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

  /// Whether this result ends the verification (everything but `.retry`).
  public var isFinal: Bool {
    if case .retry = self { return false }
    return true
  }
}
