internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock enroll [--grid RxC] [--kind pattern|pin|numeric|passcode]
/// [--route skip-rule|free]`: reads the secret and its confirmation, one per line on standard
/// input, and stores its hash.
///
/// A pattern is stored with its grid and route mode: `skip-rule` (default) requires every
/// node passed over to be part of the pattern (`0-1-2`, never `0-2`); `free` (Alipay style)
/// accepts any move. Verification, on the pad or the CLI, applies the stored mode.
///
/// PINs have 4 or 6 digits and common ones are refused; numeric and text passcodes have at
/// least 4 digits or characters (SPEC.md §3). Digits of other scripts count as ASCII digits;
/// text is normalised to NFC. Exit 0 when enrolled; 2 for bad input, a mismatch, a secret the
/// policy refuses, or a profile that already has a secret (nothing stored); 4 when the store
/// cannot be written.
enum EnrollCommand {
  /// The options `enroll` takes besides the global ones; `--help` lists each of them.
  static let options: Set<String> = ["grid", "kind", "route", "min-strength"]

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    try arguments.allowOnly(options, for: "enroll")
    let kind = try LockReport.kind(arguments.value("kind"))
    for option in ["grid", "route", "min-strength"]
    where kind != .pattern && arguments.value(option) != nil {
      throw .usage(.patternOnlyOption(option: option, kind: kind))
    }
    let grid = try OptionParsing.grid(arguments.value("grid"))
    let patternPolicy = try OptionParsing.patternPolicy(arguments.value("min-strength"), grid: grid)
    let service = try context.lockService()
    var rules = service.policy.pattern
    if let route = try OptionParsing.route(arguments.value("route")) { rules.route = route }
    let route = rules.route
    let lines = try SecretInput.lines([.secret(kind), .confirmation], language: context.language)
    let first = try LockReport.secret(
      lines[0], kind: kind, grid: grid, route: route, what: .secret(kind))
    let second = try LockReport.secret(
      lines[1], kind: kind, grid: grid, route: route, what: .confirmation)
    if case .pattern(let pattern) = first,
      let violation = (try? patternPolicy.violations(for: pattern))?.first
    {
      throw .usage(.patternTooWeak(violation: violation.message))
    }
    let outcome: EnrolmentOutcome
    do {
      outcome = try service.enroll(first, confirmation: second, rules: rules)
    } catch {
      throw .from(error)
    }
    guard outcome == .enrolled else {
      throw LockReport.refusal(outcome, kind: kind, profile: context.profile)
    }
    LockReport.warnAbout(first, policy: service.policy, language: context.language)
    LockReport.saved(kind, language: context.language)
    Console.out(
      JSONValue.object([
        ("enrolled", .bool(true)), ("kind", .string(kind.rawValue)),
        ("grid", kind == .pattern ? .string(grid.description) : .null),
        ("route", kind == .pattern ? .string(route.rawValue) : .null),
      ]).serialized)
    return .success
  }
}
