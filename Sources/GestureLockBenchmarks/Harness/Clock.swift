import GestureLockSystem
import Glibc

/// The clocks measurements read.
///
/// CPU-bound figures (recogniser, frame, counting) use the calling thread's CPU time, so time
/// the scheduler gives other processes on this shared machine is not charged to the code under
/// test; latencies a user waits for (verify, start-up) use the monotonic wall clock.
enum Clock {
  /// Seconds on the monotonic clock. The corresponding C function is
  /// `clock_gettime(CLOCK_MONOTONIC)`.
  static func wall() -> Double {
    read(CLOCK_MONOTONIC)
  }

  /// Seconds of CPU time the calling thread has used. The corresponding C function is
  /// `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`.
  static func threadCPU() -> Double {
    read(CLOCK_THREAD_CPUTIME_ID)
  }

  private static func read(_ clock: clockid_t) -> Double {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// Sleeps for `seconds` of wall time (after a signal, for what is left of it).
  static func sleep(_ seconds: Double) {
    let deadline = wall() + seconds
    _ = valueOrErrno(retryOnInterrupt: true) { () -> Int32 in
      let left = max(0, deadline - wall())
      var request = timespec(
        tv_sec: Int(left), tv_nsec: Int((left - left.rounded(.down)) * 1e9))
      return nanosleep(&request, nil)
    }
  }
}
