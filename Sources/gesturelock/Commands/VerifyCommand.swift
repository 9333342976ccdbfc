internal import Foundation
internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock verify [--trace FILE]`: checks a pattern from standard input (one line) or
/// recognised from a touch trace against the enrolled secret, with throttling.
///
/// Prints `{"result":"accepted|rejected|throttled",…}`. Exit 0 unlocked, 1 wrong, 2 bad or
/// too-short input (not counted), 3 locked out (stderr says until when), 4 store damaged,
/// 5 nothing enrolled.
enum VerifyCommand {
  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    try arguments.allowOnly(["trace"], for: "verify")
    let service = try context.lockService()
    let status: LockStatus
    do {
      status = try service.status()
    } catch {
      throw .from(error)
    }
    guard status.enrolled, let grid = status.grid, let rules = status.rules else {
      Console.err("gesturelock: no secret is enrolled for profile '\(context.profile)'")
      return .notEnrolled
    }
    let pattern: Pattern
    if let path = arguments.value("trace") {
      let trace = try TraceInput.load(path)
      guard trace.grid == grid else {
        throw .usage(
          "--trace: drawn on a \(trace.grid) grid, but the enrolled pattern is on \(grid)")
      }
      let layout = try TraceReplay.layout(grid: trace.grid, view: trace.view)
      let recognition = PatternRecognizer.recognize(trace.samples, layout: layout, rules: rules)
      guard let recognized = recognition.pattern else {
        throw .usage("--trace: the trace completes no pattern (too short, cancelled or empty)")
      }
      pattern = recognized
    } else {
      let line = try SecretInput.lines(1, what: ["pattern"])[0]
      pattern = try SecretInput.pattern(line, on: grid, route: rules.route, what: "pattern")
    }
    let outcome: VerificationOutcome
    do {
      outcome = try service.verify(.pattern(pattern))
    } catch {
      throw .from(error)
    }
    switch outcome {
    case .accepted:
      Console.out(JSONValue.object([("result", .string("accepted"))]).serialized)
      Console.err(PadMessage.unlocked.text(in: context.language))
      return .success
    case .rejected(let left):
      Console.out(
        JSONValue.object([("result", .string("rejected")), ("attemptsBeforeDelay", .int(left))])
          .serialized)
      Console.err(PadMessage.wrongPattern(attemptsLeft: left).text(in: context.language))
      return .wrongSecret
    case .throttled(let until):
      Console.out(
        JSONValue.object([
          ("result", .string("throttled")), ("lockedUntil", .string(WallTime.iso8601(until))),
        ]).serialized)
      Console.err("gesturelock: locked out until \(WallTime.iso8601(until))")
      return .lockedOut
    case .notEnrolled:
      Console.err("gesturelock: no secret is enrolled for profile '\(context.profile)'")
      return .notEnrolled
    case .tooShort(let minimum):
      throw .usage("the pattern is too short: connect at least \(minimum) nodes (not counted)")
    }
  }
}
