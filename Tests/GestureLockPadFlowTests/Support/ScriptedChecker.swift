@testable import GestureLockPadFlow
@testable import GestureLockSecurity

/// A `PadChecker` that answers from a script and records every check it was asked to run: the
/// store as the flow sees it, without a store.
final class ScriptedChecker: PadChecker {
  /// The answers still to give, in order.
  var answers: [PadVerdict] = []
  /// Every check run so far, in order.
  private(set) var checks: [PadCheck] = []

  func run(_ check: PadCheck) -> PadVerdict {
    checks.append(check)
    guard !answers.isEmpty else { return .failed(.storeUnavailable("no answer scripted")) }
    return answers.removeFirst()
  }
}
