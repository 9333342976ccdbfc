public import GestureLockBiometrics

extension FingerprintScan {
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
}
