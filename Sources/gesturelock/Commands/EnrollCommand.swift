internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock enroll [--grid RxC] [--kind pattern]`: reads the pattern and its confirmation,
/// one per line on standard input, and stores its hash.
///
/// Exit 0 when enrolled; 2 for bad input, a mismatch or a too-short pattern (nothing stored);
/// 4 when the store cannot be written.
enum EnrollCommand {
  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    try arguments.allowOnly(["grid", "kind"], for: "enroll")
    if let kind = arguments.value("kind"), kind != SecretKind.pattern.rawValue {
      throw .usage("--kind: only 'pattern' can be enrolled in this version")
    }
    let grid = try OptionParsing.grid(arguments.value("grid"))
    let rules = PatternRules.standard
    let service = try context.lockService()
    let lines = try SecretInput.lines(2, what: ["pattern", "confirmation"])
    let first = try SecretInput.pattern(lines[0], on: grid, route: rules.route, what: "pattern")
    let second = try SecretInput.pattern(
      lines[1], on: grid, route: rules.route, what: "confirmation")
    let outcome: EnrolmentOutcome
    do {
      outcome = try service.enroll(.pattern(first), confirmation: .pattern(second), rules: rules)
    } catch {
      throw .from(error)
    }
    switch outcome {
    case .enrolled:
      Console.err(PadMessage.enrolled.text(in: context.language))
      Console.out(
        JSONValue.object([
          ("enrolled", .bool(true)), ("kind", .string("pattern")),
          ("grid", .string(grid.description)),
        ]).serialized)
      return .success
    case .mismatch:
      throw .usage("the confirmation does not match the pattern; nothing was stored")
    case .tooShort(let minimum):
      throw .usage("the pattern is too short: connect at least \(minimum) nodes")
    case .tooLong(let maximum):
      throw .usage("the pattern is too long: at most \(maximum) nodes")
    }
  }
}
