internal import GestureLockBiometrics
internal import GestureLockCore
internal import GestureLockFingerprint
internal import GestureLockSecurity

/// The CLI's fingerprint lines for people (`verify --fingerprint`, `fingerprint …`), in every
/// language; one case of `CLIMessage` (`.fingerprint`).
enum FingerprintMessage: Hashable, Sendable {
  /// Fingerprint unlock cannot be used now (exit 8).
  case unavailable(FingerprintReason)
  /// A scan to repeat: shown, not counted.
  case retry(FingerprintScan.RetryReason)
  /// A counted no-match; `triesLeft` before the secret is required.
  case noMatch(triesLeft: Int)
  /// The prompt while waiting for a finger.
  case touchReader
  /// `fingerprint enable` succeeded; `fingers` enrolled at fprintd.
  case enabled(profile: String, fingers: Int)
  /// `fingerprint disable` turned it off.
  case disabled(profile: String)
  /// `fingerprint disable` found it off.
  case wasNotEnabled(profile: String)
  /// `--timeout` without `--fingerprint`.
  case timeoutNeedsFingerprint
  /// `--fingerprint` with `--trace`.
  case fingerprintWithTrace

  /// The English text.
  var english: String {
    switch self {
    case .unavailable(let reason):
      return "fingerprint not available now: " + Self.english(reason)
    case .retry(let reason):
      let what =
        switch reason {
        case .scanAgain: "The scan was not good enough"
        case .swipeTooShort: "Swipe too short"
        case .fingerNotCentered: "Finger not centred"
        case .removeAndRetry: "Remove your finger and retry"
        }
      return "\(what): touch the reader again (not counted)"
    case .noMatch(let left):
      return left == 0
        ? "No match: the secret is required now (\(LockService.fingerprintNoMatchLimit) "
          + "no-matches in a row)"
        : "No match: \(left) fingerprint \(left == 1 ? "try" : "tries") left before the secret "
          + "is required"
    case .touchReader: return "Touch the fingerprint reader"
    case .enabled(let profile, let fingers):
      return "Fingerprint unlock enabled for profile '\(profile)' (\(fingers) "
        + "\(fingers == 1 ? "finger" : "fingers") enrolled at fprintd; enrol more with "
        + "'fprintd-enroll', then use your secret once)"
    case .disabled(let profile): return "Fingerprint unlock disabled for profile '\(profile)'"
    case .wasNotEnabled(let profile):
      return "Fingerprint unlock was not enabled for profile '\(profile)'"
    case .timeoutNeedsFingerprint: return "--timeout applies to --fingerprint: give it too"
    case .fingerprintWithTrace: return "--fingerprint and --trace exclude each other: give one"
    }
  }

  private static func english(_ reason: FingerprintReason) -> String {
    switch reason {
    case .notEnabled(let profile):
      "fingerprint unlock is not enabled for profile '\(profile)' "
        + "('gesturelock fingerprint enable')"
    case .noSystemBus: "the system bus cannot be reached"
    case .noFprintd: "fprintd is not running: is fprintd installed and running?"
    case .noReader: "fprintd has no fingerprint reader"
    case .noEnrolledFingers: "no finger is enrolled at fprintd for this user: use 'fprintd-enroll'"
    case .readerBusy: "another program holds the fingerprint reader"
    case .permissionDenied: "polkit does not allow this user to use the fingerprint reader"
    case .fprintdNoAnswer: "fprintd did not answer (nothing counted)"
    case .fprintdFailed(let error): "fprintd failed: \(error)"
    case .timedOut(let seconds):
      "no finger on the reader within \(CLIMessage.number(seconds)) s (nothing counted)"
    case .readerFailed: "the reader failed during the scan (nothing counted)"
    case .secretRequired(let why): "the secret is required: " + english(why)
    }
  }

  private static func english(_ requirement: SecretRequirement) -> String {
    switch requirement {
    case .restart: "the machine restarted since the secret was last used"
    case .idleTooLong: "no unlock for 48 hours"
    case .secretUnused: "the secret was not used for 156 hours, nor a finger for 4 hours"
    case .tooManyNoMatches:
      "\(LockService.fingerprintNoMatchLimit) fingerprint no-matches in a row"
    case .fingersChanged: "the enrolled fingers changed since the secret was last used"
    case .lockout: "too many wrong attempts: the lockout is in force"
    }
  }

  /// The Simplified Chinese text.
  var chinese: String {
    switch self {
    case .unavailable(let reason): return "指纹暂不可用：" + Self.chinese(reason)
    case .retry(let reason):
      let what =
        switch reason {
        case .scanAgain: "扫描质量不够"
        case .swipeTooShort: "滑动太短"
        case .fingerNotCentered: "手指没有居中"
        case .removeAndRetry: "请移开手指后重试"
        }
      return "\(what)：请再次触摸指纹读取器（不计次数）"
    case .noMatch(let left):
      return left == 0
        ? "指纹不匹配：现在需要输入密码（连续 \(LockService.fingerprintNoMatchLimit) 次不匹配）"
        : "指纹不匹配：还可尝试 \(left) 次，之后需要输入密码"
    case .touchReader: return "请触摸指纹读取器"
    case .enabled(let profile, let fingers):
      return "已为档案 '\(profile)' 启用指纹解锁（fprintd 中已录入 \(fingers) 个手指；"
        + "可用 'fprintd-enroll' 录入更多手指，之后需先输入一次密码）"
    case .disabled(let profile): return "已为档案 '\(profile)' 停用指纹解锁"
    case .wasNotEnabled(let profile): return "档案 '\(profile)' 未启用指纹解锁"
    case .timeoutNeedsFingerprint: return "--timeout 用于 --fingerprint：请同时给出"
    case .fingerprintWithTrace: return "--fingerprint 与 --trace 互斥：请只给出一个"
    }
  }

  private static func chinese(_ reason: FingerprintReason) -> String {
    switch reason {
    case .notEnabled(let profile):
      "档案 '\(profile)' 未启用指纹解锁（'gesturelock fingerprint enable'）"
    case .noSystemBus: "无法连接系统总线"
    case .noFprintd: "fprintd 未运行：请确认已安装并启动 fprintd"
    case .noReader: "fprintd 没有指纹读取器"
    case .noEnrolledFingers: "此用户在 fprintd 中没有录入手指：请使用 'fprintd-enroll'"
    case .readerBusy: "另一个程序正在占用指纹读取器"
    case .permissionDenied: "polkit 不允许此用户使用指纹读取器"
    case .fprintdNoAnswer: "fprintd 没有响应（不计次数）"
    case .fprintdFailed(let error): "fprintd 出错：\(error)"
    case .timedOut(let seconds): "\(CLIMessage.number(seconds)) 秒内没有检测到手指（不计次数）"
    case .readerFailed: "扫描时指纹读取器出错（不计次数）"
    case .secretRequired(let why): "需要输入密码：" + chinese(why)
    }
  }

  private static func chinese(_ requirement: SecretRequirement) -> String {
    switch requirement {
    case .restart: "自上次使用密码以来设备已重启"
    case .idleTooLong: "已超过 48 小时未解锁"
    case .secretUnused: "已 156 小时未使用密码，且 4 小时内未用指纹解锁"
    case .tooManyNoMatches: "指纹连续 \(LockService.fingerprintNoMatchLimit) 次不匹配"
    case .fingersChanged: "自上次使用密码以来录入的手指已更改"
    case .lockout: "错误次数过多：正处于锁定期"
    }
  }
}
