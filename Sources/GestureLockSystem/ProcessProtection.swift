#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import CPrctl
  internal import Glibc
#endif

/// Keeps what a process holds in memory — a passcode half typed, an account password — out of
/// core files and away from debuggers of the same user: called at the start of every process
/// that may read a secret, before it reads one (DESIGN.md "Secrets in memory").
///
/// On Linux, ``protectMemory()`` makes two calls (`prctl` through the `CPrctl` shim, as Swift
/// cannot call a variadic C function):
/// - `prctl(PR_SET_DUMPABLE, 0)`: the process is no longer *dumpable*. The kernel then writes
///   no core for it whatever `ulimit -c` and `core_pattern` say (a pipe to systemd-coredump
///   included: a non-dumpable process's core is written only when `fs.suid_dumpable` is 2,
///   and then only for root), and `ptrace` — `gdb -p`, `strace -p`, `/proc/PID/mem`,
///   `process_vm_readv` — by any process without `CAP_SYS_PTRACE` is refused, the same user's
///   included; `/proc/PID/environ` and the other files behind that check become root's.
///   The flag is reset by `execve`, so each program sets it itself (the `gesturelock` front,
///   then `gesturelock-tool`, which the front starts for the pad).
/// - `setrlimit(RLIMIT_CORE, 0)` (soft and hard limit): no core file even if something set the
///   process dumpable again, and none for the programs it starts (PAM's `unix_chkpwd`, which
///   inherit the limit).
///
/// On Apple platforms only `setrlimit(RLIMIT_CORE, 0)` is made. There is no `PR_SET_DUMPABLE`;
/// the equivalent of its ptrace half is `ptrace(PT_DENY_ATTACH)`, which this library does not
/// use: it would make the host app itself impossible to debug (and end it when a debugger is
/// attached), which is the app's decision, not a library's. There, the platform keeps other
/// processes out: iOS writes no cores for apps and lets no app attach to another, and macOS
/// refuses `task_for_pid` on a hardened-runtime app without the `get-task-allow` entitlement
/// (which release builds do not have).
///
/// ```swift
/// try ProcessProtection.protectMemory()   // first thing in main, before any secret is read
/// ```
public enum ProcessProtection {
  /// Makes this process non-dumpable (Linux) and sets its core file size limit to 0.
  ///
  /// - Throws: The `Errno` of the call that failed (neither fails on an ordinary Linux; a
  ///   seccomp filter could refuse them). The caller must then read no secret.
  /// - Note: The corresponding C functions are `prctl` (`PR_SET_DUMPABLE`) and `setrlimit`
  ///   (`RLIMIT_CORE`).
  public static func protectMemory() throws(Errno) {
    var none = rlimit(rlim_cur: 0, rlim_max: 0)
    #if canImport(Darwin)
      guard setrlimit(RLIMIT_CORE, &none) == 0 else { throw .current }
    #else
      guard gl_prctl_set_dumpable(0) == 0 else { throw .current }
      guard setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none) == 0 else {
        throw .current
      }
    #endif
  }

  /// The process id of the debugger or tracer attached to this process (`TracerPid` in
  /// `/proc/self/status`), or `nil` when none is.
  ///
  /// Call it right after ``protectMemory()``, before any secret is read, and refuse to read
  /// one when it returns a process: `execve` makes a process dumpable again, so a process of
  /// the same user can attach (`PTRACE_SEIZE`) between the `execve` and ``protectMemory()``,
  /// and an attachment made then survives `PR_SET_DUMPABLE` 0 — the tracer could then make the
  /// process dumpable again and read what it is typed. What this cannot promise: a tracer
  /// attached before this check can change what the check reads (it controls every system
  /// call); it only closes the race for tracers that do not go that far (docs/security.md).
  ///
  /// On Apple platforms, and when `/proc` cannot be read, `nil` (the platform's own rules keep
  /// debuggers out there: ``ProcessProtection``).
  /// - Note: The corresponding C functions are `open`, `read` and `close` (`/proc/self/status`,
  ///   proc(5)).
  public static func tracer() -> Int32? {
    #if canImport(Glibc)
      let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += chunk[..<count]
      }
      return tracer(inStatus: String(decoding: bytes, as: UTF8.self))
    #else
      return nil
    #endif
  }

  /// The `TracerPid` of a `/proc/PID/status` text, or `nil` when it is 0 or missing.
  ///
  /// - Complexity: O(n) in the text's length.
  public static func tracer(inStatus status: String) -> Int32? {
    for line in status.split(separator: "\n") where line.hasPrefix("TracerPid:") {
      let value = line.dropFirst("TracerPid:".count).drop { $0 == " " || $0 == "\t" }
      guard let pid = Int32(value), pid != 0 else { return nil }
      return pid
    }
    return nil
  }
}
