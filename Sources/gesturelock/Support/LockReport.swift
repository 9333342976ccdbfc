internal import Foundation
internal import GestureLockCore
internal import GestureLockSecurity

/// How the lock commands report outcomes: one JSON object on stdout, one line for people on
/// stderr, and the exit code of DESIGN.md. Never a secret.
enum LockReport {
  /// What people call a secret of `kind`: `pattern`, `PIN`, `numeric passcode`, `passcode`.
  static func noun(_ kind: SecretKind) -> String {
    switch kind {
    case .pattern: "pattern"
    case .pin: "PIN"
    case .numeric: "numeric passcode"
    case .passcode: "passcode"
    }
  }

  /// What the rules of `kind` count: `nodes`, `digits` or `characters`.
  static func unit(_ kind: SecretKind) -> String {
    switch kind {
    case .pattern: "nodes"
    case .pin, .numeric: "digits"
    case .passcode: "characters"
    }
  }

  /// `--kind pattern|pin|numeric|passcode`, default `pattern`.
  static func kind(_ text: String?, default fallback: SecretKind = .pattern) throws(CLIError)
    -> SecretKind
  {
    guard let text else { return fallback }
    guard let kind = SecretKind(rawValue: text) else {
      throw .usage(
        "--kind: '\(ArgumentList.shown(text))' is not one of "
          + SecretKind.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return kind
  }

  /// The secret on `line`, read as `kind` (on `grid` with `route` for a pattern).
  ///
  /// - Throws: `CLIError` (exit 2) naming what is wrong, never repeating the input.
  static func secret(
    _ line: String, kind: SecretKind, grid: Grid, route: RouteMode, what: String
  ) throws(CLIError) -> Secret {
    if kind == .pattern {
      return .pattern(try SecretInput.pattern(line, on: grid, route: route, what: what))
    }
    do {
      return try Secret.typed(line, kind: kind)
    } catch {
      throw .usage("\(what): \(error.description)")
    }
  }

  /// Writes the warning the policy has about a new secret, if any.
  static func warnAbout(_ secret: Secret, policy: LockPolicy, language: Language) {
    if case .allowedWithWarning(.commonPIN) = policy.evaluate(secret) {
      Console.err("gesturelock: warning: " + PadMessage.commonPIN.text(in: language))
    }
  }

  /// The usage error (exit 2) for a new secret that was not stored.
  static func refusal(_ outcome: EnrolmentOutcome, kind: SecretKind, profile: String)
    -> CLIError
  {
    let noun = noun(kind)
    switch outcome {
    case .enrolled:
      return .usage("internal error: an enrolled secret reported as refused")
    case .mismatch:
      return .usage("the confirmation does not match the \(noun); nothing was stored")
    case .tooShort(let minimum):
      let verb = kind == .pattern ? "connect" : "enter"
      return .usage("the \(noun) is too short: \(verb) at least \(minimum) \(unit(kind))")
    case .tooLong(let maximum):
      return .usage("the \(noun) is too long: at most \(maximum) \(unit(kind))")
    case .pinLength(let allowed):
      let list = allowed.map(String.init).joined(separator: " or ")
      return .usage("a PIN has \(list) digits; nothing was stored")
    case .commonPIN:
      return .usage(
        "this PIN is common and easily guessed; choose another (nothing was stored)")
    case .alreadyEnrolled:
      return .usage(
        "profile '\(ArgumentList.shown(profile))' already has a secret: use 'change', "
          + "or 'remove' it first")
    }
  }

  /// Reports an accepted secret on stdout and stderr.
  static func accepted(language: Language) {
    Console.out(JSONValue.object([("result", .string("accepted"))]).serialized)
    Console.err(PadMessage.unlocked.text(in: language))
  }

  /// Reports a check that did not succeed and returns its exit code: 1 wrong (or wiped), 2
  /// too short, 3 locked out (until when) or locked for good, 5 nothing enrolled.
  static func notAccepted(
    _ outcome: VerificationOutcome, kind: SecretKind, context: CommandContext
  ) throws(CLIError) -> ExitCode {
    switch outcome {
    case .accepted:
      accepted(language: context.language)
      return .success
    case .rejected(let left):
      var fields: [(String, JSONValue)] = [
        ("result", .string("rejected")), ("attemptsBeforeDelay", .int(left)),
      ]
      let message: PadMessage =
        kind == .pattern ? .wrongPattern(attemptsLeft: left) : .wrongPasscode(attemptsLeft: left)
      var line = message.text(in: context.language)
      // The failure that starts a delay says so now, not only at the next try.
      if left == 0, let until = try? context.lockService().status().lockedUntil {
        fields.append(("lockedUntil", .string(WallTime.iso8601(until))))
        let wait = Int((until - Date().timeIntervalSince1970).rounded(.up))
        line += " — locked out until \(WallTime.iso8601(until)) (in \(WallTime.duration(wait)))"
      }
      Console.out(JSONValue.object(fields).serialized)
      Console.err(line)
      return .wrongSecret
    case .throttled(let until):
      Console.out(
        JSONValue.object([
          ("result", .string("throttled")), ("lockedUntil", .string(WallTime.iso8601(until))),
        ]).serialized)
      Console.err("gesturelock: " + lockedOutMessage(until: until))
      return .lockedOut
    case .lockedPermanently:
      Console.out(JSONValue.object([("result", .string("locked_permanently"))]).serialized)
      Console.err(
        "gesturelock: locked permanently after too many failed attempts; "
          + "only 'remove --force' resets it")
      return .lockedOut
    case .wiped:
      Console.out(JSONValue.object([("result", .string("wiped"))]).serialized)
      Console.err(
        "gesturelock: too many failed attempts: the secret of profile "
          + "'\(ArgumentList.shown(context.profile))' was erased")
      return .wrongSecret
    case .notEnrolled:
      Console.err(notEnrolledMessage(context))
      return .notEnrolled
    case .tooShort(let minimum):
      let verb = kind == .pattern ? "connect" : "enter"
      throw .usage(
        "the \(noun(kind)) is too short: \(verb) at least \(minimum) \(unit(kind)) (not counted)")
    }
  }

  /// `locked out until 2026-11-30T12:05:00Z (in 5:00)`: the wall-clock end and what is left.
  static func lockedOutMessage(until: Double) -> String {
    let left = Int((until - Date().timeIntervalSince1970).rounded(.up))
    return "too many attempts: locked out until \(WallTime.iso8601(until)) "
      + "(in \(WallTime.duration(left)))"
  }

  /// `no secret is enrolled for profile 'NAME'`.
  static func notEnrolledMessage(_ context: CommandContext) -> String {
    "gesturelock: no secret is enrolled for profile '\(ArgumentList.shown(context.profile))'"
  }
}
