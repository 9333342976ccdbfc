internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock fingerprint enable|disable|status`: fingerprint unlock for the profile
/// (SPEC.md §8). Enrolling fingers is fprintd's job (`fprintd-enroll`); GestureLock never
/// stores fingerprint data, only whether a finger may unlock and the names of the fingers
/// enrolled when the secret was last used.
///
/// - `enable`: checks that fprintd has a reader and at least one enrolled finger for the user
///   (else exit 8 with the reason, nothing read or counted), then reads the current secret
///   from standard input as `verify` does (counted like any attempt: exit 1 wrong, 3 locked
///   out) and, when it is right, enables fingerprint unlock and records the finger set.
/// - `disable`: turns it off (exit 0 either way; the message says whether it was on).
/// - `status`: `{"profile":…,"enabled":…,"readerPresent":…,"fingersEnrolled":…,
///   "noMatchesInARow":…,"noMatchesLeft":…,"secretRequired":…,"unavailable":…}`.
///
/// Nothing enrolled: exit 5.
enum FingerprintCommand: CLICommand {
  /// The name, actions and abstract.
  static let configuration = CommandConfiguration(
    name: "fingerprint",
    usage: [],
    actions: ["enable", "disable", "status"],
    usesStore: true,
    english: "fingerprint unlock through fprintd: enable (reads the secret from stdin),\n"
      + "disable, or status as JSON; fingers are enrolled with fprintd-enroll",
    chinese: "通过 fprintd 的指纹解锁：enable（从标准输入读取密码）、disable，\n"
      + "或以 JSON 输出 status；手指用 fprintd-enroll 录入")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let service = try context.lockService()
    guard let enrolled = try LockReport.enrolledStatus(of: service, context: context) else {
      return .notEnrolled
    }
    let profile = ArgumentList.shown(context.profile)
    switch arguments.action {
    case "enable":
      let fingers: [String]
      switch FingerprintReport.availability() {
      case .success(let names): fingers = names
      case .failure(let error):
        return FingerprintReport.unavailable(FingerprintReason(error), language: context.language)
      }
      let line = try SecretInput.lines([.current(enrolled.kind)], language: context.language)[0]
      let secret = try LockReport.secret(
        line, kind: enrolled.kind, grid: enrolled.grid ?? .standard, route: enrolled.rules.route,
        what: .current(enrolled.kind))
      let outcome: VerificationOutcome
      do {
        outcome = try service.enableFingerprint(verifying: secret, enrolledFingers: fingers)
      } catch {
        throw .from(error)
      }
      guard outcome == .accepted else {
        return try LockReport.notAccepted(outcome, kind: enrolled.kind, context: context)
      }
      Console.out(JSONValue.object([("result", .string("enabled"))]).serialized)
      GestureLockCLI.report(
        .fingerprint(.enabled(profile: profile, fingers: Set(fingers).count)),
        in: context.language)
      return .success
    case "disable":
      let wasOn: Bool
      do {
        wasOn = try service.disableFingerprint()
      } catch {
        throw .from(error)
      }
      Console.out(
        JSONValue.object([("result", .string(wasOn ? "disabled" : "not_enabled"))]).serialized)
      GestureLockCLI.report(
        .fingerprint(wasOn ? .disabled(profile: profile) : .wasNotEnabled(profile: profile)),
        in: context.language)
      return .success
    default:
      let json = try FingerprintReport.json(of: service, askFprintd: true)
      guard case .object(let fields) = json else { return .notEnrolled }
      Console.out(JSONValue.object([("profile", .string(context.profile))] + fields).serialized)
      return .success
    }
  }
}
