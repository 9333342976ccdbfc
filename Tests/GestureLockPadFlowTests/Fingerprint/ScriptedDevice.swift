import Foundation
import GestureLockCore
import TestSupport

@testable import GestureLockPadFlow

/// A `PadDevice` that plays a script: inputs to hand the loop, actions to run (e.g. a finger
/// on the virtual reader), and conditions to wait for, woken by the pad's fingerprint thread
/// through ``wake``. A condition not met within ``patience`` ends the script with `.quit` and
/// is recorded in ``unmet`` (a guard against hanging, never a timing assertion).
final class ScriptedDevice: PadDevice {
  typealias Failure = Never

  enum Step {
    /// Hand these inputs to the loop.
    case inputs([PadInput])
    /// Run this on the loop's thread between two waits.
    case action(() throws -> Void)
    /// Wait (woken by the pad) until the condition holds; the text names it.
    case until(String, (PadSession) -> Bool)
  }

  static let patience: TimeInterval = 60

  private var steps: [Step]
  private let signal = WakeSignal()
  private var stepDeadline: Date?
  /// The conditions never met, and the actions that threw.
  private(set) var unmet: [String] = []
  let size = Size(width: 300, height: 300)

  init(_ steps: [Step]) {
    self.steps = steps
  }

  func present(_ session: PadSession) {}

  func waitForInput(timeout: Double?, session: PadSession) -> [PadInput] {
    while let step = steps.first {
      switch step {
      case .inputs(let inputs):
        steps.removeFirst()
        return inputs
      case .action(let action):
        steps.removeFirst()
        do { try action() } catch {
          unmet.append("action failed: \(error)")
          steps = []
          return [.quit]
        }
      case .until(let what, let condition):
        if condition(session) {
          steps.removeFirst()
          stepDeadline = nil
          continue
        }
        let deadline = stepDeadline ?? Date().addingTimeInterval(Self.patience)
        stepDeadline = deadline
        guard Date() < deadline else {
          unmet.append(what)
          steps = []
          return [.quit]
        }
        signal.wait(seconds: min(timeout ?? 1, 1))
        return []
      }
    }
    return [.quit]
  }

  var wake: (@Sendable () -> Void)? {
    { [signal] in signal.raise() }
  }

  func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View {
    .window(width: Int(size.width), height: Int(size.height), scale: 1)
  }
}
