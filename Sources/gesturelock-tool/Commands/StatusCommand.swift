internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock status`: the profile's enrolment and lockout state as JSON; never the secret
/// or its hash.
///
/// Prints `{"profile":…,"enrolled":…,"kind":…,"grid":…,"route":…,"minimumLength":…,
/// "maximumLength":…,"failedAttempts":…,"attemptsBeforeDelay":…,"lockedUntil":<ISO 8601 or
/// null>,"lockedPermanently":…,"fingerprint":{…} or null}` (`fingerprint` as in
/// `fingerprint status`, without the profile; fprintd is asked only when it is enabled) (`grid` and `route` are null for PINs and passcodes; a PIN's
/// minimum and maximum length are its digit count); exit 0 (also for a store where the
/// profile has no secret: `"enrolled":false`). With no store at the path at all: no JSON, a
/// line on stderr saying so, exit 5. A damaged store exits 4; a busy one 6. Reading works on a
/// read-only store.
enum StatusCommand: CLICommand {
  /// The name, the options `status` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "status",
    usage: [],
    usesStore: true,
    english: "enrolment and lockout state as JSON",
    chinese: "以 JSON 输出设置和锁定状态")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let service = try context.lockService()
    let status: LockStatus
    do {
      status = try service.status()
    } catch {
      throw .from(error)
    }
    let storeExists: Bool
    do {
      storeExists = status.isEnrolled ? true : try service.storeExists()
    } catch {
      throw .from(error)
    }
    guard storeExists else {
      Console.err(
        "gesturelock: "
          + CLIMessage.noStore(path: ArgumentList.shown(context.storePath))
          .text(in: context.language))
      return .notEnrolled
    }
    let enrolled = status.enrolledStatus
    let isPattern = enrolled?.kind == .pattern
    let json: JSONValue = .object([
      ("profile", .string(context.profile)),
      ("enrolled", .bool(status.isEnrolled)),
      ("kind", enrolled.map { .string($0.kind.rawValue) } ?? .null),
      ("grid", enrolled?.grid.map { .string($0.description) } ?? .null),
      ("route", isPattern ? enrolled.map { .string($0.rules.route.rawValue) } ?? .null : .null),
      ("minimumLength", enrolled.map { .int($0.rules.minimumLength) } ?? .null),
      ("maximumLength", enrolled?.rules.maximumLength.map { .int($0) } ?? .null),
      ("failedAttempts", .int(status.failedAttempts)),
      (
        "attemptsBeforeDelay",
        .int(
          enrolled?.attemptsBeforeDelay
            ?? service.policy.throttle.attemptsBeforeDelay(failures: 0))
      ),
      (
        "lockedUntil",
        status.lockedUntil.map { .string(WallInstant(secondsSince1970: $0).iso8601) } ?? .null
      ),
      ("lockedPermanently", .bool(status.lockedPermanently)),
      // fprintd is asked only when fingerprint unlock is on (SPEC.md §8).
      (
        "fingerprint",
        status.isEnrolled ? try FingerprintReport.json(of: service, askFprintd: false) : .null
      ),
    ])
    Console.out(json.serialized)
    return .success
  }
}
