internal import Foundation
internal import GestureLockCore
internal import GestureLockPadFlow
internal import GestureLockTerminal
internal import GestureLockWindow

#if canImport(Glibc)
  internal import Glibc
#endif

/// `gesturelock pad [--grid RxC] [--passcode] [--kind pattern|pin|numeric|passcode]
/// [--pin-length 4|6] [--stealth] [--log-nodes] [--log-frames] [--record FILE] [--route skip-rule|free]
/// [--hit-radius F] [--min-strength N] [--tui | --window] [--events FILE] [--stay]
/// [--relock-after SECONDS]`: the lock
/// pad, the
/// gesture pad or the passcode pad (by the stored secret's kind, else as asked; see
/// `passcodeMode(_:)`), in a window or in the terminal (see `frontEnd(_:environment:)`).
/// `--route` chooses the route mode of a new pattern (an enrolled one keeps its own);
/// `--hit-radius` the hit radius as a fraction of the node spacing (0.15 to 0.45, default 0.3);
/// `--events FILE` writes the event log to FILE (created or emptied, mode 0600 even if it
/// existed) instead of standard output — in the terminal, which shows the pad on standard
/// output, there is no event log without it. `--record FILE` is written when the pad closes; it
/// is only checked before (see `PadCommand+Files.swift`), and neither file may be the store.
/// The gate: exit 0 as soon as the user unlocks (or has just enrolled the first secret), and
/// only then; 7 when the pad is closed without unlocking (window closed, `q`, a signal). With
/// `--stay` the pad stays open after "Unlocked" and exits 0 if the user unlocked during the
/// session, else 7. With `--relock-after SECONDS` (1 to 86,400) the pad stays open after
/// "Unlocked" and locks again after that long without input (issue 15); it exits 0 if closed
/// while unlocked, 7 if closed locked (never unlocked, or locked again). Exit 9 without a display or usable terminal (with how to run it),
/// or when the display is lost while the pad is open (the X server went away, the terminal hung
/// up); 4 when the store cannot be read.
enum PadCommand: CLICommand {
  /// The name, the options `pad` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "pad",
    usage: [
      .optional(.grid), .optional(.stealth), .optional(.logNodes), .optional(.logFrames),
      .optional(.record),
      .optional(.route), .optional(.hitRadius), .optional(.minStrength), .optional(.passcode),
      .optional(.kind), .optional(.pinLength), .oneOf([.tui, .window]), .optional(.events),
      .optional(.stay), .optional(.relockAfter),
    ],
    english: "the lock pad (enrol on first use, then verify): in a window when there\n"
      + "is a display, else in the terminal; arrow keys, Space, Return and Escape\n"
      + "work too; a stored secret picks its own pad",
    chinese: "打开锁屏（首次使用时设置，之后验证）：有显示器时在窗口中，否则在终端中；\n"
      + "也可用方向键、空格、回车和 Esc 操作；已保存的密码自动选择对应的键盘")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let passcode = try passcodeMode(arguments)
    let route = try OptionParsing.route(arguments.value(.route))
    let hitRadius = try OptionParsing.hitRadius(arguments.value(.hitRadius))
    let relockAfter = try arguments.value(.relockAfter).map { text throws(CLIError) in
      try OptionParsing.number(text, option: .relockAfter, default: 0, range: 1...86_400)
    }
    if passcode != nil, route != nil {
      throw .usage(.passcodePadHasNoRoute)
    }
    let grid = try OptionParsing.grid(arguments.value(.grid))
    let patternPolicy = try OptionParsing.patternPolicy(arguments.value(.minStrength), grid: grid)
    if passcode != nil, patternPolicy.minimumStrengthClass != nil {
      throw .usage(.passcodePadHasNoStrength)
    }
    try refuseStoreAsOutput(arguments, storePath: context.storePath)
    try refuseSharedOutput(arguments)
    if let path = arguments.value(.record) {
      // Fail now, not after the session; but leave the file alone until the recorder writes it.
      try checkRecordingWritable(path)
    }
    let environment = ProcessInfo.processInfo.environment
    let frontEnd = try frontEnd(arguments, environment: environment)
    if frontEnd == .terminal || frontEnd == .window(terminalFallback: true) {
      try refuseEventsOnScreen(arguments)
    }
    let eventsFile = try arguments.value(.events).map(openEventLog)
    var options = PadOptions(
      storePath: context.storePath, profile: context.profile, grid: grid, passcode: passcode,
      stealth: arguments.flag(.stealth), logNodes: arguments.flag(.logNodes),
      recordPath: arguments.value(.record), language: context.language,
      route: route ?? .skippedNodesIncluded, hitRadiusFactor: hitRadius,
      patternPolicy: patternPolicy, fingerprintUnlocker: fingerprintUnlocker)
    options.staysAfterUnlock = arguments.flag(.stay)
    options.logFrames = arguments.flag(.logFrames)
    options.relockAfter = relockAfter
    let ending: PadLoopEnding
    switch frontEnd {
    case .terminal:
      ending = try runTerminal(
        options, log: eventsFile ?? discardedLog(), environment: environment)
    case .window(let terminalFallback):
      do {
        ending = try DisplayLoss.guarding(language: context.language) {
          () throws(PadError) -> PadLoopEnding in
          try PadApp.run(options, log: eventsFile ?? EventLog())
        }
      } catch .noDisplay {
        // SDL found no display after all: a terminal, if there is one, still gives the lock.
        guard terminalFallback else { throw .noDisplay(.pad(.noDisplay)) }
        ending = try runTerminal(
          options, log: eventsFile ?? discardedLog(), environment: environment)
      } catch .storeUnavailable(let error) {
        throw CLIError.from(error)
      } catch {
        throw CLIError(message: .pad(error), code: .badInput)
      }
    }
    return exitCode(for: ending)
  }

  /// The gate's exit code: 0 only when the user unlocked (or enrolled the first secret), else
  /// 7 (closed without unlocking).
  static func exitCode(for ending: PadLoopEnding) -> ExitCode {
    ending.isUnlocked ? .success : .closedWithoutUnlocking
  }

  /// Where the pad runs.
  enum FrontEnd: Equatable {
    /// An SDL window; `terminalFallback`: use the terminal pad if SDL finds no display.
    case window(terminalFallback: Bool)
    /// The terminal pad on standard input and output.
    case terminal
  }

  /// Why the terminal pad cannot run here.
  enum NoTerminal: Hashable, Sendable {
    /// Standard input or standard output (or both) is not a terminal.
    case notBothTerminals
    /// The terminal is a dumb one (`TERM=dumb`): no cursor addressing.
    case dumb
  }

  /// Chooses the front end: `--tui` or `--window` when given (not both); else a window when a
  /// display is set (`DISPLAY` or `WAYLAND_DISPLAY` non-empty, or an explicit SDL video
  /// driver), else the terminal when standard input and output are terminals and `TERM` is not
  /// `dumb`.
  ///
  /// - Throws: `CLIError`: exit 2 for `--tui --window`; exit 9 for `--tui` without a terminal
  ///   or on a dumb one, and when there is neither a display nor a terminal the pad can use
  ///   (saying which is missing, and naming `xvfb-run`).
  static func frontEnd(_ arguments: ArgumentList, environment: [String: String]) throws(CLIError)
    -> FrontEnd
  {
    let noTerminal: NoTerminal? =
      !(isatty(0) == 1 && isatty(1) == 1)
      ? .notBothTerminals : environment["TERM"] == "dumb" ? .dumb : nil
    switch (arguments.flag(.tui), arguments.flag(.window)) {
    case (true, true):
      throw .usage(.tuiAndWindow)
    case (true, false):
      switch noTerminal {
      case .notBothTerminals: throw .noDisplay(.terminal(.notATerminal))
      case .dumb: throw .noDisplay(.terminal(.dumbTerminal))
      case nil: return .terminal
      }
    case (false, true):
      return .window(terminalFallback: false)
    case (false, false):
      let display = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains {
        !(environment[$0] ?? "").isEmpty
      }
      if display {
        return .window(terminalFallback: noTerminal == nil)
      }
      guard let noTerminal else { return .terminal }
      throw .noDisplay(.noDisplayNorTerminal(noTerminal))
    }
  }

  /// Runs the terminal pad, with its errors as the CLI's; exit 9 when its terminal hung up.
  ///
  /// - Returns: How the pad ended.
  static func runTerminal(
    _ options: PadOptions, log: EventLog, environment: [String: String]
  ) throws(CLIError) -> PadLoopEnding {
    let ending: PadLoopEnding
    do {
      ending = try TerminalPad.run(options, log: log, environment: environment)
    } catch .systemCall where DisplayLoss.terminalHungUp() {
      throw .noDisplay(.displayLost(.terminal))
    } catch .notATerminal {
      throw .noDisplay(.terminal(.notATerminal))
    } catch .dumbTerminal {
      throw .noDisplay(.terminal(.dumbTerminal))
    } catch .storeUnavailable(let error) {
      throw CLIError.from(error)
    } catch {
      throw CLIError(message: .terminal(error), code: .badInput)
    }
    // The pad returns when the terminal hangs up, as when the user leaves: tell them apart.
    if ending == .deviceGone || DisplayLoss.terminalHungUp() {
      throw .noDisplay(.displayLost(.terminal))
    }
    return ending
  }
}
