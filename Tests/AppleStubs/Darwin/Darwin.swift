// STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
// Not Apple's Darwin module. The POSIX part of Darwin (errno, read, write, poll, open, stat,
// clock_gettime, …) is re-exported from Glibc, which has the same POSIX names; below it, only
// the Darwin-only declarations our `canImport(Darwin)` branches use, each with the signature
// of Apple's documented C declaration (cited above it). What this cannot show: differences of
// type between Glibc and Darwin for the same POSIX name (e.g. `mode_t` is UInt32 on Linux and
// UInt16 on Darwin; `clockid_t` is an Int32 on Linux and an imported C enum on Darwin).
@_exported import Glibc

// clock_gettime(3):
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/clock_gettime.3.html
// `uint64_t clock_gettime_nsec_np(clockid_t clock_id);` (CLOCK_MONOTONIC_RAW comes from Glibc,
// which defines the same name.)
public func clock_gettime_nsec_np(_ clock_id: clockid_t) -> UInt64 { fatalError("stub") }

// sysctlbyname(3): https://developer.apple.com/documentation/kernel/1387446-sysctlbyname
// `int sysctlbyname(const char *, void *, size_t *, void *, size_t);`
public func sysctlbyname(
  _ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!,
  _ oldlenp: UnsafeMutablePointer<Int>!, _ newp: UnsafeMutableRawPointer!, _ newlen: Int
) -> Int32 { fatalError("stub") }

// memset_s(3):
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/memset_s.3.html
// `errno_t memset_s(void *s, rsize_t smax, int c, rsize_t n);` (`rsize_t` is `size_t`,
// `errno_t` is `int`.)
public typealias rsize_t = Int
public typealias errno_t = Int32
public func memset_s(_ s: UnsafeMutableRawPointer!, _ smax: rsize_t, _ c: Int32, _ n: rsize_t)
  -> errno_t
{ fatalError("stub") }

// stat(2):
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/stat.2.html
// Darwin's `struct stat` names its change time `struct timespec st_ctimespec;` where Glibc has
// `st_ctim`: the stub gives Glibc's struct Darwin's name.
extension stat {
  public var st_ctimespec: timespec { st_ctim }
}
