internal import Foundation
internal import Synchronization

/// A check run on a thread of its own while the caller does other work, then awaited.
///
/// `gesturelock lock` reads the store (is a secret enrolled? is the store sound?) while it
/// connects to the X server, so the two waits overlap and the screen is covered sooner
/// (bench figure 10, time to lock). The check must not touch anything the caller uses
/// meanwhile.
final class ConcurrentCheck<Value: Sendable>: Sendable {
  private let outcome = Mutex<Result<Value, CLIError>?>(nil)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts `work` on a new thread at once.
  init(_ work: @escaping @Sendable () throws(CLIError) -> Value) {
    let thread = Thread { [self] in
      let result = Result { () throws(CLIError) -> Value in try work() }
      outcome.withLock { $0 = result }
      finished.signal()
    }
    thread.start()
  }

  /// Waits for the check to finish and returns its value.
  ///
  /// - Throws: the `CLIError` the check threw.
  func value() throws(CLIError) -> Value {
    finished.wait()
    finished.signal()
    return try outcome.withLock { $0! }.get()
  }
}
