#if canImport(Glibc)
  internal import Glibc
#endif

/// The signals that report a fault of the process itself — SIGSEGV, SIGBUS, SIGFPE, SIGILL,
/// SIGABRT, SIGSYS, SIGTRAP — as the grab holder takes them: one the kernel raised for a
/// fault of the holder ends it as before (a core where the limits allow), and one another
/// process sent (`kill`, `sigqueue`, `tgkill`, a debugger's `raise`) is ignored like the quit
/// signals (``ScreenLocker/ignoredSignals``), because the holder ending uncovers the screen.
///
/// Ignoring them outright (`SIG_IGN`) would do for a sent one, but not for a fault: the kernel
/// forces the default action of a fault signal that is ignored or blocked, and the fault's
/// instruction would otherwise run again for ever. So each gets a handler that reads the
/// signal's `si_code` (``isSent(code:)``).
///
/// ```swift
/// FaultSignals.shield()              // once, in the holder, before it holds a lock
/// ```
public enum FaultSignals {
  /// SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS and SIGTRAP.
  public static let all: [Int32] = [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS, SIGTRAP]

  /// Whether a signal whose `siginfo_t.si_code` is `code` was sent by a process rather than
  /// raised by the kernel for a fault of the receiver.
  ///
  /// Linux gives every signal sent by a process a `si_code` of 0 or less — `SI_USER` (0,
  /// `kill`), `SI_QUEUE` (-1, `sigqueue`), `SI_TKILL` (-6, `tgkill` and `raise`), `SI_ASYNCIO`,
  /// `SI_MESGQ`, `SI_TIMER`, `SI_SIGIO` — and every signal the kernel raises for a fault a
  /// positive one (`SEGV_MAPERR` 1, `ILL_ILLOPN` 2, `SYS_SECCOMP` 1, `SI_KERNEL` 128…)
  /// *(source: `siginfo.h` of Linux, the `si_code` values; sigaction(2))*. `abort()` raises
  /// SIGABRT with `SI_TKILL`, and when a handler returns, glibc's `abort` restores the default
  /// action and raises it again: an abort still ends the process.
  ///
  /// - Complexity: O(1); async-signal-safe.
  public static func isSent(code: Int32) -> Bool { code <= 0 }

  /// The fault signals whose instruction runs again when the handler returns (a memory,
  /// bus, arithmetic or illegal-instruction fault), so that the fault recurs by itself.
  static let recurring: [Int32] = [SIGSEGV, SIGBUS, SIGFPE, SIGILL]

  /// Installs the handler for each of ``all``: a sent signal returns at once; a fault
  /// restores the default action, then returns so that the faulting instruction runs again
  /// and the process ends with the fault's own signal information (a core where the limits
  /// allow); a trap, a bad system call or an abort the kernel raised, which do not recur,
  /// are raised again instead, delivered as the handler returns. The handler makes only
  /// async-signal-safe calls (`sigaction`, `raise`).
  ///
  /// The corresponding C function is `sigaction` with `SA_SIGINFO`.
  public static func shield() {
    for signal in all {
      var action = sigaction()
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      if recurring.contains(signal) {
        action.__sigaction_handler.sa_sigaction = { signal, info, _ in
          if let info, FaultSignals.isSent(code: info.pointee.si_code) { return }
          var fallback = sigaction()
          sigemptyset(&fallback.sa_mask)
          sigaction(signal, &fallback, nil)
        }
      } else {
        action.__sigaction_handler.sa_sigaction = { signal, info, _ in
          if let info, FaultSignals.isSent(code: info.pointee.si_code) { return }
          var fallback = sigaction()
          sigemptyset(&fallback.sa_mask)
          sigaction(signal, &fallback, nil)
          raise(signal)
        }
      }
      sigaction(signal, &action, nil)
    }
  }
}
