// The Apple backend of `SystemLockClock`; Linux builds the Linux sibling instead
// (DESIGN.md "Platforms"). Follows:
// - clock_gettime(3): CLOCK_MONOTONIC_RAW increments like CLOCK_MONOTONIC, which "will continue
//   to increment while the system is asleep", unaffected by frequency adjustments;
//   CLOCK_UPTIME_RAW does not increment while asleep:
//   https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/clock_gettime.3.html
// - mach_continuous_time, "including while the system is asleep … Prefer to use the equivalent
//   clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)":
//   https://developer.apple.com/documentation/driverkit/mach_continuous_time
// - sysctlbyname(3): https://developer.apple.com/documentation/kernel/1387446-sysctlbyname
#if canImport(Darwin)
  internal import Darwin

  extension SystemLockClock {
    /// `clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)`: seconds since boot, counted while the
    /// device sleeps (Linux's `CLOCK_BOOTTIME`); not `CLOCK_UPTIME_RAW`, which stops asleep.
    static func systemMonotonicTime() -> Double {
      Double(clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)) / 1e9
    }

    /// The kernel's boot session UUID (`sysctl kern.bootsessionuuid`): new at every boot,
    /// unlike `kern.boottime`, which moves when the wall clock is set. `nil` when the call
    /// fails or the value does not look like an identifier.
    static func systemBootID() -> String? {
      var buffer = [CChar](repeating: 0, count: 64)
      var size = buffer.count
      let result = buffer.withUnsafeMutableBytes { bytes in
        sysctlbyname("kern.bootsessionuuid", bytes.baseAddress, &size, nil, 0)
      }
      guard result == 0, size > 0, size <= buffer.count else { return nil }
      let text = String(
        decoding: buffer.prefix(size).prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
        as: UTF8.self)
      guard !text.isEmpty, text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
        return nil
      }
      return text
    }
  }
#endif
