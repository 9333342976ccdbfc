internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock status`: the profile's enrolment and lockout state as JSON; never the secret
/// or its hash.
///
/// Prints `{"profile":…,"enrolled":…,"kind":…,"grid":…,"route":…,"minimumLength":…,
/// "maximumLength":…,"failedAttempts":…,"attemptsBeforeDelay":…,"lockedUntil":<ISO 8601 or
/// null>,"lockedPermanently":…}` (`grid` and `route` are null for PINs and passcodes; a PIN's
/// minimum and maximum length are its digit count); exit 0 (also for a store where the
/// profile has no secret: `"enrolled":false`). With no store at the path at all: no JSON, a
/// line on stderr saying so, exit 5. A damaged store exits 4; a busy one 6. Reading works on a
/// read-only store.
enum StatusCommand {
  /// The options `status` takes besides the global ones; `--help` lists each of them.
  static let options: Set<String> = []

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    try arguments.allowOnly(options, for: "status")
    let service = try context.lockService()
    let status: LockStatus
    do {
      status = try service.status()
    } catch {
      throw .from(error)
    }
    guard status.storeExists else {
      Console.err(
        "gesturelock: "
          + CLIMessage.noStore(path: ArgumentList.shown(context.storePath))
          .text(in: context.language))
      return .notEnrolled
    }
    let isPattern = status.kind == .pattern
    let json: JSONValue = .object([
      ("profile", .string(context.profile)),
      ("enrolled", .bool(status.enrolled)),
      ("kind", status.kind.map { .string($0.rawValue) } ?? .null),
      ("grid", status.grid.map { .string($0.description) } ?? .null),
      ("route", isPattern ? status.rules.map { .string($0.route.rawValue) } ?? .null : .null),
      ("minimumLength", status.rules.map { .int($0.minimumLength) } ?? .null),
      ("maximumLength", status.rules?.maximumLength.map { .int($0) } ?? .null),
      ("failedAttempts", .int(status.failedAttempts)),
      ("attemptsBeforeDelay", .int(status.attemptsBeforeDelay)),
      ("lockedUntil", status.lockedUntil.map { .string(WallTime.iso8601($0)) } ?? .null),
      ("lockedPermanently", .bool(status.lockedPermanently)),
    ])
    Console.out(json.serialized)
    return .success
  }
}
