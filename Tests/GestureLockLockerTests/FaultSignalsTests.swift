import GestureLockGrabHolder
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The grab holder's reading of a fault signal's `si_code` (``FaultSignals/isSent(code:)``):
/// sent by a process, ignored; raised by the kernel for a fault, the end. The release binary
/// is tested with real signals and a real fault in GestureLockScreenLockTests'
/// `LockSignalTests`; this is the decision itself, for every code Linux defines.
@Suite("Fault signals: sent by a process or raised by a fault")
struct FaultSignalsTests {
  @Test(
    "Every si_code a process's kill, sigqueue, tgkill, timer, AIO, mqueue or SIGIO gives is 'sent'",
    arguments: [SI_USER, SI_QUEUE, SI_TIMER, SI_MESGQ, SI_ASYNCIO, SI_SIGIO, SI_TKILL, SI_ASYNCNL]
      .map { Int32($0) })
  func sentCodes(_ code: Int32) {
    #expect(FaultSignals.isSent(code: code))
  }

  /// Kernel codes Swift's Glibc module does not import (glibc declares them only under
  /// `_GNU_SOURCE` or X/Open): their values from Linux's `siginfo.h`.
  static let trapBreakpoint: Int32 = 1  // TRAP_BRKPT
  static let trapTrace: Int32 = 2  // TRAP_TRACE
  static let systemCallSeccomp: Int32 = 1  // SYS_SECCOMP

  @Test(
    "Every si_code the kernel gives a fault is not 'sent'",
    arguments: [
      SEGV_MAPERR, SEGV_ACCERR, BUS_ADRALN, BUS_ADRERR, BUS_OBJERR, FPE_INTDIV, FPE_FLTDIV,
      ILL_ILLOPC, ILL_ILLOPN, SI_KERNEL,
    ].map { Int32($0) } + [trapBreakpoint, trapTrace, systemCallSeccomp])
  func faultCodes(_ code: Int32) {
    #expect(!FaultSignals.isSent(code: code))
  }

  @Test("The shield covers the seven fault signals, and no quit signal")
  func coveredSignals() {
    #expect(
      Set(FaultSignals.all) == [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS, SIGTRAP])
  }
}
