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
}
