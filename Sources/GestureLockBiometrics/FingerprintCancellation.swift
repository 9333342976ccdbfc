internal import GestureLockSystem

/// A request to stop waiting for a finger, which any thread may make.
///
/// Platform-neutral: an unlocker that waits in a system call registers what ends its wait
/// (``whileWaiting(onRequest:_:)``: fprintd's writes an eventfd it polls with the bus), so a
/// request ends a wait at once. Once requested it stays requested: use a new value for the next
/// wait.
///
/// ```swift
/// let cancellation = FingerprintCancellation()
/// // On the pad's thread, when the pattern unlocked first:
/// cancellation.request()
/// ```
public final class FingerprintCancellation: Sendable {
  private struct State: Sendable {
    var isRequested = false
    var handlers: [Int: @Sendable () -> Void] = [:]
    var nextHandler = 0
  }

  private let state = Locked(State())

  /// Creates a cancellation not yet requested.
  public init() {}

  /// Requests the cancellation: every handler registered by a waiting unlocker runs once, on
  /// this thread; a waiting verification returns `.cancelled`. Later requests do nothing.
  public func request() {
    let handlers = state.withLock { state -> [@Sendable () -> Void] in
      guard !state.isRequested else { return [] }
      state.isRequested = true
      defer { state.handlers = [:] }
      return Array(state.handlers.values)
    }
    for handler in handlers { handler() }
  }

  /// Whether a cancellation was requested.
  public var isRequested: Bool {
    state.withLock { $0.isRequested }
  }

  /// Runs `body` with `handler` registered: a request while `body` runs calls `handler` once
  /// (at once, before `body`, when one was already made).
  ///
  /// - Parameters:
  ///   - handler: Ends the wait in `body`, from the requesting thread.
  ///   - body: The wait.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func whileWaiting<Value, Failure: Error>(
    onRequest handler: @escaping @Sendable () -> Void,
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let key = state.withLock { state -> Int? in
      guard !state.isRequested else { return nil }
      defer { state.nextHandler += 1 }
      state.handlers[state.nextHandler] = handler
      return state.nextHandler
    }
    if key == nil { handler() }
    defer {
      if let key { _ = state.withLock { $0.handlers.removeValue(forKey: key) } }
    }
    return try body()
  }
}
