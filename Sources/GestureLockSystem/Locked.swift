#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// A value shared between threads, read and changed only under a lock: what the portable
/// modules use instead of `Synchronization.Mutex`, which needs iOS 18 / macOS 15 while the
/// package supports iOS 15 / macOS 12 (Package.swift's `platforms`).
///
/// The lock is a POSIX `pthread_mutex_t` (default attributes: not recursive), on Linux and on
/// Apple platforms alike; it lives at a fixed address of its own, as POSIX requires (a Swift
/// stored property may move). The C functions are `pthread_mutex_init`, `pthread_mutex_lock`,
/// `pthread_mutex_unlock` and `pthread_mutex_destroy`.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }   // from any thread
/// let now = counter.withLock { $0 }
/// ```
///
/// - Important: `body` must not call `withLock` on the same value again (the mutex is not
///   recursive: that would deadlock), and should be short: every other thread waits meanwhile.
package final class Locked<Value> {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// Touched only between `pthread_mutex_lock` and `pthread_mutex_unlock` of `mutex`.
  private var value: Value

  /// A lock holding `value`.
  package init(_ value: Value) {
    self.value = value
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    // Default attributes cannot fail but for lack of memory, which POSIX leaves undefined to
    // go on from: stop rather than run without mutual exclusion.
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, no other thread inside `withLock` of this value meanwhile.
  ///
  /// - Parameter body: Reads or changes the value; must not call `withLock` on this value.
  /// - Returns: What `body` returns.
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&value)
  }
}

/// `@unchecked` because the compiler cannot see that `value`, a `var` of a class, is only
/// touched while `mutex` is held (every access is inside `withLock`), which is what makes
/// sharing it between threads safe. `Value: Sendable` because values go in and out of the lock
/// to whichever thread calls it.
extension Locked: @unchecked Sendable where Value: Sendable {}
