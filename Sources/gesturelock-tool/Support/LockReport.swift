internal import Foundation
internal import GestureLockCore
internal import GestureLockSecurity

/// How the lock commands report outcomes: one JSON object on stdout, one line for people on
/// stderr (in the context's language), and the exit code of DESIGN.md. Never a secret.
enum LockReport {
  /// `--kind pattern|pin|numeric|passcode`, default `pattern`.
  static func kind(_ text: String?, default fallback: SecretKind = .pattern) throws(CLIError)
    -> SecretKind
  {
    try OptionParsing.choice(text, option: .kind) ?? fallback
  }

  /// The secret on `line` (a line of standard input, in its wiped buffer), read as `kind` (on
  /// `grid` with `route` for a pattern).
  ///
  /// - Throws: `CLIError` (exit 2) naming what is wrong, never repeating the input.
  static func secret(
    _ line: SecretBytes, kind: SecretKind, grid: Grid, route: RouteMode, what: SecretRole
  ) throws(CLIError) -> Secret {
    if kind == .pattern {
      return .pattern(try SecretInput.pattern(line, on: grid, route: route, what: what))
    }
    do {
      return try Secret.typed(utf8: line, kind: kind)
    } catch {
      throw .usage(.invalidSecret(what, error))
    }
  }

  /// Writes the warning the policy has about a new secret, if any.
  static func warnAbout(_ secret: Secret, policy: LockPolicy, language: Language) {
    if case .allowedWithWarning(.commonPIN) = policy.evaluate(secret) {
      Console.err("gesturelock: " + CLIMessage.commonPINWarning.text(in: language))
    }
  }

  /// The usage error (exit 2) for a new secret that was not stored.
  static func refusal(_ outcome: EnrolmentOutcome, kind: SecretKind, profile: String)
    -> CLIError
  {
    switch outcome {
    case .enrolled: .usage(.refusedAfterEnrolment)
    case .mismatch: .usage(.confirmationMismatch(kind: kind))
    case .tooShort(let minimum): .usage(.tooShortToEnrol(kind: kind, minimum: minimum))
    case .tooLong(let maximum): .usage(.tooLong(kind: kind, maximum: maximum))
    case .pinLength(let allowed): .usage(.pinLength(allowed: allowed))
    case .commonPIN: .usage(.commonPINRefused)
    case .tooWeak(let violation): .usage(.patternTooWeak(violation: violation.message))
    case .alreadyEnrolled: .usage(.alreadyEnrolled(profile: ArgumentList.shown(profile)))
    }
  }

  /// Reports a stored secret of `kind` on stderr (`Pattern saved`, `Passcode saved`).
  static func saved(_ kind: SecretKind, language: Language) {
    Console.err(CLIMessage.saved(kind: kind).text(in: language))
  }

  /// Reports an accepted secret on stdout and stderr.
  static func accepted(language: Language) {
    Console.out(JSONValue.object([("result", .string("accepted"))]).serialized)
    Console.err(CLIMessage.unlocked.text(in: language))
  }

  /// Reports a check that did not succeed and returns its exit code: 1 wrong (or wiped), 2
  /// too short, 3 locked out (until when) or locked for good, 5 nothing enrolled.
  static func notAccepted(
    _ outcome: VerificationOutcome, kind: SecretKind, context: CommandContext
  ) throws(CLIError) -> ExitCode {
    let language = context.language
    switch outcome {
    case .accepted:
      accepted(language: language)
      return .success
    case .rejected(let left):
      var fields: [(String, JSONValue)] = [
        ("result", .string("rejected")), ("attemptsBeforeDelay", .int(left)),
      ]
      var message = CLIMessage.wrong(kind: kind, attemptsLeft: left)
      // The failure that starts a delay says so now, not only at the next try.
      if left == 0, let until = try? context.lockService().status().lockedUntil {
        fields.append(("lockedUntil", .string(WallInstant(secondsSince1970: until).iso8601)))
        message = .wrongAndLockedOut(kind: kind, until: until, secondsLeft: secondsLeft(until))
      }
      Console.out(JSONValue.object(fields).serialized)
      Console.err(message.text(in: language))
      return .wrongSecret
    case .throttled(let until):
      Console.out(
        JSONValue.object([
          ("result", .string("throttled")),
          ("lockedUntil", .string(WallInstant(secondsSince1970: until).iso8601)),
        ]).serialized)
      Console.err(
        "gesturelock: "
          + CLIMessage.lockedOut(until: until, secondsLeft: secondsLeft(until)).text(in: language))
      return .lockedOut
    case .lockedPermanently:
      Console.out(JSONValue.object([("result", .string("locked_permanently"))]).serialized)
      Console.err("gesturelock: " + CLIMessage.lockedPermanently.text(in: language))
      return .lockedOut
    case .wiped:
      Console.out(JSONValue.object([("result", .string("wiped"))]).serialized)
      Console.err(
        "gesturelock: "
          + CLIMessage.wiped(profile: ArgumentList.shown(context.profile)).text(in: language))
      return .wrongSecret
    case .notEnrolled:
      reportNotEnrolled(context)
      return .notEnrolled
    case .tooShort(let minimum):
      throw .usage(.tooShortToCheck(kind: kind, minimum: minimum))
    }
  }

  /// Whole seconds from now until `until` (seconds since 1970), rounded up.
  static func secondsLeft(_ until: Double) -> Int {
    Int((until - Date().timeIntervalSince1970).rounded(.up))
  }

  /// The status of the profile's enrolled secret (its kind, grid and rules); `nil` after
  /// ``reportNotEnrolled(_:)`` when nothing is enrolled (the caller exits 5).
  ///
  /// - Throws: `CLIError` (exit 4) when the store cannot be read.
  static func enrolledStatus(of service: LockService, context: CommandContext) throws(CLIError)
    -> EnrolledStatus?
  {
    let status: LockStatus
    do {
      status = try service.status()
    } catch {
      throw .from(error)
    }
    guard case .enrolled(let enrolled) = status else {
      reportNotEnrolled(context)
      return nil
    }
    return enrolled
  }

  /// Writes `gesturelock: no secret is enrolled for profile 'NAME'` on stderr.
  static func reportNotEnrolled(_ context: CommandContext) {
    Console.err(
      "gesturelock: "
        + CLIMessage.notEnrolled(profile: ArgumentList.shown(context.profile))
        .text(in: context.language))
  }
}
