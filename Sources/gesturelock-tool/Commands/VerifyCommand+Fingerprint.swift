internal import Foundation
internal import GestureLockBiometrics
internal import GestureLockCore
internal import GestureLockFingerprint
internal import GestureLockSecurity

/// `gesturelock verify --fingerprint [--timeout SECONDS]`: waits for a finger on fprintd's
/// default reader (SPEC.md §8).
///
/// Exit 0 on a match (`{"result":"accepted","method":"fingerprint"}`), 1 on a no-match
/// (`{"result":"no_match","noMatchesLeft":N}`; counted and stored before this exits; the
/// message says how many tries are left before the secret is required), 3 during a lockout,
/// 5 nothing enrolled, and 8 when fingerprint unlock is not available now
/// (`{"result":"unavailable","reason":…}`): not enabled, no fprintd, no reader, no enrolled
/// finger, another program holds the reader, no finger within the timeout, the reader
/// failed, or the secret is required (and why). Retry scans are shown and not counted.
extension VerifyCommand {
  static func verifyFinger(timeout: Double, context: CommandContext) throws(CLIError) -> ExitCode {
    let language = context.language
    let service = try context.lockService()
    guard try LockReport.enrolledStatus(of: service, context: context) != nil else {
      return .notEnrolled
    }
    // Throttling first: a finger never bypasses a lockout.
    let lock: LockStatus
    do {
      lock = try service.status()
    } catch {
      throw .from(error)
    }
    if lock.lockedPermanently {
      return try LockReport.notAccepted(.lockedPermanently, kind: .pattern, context: context)
    }
    if let until = lock.lockedUntil {
      return try LockReport.notAccepted(.throttled(until: until), kind: .pattern, context: context)
    }
    guard try FingerprintReport.status(of: service, fingers: nil)?.isEnabled == true else {
      return FingerprintReport.unavailable(
        .notEnabled(profile: ArgumentList.shown(context.profile)), language: language)
    }
    let fingers: [String]
    switch FingerprintReport.availability() {
    case .success(let names): fingers = names
    case .failure(let error):
      if case .noEnrolledFingers = error {
        _ = try FingerprintReport.status(of: service, fingers: [])  // Remembers a change.
      }
      return FingerprintReport.unavailable(FingerprintReason(error), language: language)
    }
    if let why = try FingerprintReport.status(of: service, fingers: fingers)?.secretRequired {
      return FingerprintReport.unavailable(.secretRequired(why), language: language)
    }

    Console.err(CLIMessage.fingerprint(.touchReader).text(in: language))
    let verification = FingerprintReport.unlocker.verify(
      timeout: timeout, cancellation: FingerprintCancellation()
    ) { scan in
      if case .retry(let reason) = scan {
        Console.err(CLIMessage.fingerprint(.retry(reason)).text(in: language))
      }
    }
    let result: FingerprintResult
    switch verification {
    case .finished(.match): result = .match
    case .finished(.noMatch): result = .noMatch
    case .finished: return FingerprintReport.unavailable(.readerFailed, language: language)
    case .timedOut, .cancelled:
      return FingerprintReport.unavailable(
        .timedOut(seconds: timeout), language: language)
    case .unavailable(let error):
      return FingerprintReport.unavailable(FingerprintReason(error), language: language)
    }
    let verdict: FingerprintVerdict
    do {
      verdict = try service.recordFingerprint(result, enrolledFingers: fingers)
    } catch {
      throw .from(error)
    }
    switch verdict {
    case .unlocked:
      Console.out(
        JSONValue.object([("result", .string("accepted")), ("method", .string("fingerprint"))])
          .serialized)
      Console.err(CLIMessage.unlocked.text(in: language))
      return .success
    case .rejected(let left):
      Console.out(
        JSONValue.object([("result", .string("no_match")), ("noMatchesLeft", .int(left))])
          .serialized)
      Console.err(CLIMessage.fingerprint(.noMatch(triesLeft: left)).text(in: language))
      return .wrongSecret
    case .secretRequired(.lockout):
      // Locked out meanwhile (another process): as `verify` reports a lockout.
      let until = (try? service.status().lockedUntil) ?? nil
      return try LockReport.notAccepted(
        until.map { .throttled(until: $0) } ?? .lockedPermanently, kind: .pattern,
        context: context)
    case .secretRequired(let why):
      return FingerprintReport.unavailable(.secretRequired(why), language: language)
    case .notEnabled:
      return FingerprintReport.unavailable(
        .notEnabled(profile: ArgumentList.shown(context.profile)), language: language)
    }
  }
}
