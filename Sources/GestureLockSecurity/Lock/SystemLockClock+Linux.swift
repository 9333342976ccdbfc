// The Linux backend of `SystemLockClock`; Apple platforms build the Darwin sibling instead
// (DESIGN.md "Platforms").
#if !canImport(Darwin)
  #if canImport(Glibc)
    internal import Glibc
  #endif

  extension SystemLockClock {
    /// `/proc/uptime`, else `clock_gettime(CLOCK_BOOTTIME)`: seconds since boot, time asleep
    /// included.
    static func systemMonotonicTime() -> Double {
      if let uptime = readUptime(at: uptimePath) { return uptime }
      var spec = timespec()
      clock_gettime(CLOCK_BOOTTIME, &spec)
      return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// The kernel's random boot identifier (`bootIDPath`), or `nil`.
    static func systemBootID() -> String? {
      readBootID(at: bootIDPath)
    }
  }
#endif
