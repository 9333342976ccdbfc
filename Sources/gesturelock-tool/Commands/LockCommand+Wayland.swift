internal import GestureLockGrabHolder
internal import GestureLockLocker
internal import GestureLockPadFlow
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

extension LockCommand {
  /// `lock` on Wayland, one process (`WaylandLockScreen`) on the same flow as X11's lock
  /// screen: the pad, the account password (the session's), the store's rules. Not yet:
  /// blanking (X11's `IdleBlank` is still the X11 pane's). `ready` is told once the compositor
  /// sent `locked`.
  ///
  /// Exit 0 when unlocked; 9 without a Wayland compositor, without its session lock, or when
  /// the connection is lost; 10 when the compositor refuses the lock (another locker holds
  /// it): the screen was NOT locked.
  static func runOnWayland(
    context: CommandContext, logDescriptor: Int32, ready: ReadyNotice?
  ) throws(CLIError) -> ExitCode {
    // As on X11, no signal but SIGKILL ends the lock; here one that did would leave the
    // session locked with nothing to unlock it until `lock` is run again.
    for signal in ScreenLocker.ignoredSignals { Glibc.signal(signal, SIG_IGN) }
    let options = PadOptions(
      storePath: context.storePath, profile: context.profile, language: context.language,
      fingerprintUnlocker: PadCommand.fingerprintUnlocker)
    do {
      _ = try WaylandLockScreen.run(
        options, log: EventLog(descriptor: logDescriptor),
        accountUser: LockPadCommand.accountUser(), onLocked: { ready?.send() })
    } catch .refused {
      throw CLIError(
        message: .lock(.failed(reason: WaylandLockError.refused.description)),
        code: .screenNotLocked)
    } catch {
      throw .noDisplay(.lock(.failed(reason: error.description)))
    }
    return .success
  }
}
