internal import Foundation
internal import GestureLockCore
internal import GestureLockGrabHolder
internal import GestureLockLocker
internal import GestureLockScreenLock
internal import GestureLockSecurity
internal import GestureLockSystem

/// `gesturelock lock [--events FILE] [--blank-after SECONDS] [--display-server x11|wayland]
/// [--daemonize] [--ready-fd N]`: the screen locker (SPEC.md §9, issues 14 and 23). On Wayland
/// (chosen by itself when `WAYLAND_DISPLAY` names a compositor with the session lock) it takes
/// ext-session-lock-v1 (`runOnWayland`); on X11 it covers every monitor after grabbing
/// keyboard and pointer, shows the
/// stored secret's pad on the monitor under the pointer (the others black) in a process of its
/// own (`lock-pad`, restarted if it dies), and exits 0 only when the user unlocked. Nothing
/// else uncovers the screen: Escape and `q` do not quit, and the quit signals are ignored.
///
/// Refusals, before anything is shown: exit 5 when no secret is enrolled (with how to enrol),
/// 9 without an X display, 10 when another program holds the keyboard or the pointer, 4 or 6
/// when the store cannot be read. Exit 9 as well when the display is lost while locked.
enum LockCommand: CLICommand {
  /// Why the screen was not locked, or the lock stopped.
  enum Problem: Hashable, Sendable {
    /// Nothing is enrolled for the profile: nothing could unlock.
    case notEnrolled(profile: String)
    /// No X display could be opened (the name tried).
    case noDisplay(name: String)
    /// Another program holds the keyboard (`true`) or the pointer.
    case grabFailed(keyboard: Bool)
    /// The X server went away while the screen was locked.
    case displayLost
    /// An X request or the pad's process failed; the reason as text.
    case failed(reason: String)
    /// The lock screen's pad process (`lock-pad`) stopped while the screen stays locked (the
    /// holder starts it again); the reason as text.
    case padStopped(reason: String)
    /// The lock screen's pad process (`lock-pad`) found the grab holder gone (killed or
    /// crashed): the server has released the grabs and the cover, the screen is not locked.
    case holderGone
    /// Another X client made a request on the cover that the cover undid (a log line; the
    /// lock goes on).
    case tampered(CoverTampering)
  }

  static let configuration = CommandConfiguration(
    name: "lock",
    usage: [
      .optional(.events), .optional(.blankAfter), .optional(.displayServer),
      .optional(.daemonize), .optional(.readyFd),
    ],
    usesStore: true,
    english: "locks the screen until the stored secret is entered: the Wayland session\n"
      + "lock when the compositor offers it, else X11 (the pad on one monitor, the others\n"
      + "black); for swayidle and xss-lock: exit 0 when unlocked, 10 when another\n"
      + "locker or program holds the session or the keyboard (NOT locked)",
    chinese: "锁定屏幕，直到输入已保存的密码：合成器提供时使用 Wayland 会话锁，否则使用 X11\n"
      + "（键盘显示在一个显示器上，其他显示器为黑色）；供 swayidle 与 xss-lock 使用：\n"
      + "解锁时退出码为 0，另一个锁屏程序或程序占用会话或键盘时为 10（未锁定）")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let blankAfter = try OptionParsing.blankAfter(arguments.value(.blankAfter))
    try PadCommand.refuseStoreAsOutput(arguments, storePath: context.storePath)
    let ready = try OptionParsing.readyNotice(arguments.value(.readyFd))
    let server = try OptionParsing.displayServer(arguments.value(.displayServer))
    if arguments.flag(.daemonize) {
      return try inBackground(
        context: context, server: server, blankAfter: blankAfter,
        events: arguments.value(.events), ready: ready)
    }
    // The store is read on a thread of its own while this one connects to the X server; its
    // verdict is awaited before anything is grabbed or shown, and it wins over a display
    // problem (a store that cannot unlock is the first thing to fix).
    let enrolment = ConcurrentCheck { () throws(CLIError) in
      try checkEnrolment(context: context)
    }
    let logDescriptor = try arguments.value(.events).map(PadCommand.openEventDescriptor) ?? 1
    if server == .wayland {
      try enrolment.value()
      return try runOnWayland(context: context, logDescriptor: logDescriptor, ready: ready)
    }
    let connection = Result { () throws(ScreenLockError) in try X11Display() }
    try enrolment.value()
    let display: X11Display
    do {
      display = try connection.get()
    } catch .noDisplay(let name) {
      throw .noDisplay(.lock(.noDisplay(name: name)))
    } catch {
      throw .noDisplay(.lock(.failed(reason: error.description)))
    }
    let cover: ScreenCover
    do {
      cover = try ScreenCover(display: display)
    } catch .grabFailed(let device) {
      throw CLIError(
        message: .lock(.grabFailed(keyboard: device == .keyboard)), code: .screenNotLocked)
    } catch .displayLost {
      throw .noDisplay(.lock(.displayLost))
    } catch {
      throw CLIError(message: .lock(.failed(reason: error.description)), code: .screenNotLocked)
    }
    // Both grabs held and the cover mapped: on X11 this is the moment the screen is locked.
    ready?.send()
    let command = ScreenLocker.PadCommand(
      executable: ExecutablePath.current() ?? ProcessArguments.current().first
        ?? "gesturelock-tool",
      arguments: [
        "--store", context.storePath, "--profile", context.profile,
        "--lang", context.language.rawValue, LockPadCommand.configuration.name,
        "--blank-after", CLIMessage.number(blankAfter),
      ],
      environment: ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" },
      logDescriptor: logDescriptor)
    do {
      try ScreenLocker.run(
        cover: cover, command: command,
        tampered: { tampering in
          Console.err(
            "gesturelock: " + CLIMessage.lock(.tampered(tampering)).text(in: context.language))
        })
    } catch .padRefused(let status) {
      // The store changed between the check above and the pad's own: the pad said why.
      return ExitCode(rawValue: status)
    } catch .screen(.displayLost) {
      throw .noDisplay(.lock(.displayLost))
    } catch {
      throw .noDisplay(.lock(.failed(reason: error.description)))
    }
    return .success
  }

  /// Checks that the store can be read and that a secret is enrolled for the profile.
  ///
  /// - Throws: `CLIError` with exit 5 when nothing is enrolled (with how to enrol), 4 or 6
  ///   when the store cannot be read, 2 for an invalid profile name.
  static func checkEnrolment(context: CommandContext) throws(CLIError) {
    let service = try context.lockService()
    let status: LockStatus
    do {
      status = try service.status()
    } catch {
      throw CLIError.from(error)
    }
    guard status.isEnrolled else {
      throw CLIError(
        message: .lock(.notEnrolled(profile: context.profile)), code: .notEnrolled)
    }
  }
}
