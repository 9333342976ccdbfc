internal import Foundation
internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock verify [--trace FILE [--hit-radius F]]`: checks the secret on standard input
/// (one line), or a pattern recognised from a touch trace, against the enrolled secret, with
/// throttling. The stored kind decides how the line is read (pattern, PIN, numeric or text
/// passcode). A trace is recognised on the enrolled grid with the enrolled rules (length
/// limits and route mode), with a hit radius of `--hit-radius` times the pitch (default 0.3).
///
/// Prints `{"result":"accepted|rejected|throttled|locked_permanently|wiped",…}`. Exit 0
/// unlocked, 1 wrong (counted), 2 bad or too-short input (not counted), 3 locked out (stderr
/// says until when) or locked for good, 4 store damaged, 5 nothing enrolled.
///
/// `verify --fingerprint [--timeout SECONDS]` waits for a finger instead (see
/// `VerifyCommand+Fingerprint.swift`): 0 match, 1 no match, 3 locked out, 8 not available now.
enum VerifyCommand: CLICommand {
  /// The name, the options `verify` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "verify",
    usage: [
      .optionalWith(.trace, [.optional(.hitRadius)]),
      .optionalWith(.fingerprint, [.optional(.timeout)]),
    ],
    usesStore: true,
    english: "read the secret from stdin, or a recorded touch trace, or wait for a finger\n"
      + "(--fingerprint: 0 match, 1 no match, 3 locked out, 8 not available now)",
    chinese: "从标准输入读取密码，或读取录制的触摸轨迹，或等待手指\n"
      + "（--fingerprint：0 匹配，1 不匹配，3 已锁定，8 指纹暂不可用）")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    if arguments.value(.hitRadius) != nil, arguments.value(.trace) == nil {
      throw .usage(.hitRadiusNeedsTrace)
    }
    if arguments.value(.timeout) != nil, !arguments.flag(.fingerprint) {
      throw .usage(.fingerprint(.timeoutNeedsFingerprint))
    }
    if arguments.flag(.fingerprint) {
      guard arguments.value(.trace) == nil else {
        throw .usage(.fingerprint(.fingerprintWithTrace))
      }
      let timeout = try OptionParsing.number(
        arguments.value(.timeout), option: .timeout, default: 30, range: 1...3600)
      return try verifyFinger(timeout: timeout, context: context)
    }
    let factor = try OptionParsing.hitRadius(arguments.value(.hitRadius))
    let service = try context.lockService()
    guard let enrolled = try LockReport.enrolledStatus(of: service, context: context) else {
      return .notEnrolled
    }
    let (kind, rules) = (enrolled.kind, enrolled.rules)
    let secret: Secret
    if let path = arguments.value(.trace) {
      guard kind == .pattern, let grid = enrolled.grid else {
        throw .usage(.traceForTypedSecret(kind: kind))
      }
      secret = .pattern(
        try pattern(fromTrace: path, grid: grid, rules: rules, hitRadiusFactor: factor))
    } else {
      let line = try SecretInput.lines([.secret(kind)], language: context.language)[0]
      secret = try LockReport.secret(
        line, kind: kind, grid: enrolled.grid ?? .standard, route: rules.route, what: .secret(kind))
    }
    // With fingerprint unlock on, the secret also records the fingers enrolled now, when
    // fprintd answers (SPEC.md §8: a finger added later requires the secret again).
    let fingers =
      try FingerprintReport.status(of: service, fingers: nil)?.isEnabled == true
      ? FingerprintReport.knownFingers() : nil
    let outcome: VerificationOutcome
    do {
      outcome = try service.verify(secret, enrolledFingers: fingers)
    } catch {
      throw .from(error)
    }
    return try LockReport.notAccepted(outcome, kind: kind, context: context)
  }

  /// The pattern a trace file draws on the enrolled grid, under the enrolled rules.
  private static func pattern(
    fromTrace path: String, grid: Grid, rules: PatternRules, hitRadiusFactor: Double
  ) throws(CLIError) -> Pattern {
    let trace = try TraceInput.load(path)
    guard trace.grid == grid else {
      throw .usage(.traceGridMismatch(trace: trace.grid, enrolled: grid))
    }
    let layout = try TraceReplay.layout(
      grid: trace.grid, view: trace.view, hitRadiusFactor: hitRadiusFactor)
    let recognition = PatternRecognizer.recognize(trace.samples, layout: layout, rules: rules)
    guard let recognized = recognition.pattern else {
      throw .usage(.traceCompletesNoPattern)
    }
    return recognized
  }
}
