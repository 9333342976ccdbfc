internal import Foundation

/// A flag another thread raises to end a wait early; no raise is lost: a raise before the
/// wait ends the next wait at once.
///
/// What a scripted pad device waits on in `waitForInput(timeout:session:)`, so that its `wake`
/// (the fingerprint thread's results) ends the wait as a real device's wake pipe does.
///
/// ```swift
/// let signal = WakeSignal()
/// Thread { signal.raise() }.start()
/// signal.wait(seconds: 1)   // returns when raised, or after a second
/// ```
public final class WakeSignal: @unchecked Sendable {
  private let condition = NSCondition()
  private var raised = false

  /// Creates a signal that is not raised.
  public init() {}

  /// Raises the flag and wakes a waiting thread.
  public func raise() {
    condition.lock()
    raised = true
    condition.signal()
    condition.unlock()
  }

  /// Waits until the flag is raised or `seconds` pass, then lowers it.
  public func wait(seconds: Double) {
    condition.lock()
    defer { condition.unlock() }
    if !raised { _ = condition.wait(until: Date().addingTimeInterval(max(0, seconds))) }
    raised = false
  }
}
