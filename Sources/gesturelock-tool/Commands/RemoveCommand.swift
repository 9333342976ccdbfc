internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock remove [--force]`: deletes the profile's secret and counters after verifying
/// the current secret (one line on standard input), or without asking with `--force`, for a
/// host that has re-authenticated the user another way (also the way out of a permanent lock).
///
/// Prints `{"removed":true}`. Exit 0 removed, 1 wrong secret (counted), 2 bad input, 3 locked
/// out, 4 store damaged, 5 nothing enrolled.
enum RemoveCommand: CLICommand {
  /// The name, the options `remove` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "remove",
    usage: [.optional(.force)],
    usesStore: true,
    english: "read the current secret from stdin and delete it",
    chinese: "从标准输入读取当前密码并删除")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let service = try context.lockService()
    if arguments.flag(.force) {
      let removed: Bool
      do {
        removed = try service.forceRemove()
      } catch {
        throw .from(error)
      }
      guard removed else {
        LockReport.reportNotEnrolled(context)
        return .notEnrolled
      }
      return removedReport(context)
    }
    guard let enrolled = try LockReport.enrolledStatus(of: service, context: context) else {
      return .notEnrolled
    }
    let (kind, rules) = (enrolled.kind, enrolled.rules)
    let line = try SecretInput.lines([.secret(kind)], language: context.language)[0]
    let current = try LockReport.secret(
      line, kind: kind, grid: enrolled.grid ?? .standard, route: rules.route, what: .secret(kind))
    let outcome: RemovalOutcome
    do {
      outcome = try service.remove(verifying: current)
    } catch {
      throw .from(error)
    }
    switch outcome {
    case .removed: return removedReport(context)
    case .notVerified(let verification):
      return try LockReport.notAccepted(verification, kind: kind, context: context)
    }
  }

  private static func removedReport(_ context: CommandContext) -> ExitCode {
    Console.err(
      "gesturelock: "
        + CLIMessage.removed(profile: ArgumentList.shown(context.profile))
        .text(in: context.language))
    Console.out(JSONValue.object([("removed", .bool(true))]).serialized)
    return .success
  }
}
