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

  /// Sleeps for `seconds` of wall time (restarting after signals).
  static func sleep(_ seconds: Double) {
    var request = timespec(
      tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
  }
}
