/// The words of fingerprint unlock in the pad (issue 13): why a scan must be repeated, and why
/// the secret is required although fingerprint unlock is on.
extension PadMessage {
  /// Why the reader asks for the scan again (fprintd's `verify-retry-scan` and friends).
  public enum ScanRetry: Hashable, Sendable, CaseIterable {
    /// The scan was not good enough.
    case scanAgain
    /// A swipe reader's swipe was too short.
    case swipeTooShort
    /// The finger was not in the middle of the reader.
    case fingerNotCentered
    /// The finger must be lifted first.
    case removeAndRetry

    var english: String {
      switch self {
      case .scanAgain: "Touch the fingerprint reader again"
      case .swipeTooShort: "Swipe too short. Swipe your finger again"
      case .fingerNotCentered: "Centre your finger on the reader"
      case .removeAndRetry: "Lift your finger and touch the reader again"
      }
    }

    var simplifiedChinese: String {
      switch self {
      case .scanAgain: "请再次触摸指纹读取器"
      case .swipeTooShort: "滑动过短，请重新滑动手指"
      case .fingerNotCentered: "请将手指放在指纹读取器中央"
      case .removeAndRetry: "请抬起手指后再次触摸指纹读取器"
      }
    }
  }
}

/// The pad's words for each reason the secret is required.
extension SecretRequirement {
  func english(typed: Bool) -> String {
    let secret = typed ? "passcode" : "pattern"
    let action = typed ? "Enter your passcode" : "Draw your pattern"
    return switch self {
    case .restart: "Your \(secret) is required after a restart"
    case .idleTooLong: "Not unlocked for 48 hours. \(action)"
    case .secretUnused: "Your \(secret) is required now and then. \(action)"
    case .tooManyNoMatches: "Too many fingerprint tries. \(action)"
    case .fingersChanged: "Fingerprints changed. \(action)"
    case .lockout: "No fingerprint unlock during the lockout"
    }
  }

  func simplifiedChinese(typed: Bool) -> String {
    let secret = typed ? "密码" : "图案"
    let action = typed ? "请输入密码" : "请绘制解锁图案"
    return switch self {
    case .restart: "重启后需要验证\(secret)"
    case .idleTooLong: "已48小时未解锁，\(action)"
    case .secretUnused: "需要定期验证\(secret)，\(action)"
    case .tooManyNoMatches: "指纹尝试次数过多，\(action)"
    case .fingersChanged: "指纹已更改，\(action)"
    case .lockout: "锁定期间不能使用指纹解锁"
    }
  }
}
