#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// Seconds on the system's monotonic clock (unaffected by changes of the wall clock).
/// The corresponding C function is `clock_gettime(CLOCK_MONOTONIC)`.
package enum MonotonicClock {
  /// Seconds since an arbitrary start (boot); only differences mean anything.
  package static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
