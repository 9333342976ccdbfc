internal import Dispatch
internal import GestureLockSystem

/// One serial queue per store file and profile, for the whole process: every
/// `AsyncLockService` of one profile runs its checks on the same queue, one at a time, in the
/// order they were asked for.
///
/// Queues are kept for the life of the process (one per profile a process uses: a few).
enum ProfileQueues {
  private static let queues = Locked<[String: DispatchQueue]>([:])

  /// The queue of `profile` in the store at `storePath`.
  static func queue(storePath: String, profile: String) -> DispatchQueue {
    // A profile name has no control characters (`LockService.init`), so NUL separates.
    let key = storePath + "\u{0}" + profile
    return queues.withLock { queues in
      if let queue = queues[key] { return queue }
      let queue = DispatchQueue(
        label: "org.gesturelock.profile.\(profile)", qos: .userInitiated)
      queues[key] = queue
      return queue
    }
  }

  /// A queue of its own, for a service whose store has no path.
  static func privateQueue(profile: String) -> DispatchQueue {
    DispatchQueue(label: "org.gesturelock.profile.\(profile).private", qos: .userInitiated)
  }
}
