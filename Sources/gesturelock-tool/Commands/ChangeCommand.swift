internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock change [--kind pattern|pin|numeric|passcode] [--grid RxC] [--route skip-rule|free]
/// [--min-strength N]`: reads the current secret, the new one and its confirmation, one per line
/// on standard input, and replaces the secret once the current one is verified. `--min-strength`
/// refuses a new pattern below class N, as `enroll` does.
///
/// The new secret has the stored kind, grid and rules (route, lengths) unless `--kind` /
/// `--grid` / `--route` say otherwise. It is
/// checked first (confirmation, policy); then the current secret is verified with throttling,
/// and the record is replaced in the transaction that records the success, so the old secret
/// works until the new one is stored. Prints `{"changed":true,"kind":…}`. Exit 0 changed,
/// 1 wrong current secret (counted), 2 bad input or a refused new secret (nothing counted),
/// 3 locked out, 4 store damaged, 5 nothing enrolled.
enum ChangeCommand: CLICommand {
  /// The name, the options `change` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "change",
    usage: [.optional(.kind), .optional(.grid), .optional(.route), .optional(.minStrength)],
    usesStore: true,
    english: "read the current secret, the new one and its confirmation from stdin",
    chinese: "从标准输入读取当前密码、新密码及其确认")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    var service = try context.lockService()
    guard let enrolled = try LockReport.enrolledStatus(of: service, context: context) else {
      return .notEnrolled
    }
    let (kind, rules) = (enrolled.kind, enrolled.rules)
    let newKind = try LockReport.kind(arguments.value(.kind), default: kind)
    for option: Option in [.grid, .route, .minStrength]
    where newKind != .pattern && arguments.value(option) != nil {
      throw .usage(.patternOnlyOption(option: option.name, kind: newKind))
    }
    // A new pattern keeps the stored pattern's rules (a free-route secret stays free-route)
    // unless --route says otherwise.
    var policy = service.policy
    if kind == .pattern { policy.pattern = rules }
    if let route = try OptionParsing.route(arguments.value(.route)) {
      policy.pattern.route = route
    }
    let newGrid =
      arguments.value(.grid) == nil && newKind == .pattern
      ? enrolled.grid ?? .standard : try OptionParsing.grid(arguments.value(.grid))
    policy.patternStrength = try OptionParsing.patternPolicy(
      arguments.value(.minStrength), grid: newGrid)
    service = try context.lockService(policy: policy)
    let lines = try SecretInput.lines(
      [.current(kind), .new(newKind), .confirmation], language: context.language)
    let current = try LockReport.secret(
      lines[0], kind: kind, grid: enrolled.grid ?? .standard, route: rules.route,
      what: .current(kind))
    let route = policy.pattern.route
    let new = try LockReport.secret(
      lines[1], kind: newKind, grid: newGrid, route: route, what: .new(newKind))
    let confirmation = try LockReport.secret(
      lines[2], kind: newKind, grid: newGrid, route: route, what: .confirmation)
    let outcome: ChangeOutcome
    do {
      outcome = try service.change(current: current, to: new, confirmation: confirmation)
    } catch {
      throw .from(error)
    }
    switch outcome {
    case .changed:
      LockReport.warnAbout(new, policy: service.policy, language: context.language)
      LockReport.saved(newKind, language: context.language)
      Console.out(
        JSONValue.object([
          ("changed", .bool(true)), ("kind", .string(newKind.rawValue)),
          ("grid", newKind == .pattern ? .string(newGrid.description) : .null),
        ]).serialized)
      return .success
    case .refused(let refusal):
      throw LockReport.refusal(refusal, kind: newKind, profile: context.profile)
    case .notVerified(let verification):
      return try LockReport.notAccepted(verification, kind: kind, context: context)
    }
  }
}
