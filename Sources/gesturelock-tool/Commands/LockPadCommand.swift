internal import Foundation
internal import GestureLockAccount
internal import GestureLockCore
internal import GestureLockGrabHolder
internal import GestureLockLocker
internal import GestureLockPadFlow

/// `gesturelock lock-pad [--blank-after SECONDS]` (hidden: `lock` starts it, nobody types
/// it): the lock screen's pad in its own process (`LockScreenPad`), drawn inside the cover
/// window named by `GESTURELOCK_COVER_WINDOW`, fed by the holder on standard input, reporting
/// an unlock on descriptor 3. Exit 0 only after reporting an unlock; the holder starts it
/// again after any other ending, except a refusal (5 nothing enrolled, 4 or 6 the store) of
/// the first pad before it reported ready: the `gesturelock` front covers the screen before
/// the store is read, so this is where `lock` refuses then.
///
/// The account password fallback (Tab) checks the password of the user the process runs as
/// (`getpwuid(getuid())`) with PAM service `gesturelock`, throttled by the profile's own
/// account-password counter, kept beside the store (`LockService.verifyAccountPassword(_:)`),
/// so restarting the pad process gives no free tries, also with the secret removed or the
/// store damaged.
///
/// With fingerprint unlock enabled for the profile (`fingerprint enable`), the lock screen
/// also offers the finger, through fprintd on the system bus as `gesturelock pad` does
/// (``PadCommand/fingerprintUnlocker``); the no-match counter is the store's, so restarting the
/// pad process gives no free scans either.
enum LockPadCommand: CLICommand {
  static let configuration = CommandConfiguration(
    name: "lock-pad", usage: [.optional(.blankAfter)],
    english: "the lock screen's pad (started by lock)", chinese: "锁屏的密码键盘（由 lock 启动）")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let blankAfter = try OptionParsing.blankAfter(arguments.value(.blankAfter))
    guard
      let cover = ProcessInfo.processInfo.environment[ScreenLocker.coverWindowVariable]
        .flatMap({ UInt($0) })
    else {
      throw .noDisplay(.lock(.failed(reason: "no cover window: 'lock-pad' is started by 'lock'")))
    }
    // Until a pad has shown, refused with the store's own exit code (5, 4, 6) and message:
    // the holder then ends the lock instead of restarting this process
    // (ScreenLocker.refusalStatuses). Once the lock has begun, never: with the secret removed
    // meanwhile the pane still offers the account password.
    if ProcessInfo.processInfo.environment[ScreenLocker.lockBegunVariable] != "1" {
      try LockCommand.checkEnrolment(context: context)
    }
    let options = PadOptions(
      storePath: context.storePath, profile: context.profile, language: context.language,
      fingerprintUnlocker: PadCommand.fingerprintUnlocker)
    let service = try context.lockService()
    let fallback = accountUser().map {
      AccountPasswordFallback(service: service, authenticator: PAMAuthenticator(), user: $0)
    }
    do {
      _ = try LockScreenPad.run(
        options, log: EventLog(), cover: cover, blankAfter: blankAfter, reportDescriptor: 3,
        fallback: fallback)
    } catch {
      // Without the holder the server has released the grabs and the cover: never say the
      // screen stays locked then.
      if error == .holderGone || holderIsGone() { throw .noDisplay(.lock(.holderGone)) }
      throw .noDisplay(.lock(.padStopped(reason: error.description)))
    }
    return .success
  }

  /// Whether the grab holder is gone: the pipe of its messages (standard input, of which the
  /// holder has the only writing end) is hung up. The holder's descriptors close as it ends,
  /// before the server notices its connection closed, so a pad failing because the cover
  /// went away already sees the hang-up.
  ///
  /// The corresponding C function is `poll` (no wait).
  static func holderIsGone() -> Bool {
    var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    return poll(&input, 1, 0) == 1 && input.revents & Int16(POLLHUP) != 0
  }

  /// The name of the account the process runs as, or `nil` when it has none.
  static func accountUser() -> String? {
    guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
    let user = String(cString: name)
    return user.isEmpty ? nil : user
  }
}
