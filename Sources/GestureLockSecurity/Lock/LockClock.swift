internal import Foundation

/// The three clocks a lockout is measured with: what `LockService` reads, injected so that
/// tests move time, reboot and turn the wall clock back without sleeping.
///
/// A lockout must survive restarts, so it is stored; it must be neither shortened nor
/// lengthened by setting the wall clock (a Raspberry Pi without a real-time clock, a bad NTP
/// answer, a person fixing the date), so it is measured only on a monotonic clock; and that
/// clock restarts at boot, so the boot is identified too (SPEC.md §4):
/// - Within one boot, the time left comes only from the monotonic clock, and is never more
///   than the lockout's own length. The wall clock only turns it into an end time to show.
/// - After a reboot (another `bootID`), the monotonic clock means nothing any more: a lockout
///   in force restarts in full, once (as Android's Gatekeeper does), and no failure is added.
///   A lockout that ran out with no attempt since is indistinguishable from one in force, so
///   it restarts too.
/// - Without a boot identifier (`bootID()` is `nil`), the monotonic clock still measures the
///   lockout. A reading earlier than the lockout's start proves a reboot, and the lockout
///   restarts in full; a later one cannot end it early, since the monotonic clock counts from
///   a boot that came after the lockout began.
///
/// `SystemLockClock` reads the monotonic clock from the kernel's `/proc/uptime`, which a clock
/// faked inside the process (libfaketime, also with its monotonic clocks faked) cannot reach.
///
/// ```swift
/// let lock = try LockService(store: store, clock: SystemLockClock())
/// ```
public protocol LockClock {
  /// The wall clock: seconds since 1970-01-01 00:00 UTC. May jump either way.
  func wallTime() -> Double
  /// Seconds on a clock that never goes back within one boot and keeps counting while the
  /// machine sleeps (Linux: `CLOCK_BOOTTIME`; Apple platforms: `CLOCK_MONOTONIC_RAW`);
  /// meaningless across boots.
  func monotonicTime() -> Double
  /// An identifier of the current boot, equal for every process of one boot and different
  /// after a reboot (Linux: `/proc/sys/kernel/random/boot_id`; Apple platforms:
  /// `kern.bootsessionuuid`); `nil` when unknown.
  func bootID() -> String?
}

/// One reading of all three clocks.
struct LockInstant: Equatable {
  /// Seconds since 1970, as the wall clock said.
  var wall: Double
  /// Seconds on the monotonic clock of `bootID`'s boot.
  var monotonic: Double
  /// The boot; `nil` when unknown.
  var bootID: String?
}

extension LockClock {
  /// Reads the three clocks.
  func instant() -> LockInstant {
    LockInstant(wall: wallTime(), monotonic: monotonicTime(), bootID: bootID())
  }
}

/// The system's clocks: `Date` for the wall clock; on Linux `CLOCK_BOOTTIME` for the monotonic
/// clock and the kernel's random boot identifier, on Apple platforms `CLOCK_MONOTONIC_RAW` and
/// the kernel's boot session UUID (one backend file each).
///
/// Also a `WallClock`, so one value can serve a pad's countdown too.
public struct SystemLockClock: LockClock, WallClock, Sendable {
  /// Where Linux publishes the boot identifier: a UUID, new at every boot.
  public static let bootIDPath = "/proc/sys/kernel/random/boot_id"

  private let boot: String?

  /// Creates the clock, reading the boot identifier once (it cannot change while a process
  /// runs).
  public init() {
    boot = Self.systemBootID()
  }

  /// The current time, in seconds since 1970-01-01 00:00 UTC (`Date`).
  public func wallTime() -> Double { Date().timeIntervalSince1970 }

  /// The same as `wallTime()`, for `WallClock`.
  public func now() -> Double { wallTime() }

  /// Where Linux publishes `CLOCK_BOOTTIME` as text: seconds since boot, time asleep included.
  public static let uptimePath = "/proc/uptime"

  /// Seconds since boot, including time asleep.
  ///
  /// On Linux, read from `/proc/uptime` (the kernel's `CLOCK_BOOTTIME`, to 10 ms): a clock
  /// faked inside the process (libfaketime intercepts `clock_gettime`, and by default shifts
  /// the monotonic clocks too) cannot reach it, so it cannot end a lockout early. Where that
  /// file cannot be read, `clock_gettime(CLOCK_BOOTTIME)`. On Apple platforms,
  /// `clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)`, which keeps counting while the device
  /// sleeps (`SystemLockClock+Darwin.swift`).
  public func monotonicTime() -> Double { Self.systemMonotonicTime() }

  /// The boot identifier read at `init`, or `nil` when the file was missing or unreadable.
  public func bootID() -> String? { boot }

  /// The first number of `path` (`/proc/uptime`: "12345.67 54321.00"), or `nil` when the file
  /// is missing or does not start with a finite, non-negative number.
  static func readUptime(at path: String) -> Double? {
    guard let data = FileManager.default.contents(atPath: path), data.count <= 128 else {
      return nil
    }
    let text = String(decoding: data, as: UTF8.self)
    guard let first = text.split(whereSeparator: { $0 == " " || $0.isNewline }).first,
      let seconds = Double(first), seconds.isFinite, seconds >= 0
    else { return nil }
    return seconds
  }

  /// The first line of `path` when it looks like an identifier (1–64 printable ASCII
  /// characters), else `nil`.
  static func readBootID(at path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path), data.count <= 128 else {
      return nil
    }
    let text = String(decoding: data, as: UTF8.self)
    let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    guard !line.isEmpty, line.utf8.count <= 64,
      line.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    else { return nil }
    return line
  }
}
