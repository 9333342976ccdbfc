internal import GestureLockSystem

extension LockCommand {
  /// `lock --daemonize`: runs `lock` again in a process of its own with `--ready-fd 3` and
  /// returns as soon as that one says the screen is locked (Wayland: the compositor sent
  /// `locked`; X11: both grabs held and the cover mapped), as swaylock's `-f`; the lock goes
  /// on in the background. A locker that stops before it locked ends this one with its status
  /// (it said why on the standard error both share): 10 when another locker holds the
  /// session, 9 without a display, 5 with nothing enrolled.
  ///
  /// No `fork`: the new process is started with `posix_spawn` (``BackgroundStart``). It keeps
  /// this one's standard output (the event log, unless `--events FILE`) and standard error.
  ///
  /// - Parameters:
  ///   - server: The display server already chosen here, passed on so both agree.
  ///   - ready: This process's own `--ready-fd`, told when the background one is ready.
  static func inBackground(
    context: CommandContext, server: DisplayServer, blankAfter: Double, events: String?,
    ready: ReadyNotice?
  ) throws(CLIError) -> ExitCode {
    var arguments = [
      "--store", context.storePath, "--profile", context.profile,
      "--lang", context.language.rawValue, configuration.name,
      "--blank-after", CLIMessage.number(blankAfter), "--display-server", server.rawValue,
      "--ready-fd", String(BackgroundStart.readyDescriptor),
    ]
    if let events { arguments += ["--events", events] }
    let executable = ExecutablePath.current() ?? ProcessArguments.current().first ?? ""
    let outcome: BackgroundStart.Outcome
    do {
      outcome = try BackgroundStart.run(executable: executable, arguments: arguments)
    } catch {
      throw CLIError(
        message: .lock(.failed(reason: "cannot start the locker: \(error)")),
        code: .screenNotLocked)
    }
    switch outcome {
    case .ready:
      ready?.send()
      return .success
    case .exited(let status):
      return ExitCode(rawValue: status)
    case .signalled(let signal):
      return ExitCode(rawValue: 128 + signal)
    }
  }
}
